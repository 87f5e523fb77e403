// A GListModel of row positions for the recycled lists: it holds a count, not items, so a list of
// 100,000 rows costs one integer until GTK asks for the rows it shows.
#ifndef CGTK_LIST_MODEL_H
#define CGTK_LIST_MODEL_H

#include <gio/gio.h>

G_BEGIN_DECLS

// Makes an empty model; the caller owns the returned reference.
GListModel *cgtk_index_model_new(void);

// The number of rows.
guint cgtk_index_model_get_count(GListModel *model);

// Replaces `removed` rows at `position` with `added` new ones, and emits "items-changed", so that
// GTK unbinds the rows it shows there and binds them again. Out-of-range arguments are clamped.
void cgtk_index_model_splice(GListModel *model, guint position, guint removed, guint added);

G_END_DECLS

#endif
