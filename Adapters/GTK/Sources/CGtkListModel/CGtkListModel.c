// The row-position model behind SendingStateGTK's recycled lists.
//
// Each item is a plain GObject made when GTK asks for it: a list item finds its row by its
// position, so the items carry nothing, and GTK keeps only those of the rows it shows.
#include "CGtkListModel.h"

#define CGTK_TYPE_INDEX_MODEL (cgtk_index_model_get_type())
G_DECLARE_FINAL_TYPE(CGtkIndexModel, cgtk_index_model, CGTK, INDEX_MODEL, GObject)

struct _CGtkIndexModel {
    GObject parent_instance;
    guint count;
};

static GType cgtk_index_model_get_item_type(GListModel *model) { return G_TYPE_OBJECT; }

static guint cgtk_index_model_get_n_items(GListModel *model) { return CGTK_INDEX_MODEL(model)->count; }

static gpointer cgtk_index_model_get_item(GListModel *model, guint position) {
    if (position >= CGTK_INDEX_MODEL(model)->count) return NULL;
    return g_object_new(G_TYPE_OBJECT, NULL);
}

static void cgtk_index_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = cgtk_index_model_get_item_type;
    iface->get_n_items = cgtk_index_model_get_n_items;
    iface->get_item = cgtk_index_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(CGtkIndexModel, cgtk_index_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_index_model_list_model_init))

static void cgtk_index_model_class_init(CGtkIndexModelClass *klass) {}

static void cgtk_index_model_init(CGtkIndexModel *self) { self->count = 0; }

GListModel *cgtk_index_model_new(void) { return G_LIST_MODEL(g_object_new(CGTK_TYPE_INDEX_MODEL, NULL)); }

guint cgtk_index_model_get_count(GListModel *model) {
    g_return_val_if_fail(CGTK_IS_INDEX_MODEL(model), 0);
    return CGTK_INDEX_MODEL(model)->count;
}

void cgtk_index_model_splice(GListModel *model, guint position, guint removed, guint added) {
    g_return_if_fail(CGTK_IS_INDEX_MODEL(model));
    CGtkIndexModel *self = CGTK_INDEX_MODEL(model);
    if (position > self->count) position = self->count;
    if (removed > self->count - position) removed = self->count - position;
    if (added > G_MAXUINT - (self->count - removed)) added = G_MAXUINT - (self->count - removed);
    if (removed == 0 && added == 0) return;
    self->count = self->count - removed + added;
    g_list_model_items_changed(model, position, removed, added);
}
