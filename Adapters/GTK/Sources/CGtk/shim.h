// The C side of the GTK 4 adapter: GTK's header, and checked casts that Swift can call.
//
// GTK's cast macros, such as GTK_BUTTON(widget), are not imported into Swift. Each function here
// wraps one, so a cast from Swift goes through GObject's run-time type check, as it would in C.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <sys/epoll.h>
// gettext's bindtextdomain, for apps that translate their strings as GTK's own are.
#include <libintl.h>
#include <gtk/gtk.h>

static inline GObject *cgtk_object(gpointer instance) { return G_OBJECT(instance); }
static inline GtkWidget *cgtk_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GtkButton *cgtk_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkToggleButton *cgtk_toggle_button(GtkWidget *widget) { return GTK_TOGGLE_BUTTON(widget); }
static inline GtkRange *cgtk_range(GtkWidget *widget) { return GTK_RANGE(widget); }
static inline GtkScale *cgtk_scale(GtkWidget *widget) { return GTK_SCALE(widget); }
static inline GtkEditable *cgtk_editable(GtkWidget *widget) { return GTK_EDITABLE(widget); }
static inline GtkEntry *cgtk_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkLabel *cgtk_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkBox *cgtk_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkOrientable *cgtk_orientable(GtkWidget *widget) { return GTK_ORIENTABLE(widget); }
static inline GtkWindow *cgtk_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkScrolledWindow *cgtk_scrolled_window(GtkWidget *widget) { return GTK_SCROLLED_WINDOW(widget); }
static inline GtkListView *cgtk_list_view(GtkWidget *widget) { return GTK_LIST_VIEW(widget); }
static inline GtkGridView *cgtk_grid_view(GtkWidget *widget) { return GTK_GRID_VIEW(widget); }
static inline GtkListItem *cgtk_list_item(gpointer instance) { return GTK_LIST_ITEM(instance); }
static inline GtkListItemFactory *cgtk_list_item_factory(gpointer instance) { return GTK_LIST_ITEM_FACTORY(instance); }
static inline GtkSelectionModel *cgtk_selection_model(gpointer instance) { return GTK_SELECTION_MODEL(instance); }
static inline GtkSingleSelection *cgtk_single_selection(gpointer instance) { return GTK_SINGLE_SELECTION(instance); }
static inline GListModel *cgtk_list_model(gpointer instance) { return G_LIST_MODEL(instance); }
static inline GtkAccessible *cgtk_accessible(GtkWidget *widget) { return GTK_ACCESSIBLE(widget); }
static inline GtkSwitch *cgtk_switch(GtkWidget *widget) { return GTK_SWITCH(widget); }
static inline GtkCheckButton *cgtk_check_button(GtkWidget *widget) { return GTK_CHECK_BUTTON(widget); }
static inline GtkSpinButton *cgtk_spin_button(GtkWidget *widget) { return GTK_SPIN_BUTTON(widget); }
static inline GtkDropDown *cgtk_drop_down(GtkWidget *widget) { return GTK_DROP_DOWN(widget); }
static inline GtkProgressBar *cgtk_progress_bar(GtkWidget *widget) { return GTK_PROGRESS_BAR(widget); }
static inline GtkImage *cgtk_image(GtkWidget *widget) { return GTK_IMAGE(widget); }
static inline GtkSearchEntry *cgtk_search_entry(GtkWidget *widget) { return GTK_SEARCH_ENTRY(widget); }
static inline GtkStringList *cgtk_string_list(gpointer instance) { return GTK_STRING_LIST(instance); }
static inline GtkEventController *cgtk_event_controller(gpointer instance) {
    return GTK_EVENT_CONTROLLER(instance);
}
static inline GtkGesture *cgtk_gesture(gpointer instance) { return GTK_GESTURE(instance); }
static inline GtkGestureSingle *cgtk_gesture_single(gpointer instance) { return GTK_GESTURE_SINGLE(instance); }
static inline GtkGestureDrag *cgtk_gesture_drag(gpointer instance) { return GTK_GESTURE_DRAG(instance); }


// The X window of a surface, or 0 when GDK doesn't draw it through X11, such as on Wayland: what
// real input aims at. Declared here rather than through gdk/x11/gdkx.h, which would bring every
// name of Xlib into Swift; Xlib's Window is an unsigned long.
#ifdef GDK_WINDOWING_X11
GType gdk_x11_surface_get_type(void);
unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
#endif
static inline unsigned long cgtk_surface_x11_window(GdkSurface *surface) {
#ifdef GDK_WINDOWING_X11
    if (surface != NULL && G_TYPE_CHECK_INSTANCE_TYPE(surface, gdk_x11_surface_get_type())) {
        return gdk_x11_surface_get_xid(surface);
    }
#endif
    return 0;
}

// GTK's double-click time, in milliseconds: g_object_get takes variadic arguments, which Swift
// can't call.
static inline int cgtk_double_click_time(void) {
    int milliseconds = 400;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_get(settings, "gtk-double-click-time", &milliseconds, NULL);
    return milliseconds;
}

// Accessibility: gtk_accessible_update_property and g_object_set take variadic arguments.

// Sets a widget's accessible label, or resets it to none for NULL.
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    if (label == NULL) {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
    } else {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

// Sets a widget's accessible description, or resets it to none for NULL.
static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    if (description == NULL) {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    } else {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                       -1);
    }
}

// Sets a widget's accessible value text, or resets it to none for NULL.
static inline void cgtk_accessible_set_value_text(GtkWidget *widget, const char *text) {
    if (text == NULL) {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);
    } else {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
    }
}

// Sets a widget's position among the parts of its control, from 1, and how many parts there are.
static inline void cgtk_accessible_set_position(GtkWidget *widget, int position, int count) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_POS_IN_SET, position,
                                   GTK_ACCESSIBLE_RELATION_SET_SIZE, count, -1);
}

// Sets a boolean accessible state, such as GTK_ACCESSIBLE_STATE_SELECTED or GTK_ACCESSIBLE_STATE_BUSY.
static inline void cgtk_accessible_set_state(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
}

// Whether a widget's boolean accessible state has a value, as a screen reader would read it.
static inline gboolean cgtk_accessible_state_is(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    char *mismatch = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), state, value);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}

// Whether a widget's string accessible property, such as GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is the
// given text.
static inline gboolean cgtk_accessible_property_is(GtkWidget *widget, GtkAccessibleProperty property,
                                                   const char *text) {
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, text);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}

// Sets a widget's accessible role; GTK reads it when it first makes the widget's accessible context.
static inline void cgtk_accessible_set_role(GtkWidget *widget, GtkAccessibleRole role) {
    g_object_set(widget, "accessible-role", role, NULL);
}

// Whether a widget's accessible label is the given text, as a screen reader would read it.
static inline gboolean cgtk_accessible_label_is(GtkWidget *widget, const char *label) {
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}

// The text of the first label in a widget, itself or a descendant depth first, or NULL: what names
// a button GTK made, such as a stack switcher's.
static inline const char *cgtk_first_label_text(GtkWidget *widget) {
    if (GTK_IS_LABEL(widget)) return gtk_label_get_text(GTK_LABEL(widget));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        const char *text = cgtk_first_label_text(child);
        if (text != NULL) return text;
    }
    return NULL;
}

// Whether a widget has an accessible label at all.
static inline gboolean cgtk_accessible_has_label(GtkWidget *widget) {
    return gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

// The last "items-changed" a list model emitted, and how many it emitted, for tests to read.
typedef struct {
    guint count;
    guint position;
    guint removed;
    guint added;
} CGtkItemsChanged;

static inline void cgtk_record_items_changed(GListModel *model, guint position, guint removed, guint added,
                                             gpointer data) {
    CGtkItemsChanged *record = data;
    record->count += 1;
    record->position = position;
    record->removed = removed;
    record->added = added;
}

// Records each "items-changed" of a list model into `record`, which must outlive the model.
static inline void cgtk_watch_items_changed(gpointer model, CGtkItemsChanged *record) {
    g_signal_connect(model, "items-changed", G_CALLBACK(cgtk_record_items_changed), record);
}

// Widgets

// Sets a string property of a GObject, such as a search entry's "placeholder-text", which GTK 4.8
// has no setter for; g_object_set takes variadic arguments.
static inline void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

// Sets a boolean property of a GObject, such as GtkSettings' "gtk-cursor-blink".
static inline void cgtk_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

// A copy of a string property of a GObject, or NULL when it has none; free it with g_free.
static inline char *cgtk_object_dup_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

// The main loop: GLib's descriptors, watched from Foundation's run loop through one epoll instance.

// A new epoll instance, closed on exec, or -1.
static inline int cgtk_epoll_new(void) { return epoll_create1(EPOLL_CLOEXEC); }

// Makes `epoll` watch exactly the descriptors GLib asked to poll in `fds`, for the conditions it
// asked for, after watching `previous`. Each call starts again from nothing, so a descriptor GLib
// closed and opened again under the same number is watched as the new file it now is.
static inline void cgtk_epoll_watch(int epoll, const int *previous, int previousCount, const GPollFD *fds,
                                    int count) {
    for (int index = 0; index < previousCount; index++) epoll_ctl(epoll, EPOLL_CTL_DEL, previous[index], NULL);
    for (int index = 0; index < count; index++) {
        if (fds[index].fd < 0) continue;
        struct epoll_event event = {0};
        for (int other = 0; other < count; other++) {
            if (fds[other].fd != fds[index].fd) continue;
            if (fds[other].events & (G_IO_IN | G_IO_PRI)) event.events |= EPOLLIN | EPOLLPRI;
            if (fds[other].events & G_IO_OUT) event.events |= EPOLLOUT;
        }
        event.data.fd = fds[index].fd;
        // A descriptor listed twice is added once, with both entries' conditions; the second add
        // fails with EEXIST.
        epoll_ctl(epoll, EPOLL_CTL_ADD, fds[index].fd, &event);
    }
}


// The signal bridge

// Whether a pointer is a GObject instance.
static inline gboolean cgtk_is_object(gpointer instance) { return instance != NULL && G_IS_OBJECT(instance); }

// The name of a GObject's type, such as "GtkLabel".
static inline const char *cgtk_object_type_name(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

// Whether a GObject's type has a signal of that name, with a detail such as "notify::expanded".
static inline gboolean cgtk_object_has_signal(gpointer instance, const char *signal) {
    guint id = 0;
    GQuark detail = 0;
    return g_signal_parse_name(signal, G_OBJECT_TYPE(instance), &id, &detail, TRUE);
}

// Applications and actions
static inline GApplication *cgtk_g_application(gpointer instance) { return G_APPLICATION(instance); }
static inline GActionMap *cgtk_action_map(gpointer instance) { return G_ACTION_MAP(instance); }
static inline GActionGroup *cgtk_action_group(gpointer instance) { return G_ACTION_GROUP(instance); }
static inline GMenuModel *cgtk_menu_model(gpointer instance) { return G_MENU_MODEL(instance); }
static inline GtkMenuButton *cgtk_menu_button(GtkWidget *widget) { return GTK_MENU_BUTTON(widget); }
static inline GtkHeaderBar *cgtk_header_bar(GtkWidget *widget) { return GTK_HEADER_BAR(widget); }

// Dialogs
static inline GtkAboutDialog *cgtk_about_dialog(GtkWidget *widget) { return GTK_ABOUT_DIALOG(widget); }

// GtkFileChooserNative is the file chooser of GTK 4.8, the baseline, which goes through the
// desktop portal inside Flatpak; GTK 4.10 deprecates it for GtkFileDialog, so these wrappers call
// it with deprecation warnings off, and the adapter builds warning-free on either.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static inline GtkNativeDialog *cgtk_file_chooser_new(const char *title, GtkFileChooserAction action,
                                                     const char *acceptLabel) {
    return GTK_NATIVE_DIALOG(gtk_file_chooser_native_new(title, NULL, action, acceptLabel, NULL));
}
static inline void cgtk_file_chooser_set_name(GtkNativeDialog *chooser, const char *name) {
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
}
static inline gboolean cgtk_file_chooser_set_folder(GtkNativeDialog *chooser, const char *path) {
    GFile *folder = g_file_new_for_path(path);
    gboolean set = gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
    g_object_unref(folder);
    return set;
}
// Adds a filter named `name` that shows the files matching any of `patterns`, such as "*.json".
static inline void cgtk_file_chooser_add_filter(GtkNativeDialog *chooser, const char *name,
                                                const char *const *patterns) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, name);
    for (const char *const *pattern = patterns; *pattern != NULL; pattern++) {
        gtk_file_filter_add_pattern(filter, *pattern);
    }
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    g_object_unref(filter);
}
// The chosen file's URI, to free with g_free, or NULL.
static inline char *cgtk_file_chooser_dup_uri(GtkNativeDialog *chooser) {
    GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser));
    if (file == NULL) return NULL;
    char *uri = g_file_get_uri(file);
    g_object_unref(file);
    return uri;
}
static inline void cgtk_native_dialog_show(GtkNativeDialog *dialog, GtkWidget *parent) {
    gtk_native_dialog_set_transient_for(dialog, parent == NULL ? NULL : GTK_WINDOW(parent));
    gtk_native_dialog_set_modal(dialog, TRUE);
    gtk_native_dialog_show(dialog);
}
static inline void cgtk_native_dialog_hide(GtkNativeDialog *dialog) { gtk_native_dialog_hide(dialog); }
static inline gboolean cgtk_native_dialog_is_shown(GtkNativeDialog *dialog) {
    return gtk_native_dialog_get_visible(dialog);
}
G_GNUC_END_IGNORE_DEPRECATIONS

static inline gboolean cgtk_unref_source(gpointer object) {
    g_object_unref(object);
    return G_SOURCE_REMOVE;
}
// Drops a reference once the main loop is idle, for an object whose own signal is being emitted.
static inline void cgtk_object_unref_when_idle(gpointer object) {
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, cgtk_unref_source, object, NULL);
}

// Navigation and layout
static inline GtkStack *cgtk_stack(GtkWidget *widget) { return GTK_STACK(widget); }
static inline GtkStackSwitcher *cgtk_stack_switcher(GtkWidget *widget) { return GTK_STACK_SWITCHER(widget); }
static inline GtkPaned *cgtk_paned(GtkWidget *widget) { return GTK_PANED(widget); }
static inline GtkGrid *cgtk_grid(GtkWidget *widget) { return GTK_GRID(widget); }
static inline GtkOverlay *cgtk_overlay(GtkWidget *widget) { return GTK_OVERLAY(widget); }
static inline GtkShortcutController *cgtk_shortcut_controller(gpointer instance) {
    return GTK_SHORTCUT_CONTROLLER(instance);
}

// Context menus and popovers
static inline GtkPopover *cgtk_popover(GtkWidget *widget) { return GTK_POPOVER(widget); }
static inline GtkPopoverMenu *cgtk_popover_menu(GtkWidget *widget) { return GTK_POPOVER_MENU(widget); }
static inline GdkPopup *cgtk_gdk_popup(gpointer surface) { return GDK_POPUP(surface); }

// Marks a widget as opening a menu, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, or resets the mark.
static inline void cgtk_accessible_set_has_popup(GtkWidget *widget, gboolean hasPopup) {
    if (hasPopup) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP);
    }
}

// Whether a screen reader would read that a widget opens a menu.
static inline gboolean cgtk_accessible_has_popup(GtkWidget *widget) {
    if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP)) return FALSE;
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}

// Dark style

// A boolean property of a GObject, such as GtkSettings' "gtk-application-prefer-dark-theme".
static inline gboolean cgtk_object_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

// Whether a menu item GTK made, a GtkModelButton, is a check or radio item, from its "role"
// property (1 and 2 of GTK's private GtkButtonRole); FALSE for a command or another widget.
static inline gboolean cgtk_menu_item_is_checkable(GtkWidget *widget) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(widget), "role");
    if (spec == NULL || !G_IS_PARAM_SPEC_ENUM(spec)) return FALSE;
    int role = 0;
    g_object_get(widget, "role", &role, NULL);
    return role == 1 || role == 2;
}

// The settings portal of the desktop, org.freedesktop.portal.Settings on the session bus, without
// starting it when it isn't running; NULL without a session bus.
static inline GDBusProxy *cgtk_settings_portal_new(void) {
    return g_dbus_proxy_new_for_bus_sync(
        G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START | G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES, NULL,
        "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", NULL,
        NULL);
}

// The uint32 inside a value, unwrapping the variants the portal wraps it in; -1 for another type.
static inline int cgtk_variant_uint32(GVariant *value) {
    GVariant *current = g_variant_ref(value);
    while (g_variant_is_of_type(current, G_VARIANT_TYPE_VARIANT)) {
        GVariant *inner = g_variant_get_variant(current);
        g_variant_unref(current);
        current = inner;
    }
    int number = g_variant_is_of_type(current, G_VARIANT_TYPE_UINT32) ? (int)g_variant_get_uint32(current) : -1;
    g_variant_unref(current);
    return number;
}

// The desktop's color scheme, as the portal reads it: 0 no preference, 1 dark, 2 light; -1 when
// the portal doesn't answer within a second.
static inline int cgtk_settings_portal_color_scheme(GDBusProxy *portal) {
    GVariant *reply = g_dbus_proxy_call_sync(portal, "Read",
                                             g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"),
                                             G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, NULL, NULL);
    if (reply == NULL) return -1;
    GVariant *value = g_variant_get_child_value(reply, 0);
    int scheme = cgtk_variant_uint32(value);
    g_variant_unref(value);
    g_variant_unref(reply);
    return scheme;
}

// The color scheme a signal of the portal carries when it is SettingChanged for the color scheme;
// -1 for any other signal or setting.
static inline int cgtk_settings_portal_changed_color_scheme(const char *signal, GVariant *parameters) {
    if (g_strcmp0(signal, "SettingChanged") != 0 || parameters == NULL
        || !g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) {
        return -1;
    }
    const char *group = NULL;
    const char *key = NULL;
    GVariant *value = NULL;
    g_variant_get(parameters, "(&s&sv)", &group, &key, &value);
    int scheme = -1;
    if (g_strcmp0(group, "org.freedesktop.appearance") == 0 && g_strcmp0(key, "color-scheme") == 0) {
        scheme = cgtk_variant_uint32(value);
    }
    g_variant_unref(value);
    return scheme;
}

// Text views
static inline GtkTextView *cgtk_text_view(GtkWidget *widget) { return GTK_TEXT_VIEW(widget); }

// Whether a screen reader would read a widget as taking several lines of text,
// GTK_ACCESSIBLE_PROPERTY_MULTI_LINE.
static inline gboolean cgtk_accessible_is_multi_line(GtkWidget *widget) {
    if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_MULTI_LINE)) return FALSE;
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, TRUE);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}

// Column views

static inline GtkColumnView *cgtk_column_view(GtkWidget *widget) { return GTK_COLUMN_VIEW(widget); }

// GTK 4.8 can't say which column a GtkColumnView sorts by: GtkColumnViewSorter's getters came in
// 4.10. So each sortable column's sorter, made here, marks the first item it compares with its
// column's number, and comparing two probe items through the column view's sorter reads which
// column sorts first, and in which order.
static inline int cgtk_column_sorter_compare(gconstpointer first, gconstpointer second, gpointer column) {
    g_object_set_data(G_OBJECT((gpointer)first), "cgtk-sort-column", column);
    return GTK_ORDERING_SMALLER;
}

// Makes the sorter of the sortable column numbered `column`; the caller owns the returned reference.
static inline GtkSorter *cgtk_column_sorter_new(guint column) {
    return GTK_SORTER(gtk_custom_sorter_new(cgtk_column_sorter_compare, GUINT_TO_POINTER(column + 1), NULL));
}

// The number of the column a column view sorts by first, as given to cgtk_column_sorter_new, or -1
// when it sorts by none; `descending` tells its order.
static inline int cgtk_column_view_primary_sort_column(GtkColumnView *view, gboolean *descending) {
    GObject *first = g_object_new(G_TYPE_OBJECT, NULL);
    GObject *second = g_object_new(G_TYPE_OBJECT, NULL);
    GtkOrdering order = gtk_sorter_compare(gtk_column_view_get_sorter(view), first, second);
    guint column = GPOINTER_TO_UINT(g_object_get_data(first, "cgtk-sort-column"));
    g_object_unref(first);
    g_object_unref(second);
    *descending = order == GTK_ORDERING_LARGER;
    return order == GTK_ORDERING_EQUAL || column == 0 ? -1 : (int)column - 1;
}

// The fundamental types a signal's parameters are read as.
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }

// The signal bridge connects a signal that returns nothing and passes no parameter to a C callback,
// as a C app does, so that GLib calls it through the signal's own marshaller without copying the
// object into a GValue; other signals get the bridge's GValue marshaller.

// Whether a signal of an instance returns nothing and passes no parameter but the instance; false
// for a name the instance has no signal of.
static inline gboolean cgtk_signal_takes_no_parameters(gpointer instance, const char *signal) {
    guint id;
    GQuark detail;
    if (!g_signal_parse_name(signal, G_TYPE_FROM_INSTANCE(instance), &id, &detail, FALSE)) return FALSE;
    GSignalQuery query;
    g_signal_query(id, &query);
    return query.signal_id != 0 && query.return_type == G_TYPE_NONE && query.n_params == 0;
}

typedef void (*CGtkSignalCallback)(gpointer instance, gpointer data);

// Connects a callback to a signal that cgtk_signal_takes_no_parameters accepts; GLib calls
// `destroy` with `data` once the handler is disconnected or the instance finalized.
static inline gulong cgtk_connect_signal_callback(gpointer instance, const char *signal,
                                                  CGtkSignalCallback callback, gpointer data,
                                                  GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), data, destroy, 0);
}

// Benchmarks

// GTKBenchmarks' hand-written baseline connects typed C callbacks, as a C app does with
// G_CALLBACK: the cast to GCallback is one Swift can't make safely.
typedef void (*CGtkListItemCallback)(gpointer factory, GtkListItem *item, gpointer data);
static inline gulong cgtk_connect_list_item_callback(gpointer factory, const char *signal,
                                                     CGtkListItemCallback callback, gpointer data) {
    return g_signal_connect(factory, signal, G_CALLBACK(callback), data);
}

typedef void (*CGtkButtonCallback)(GtkButton *button, gpointer data);
static inline gulong cgtk_connect_button_callback(GtkWidget *button, const char *signal,
                                                  CGtkButtonCallback callback, gpointer data) {
    return g_signal_connect(button, signal, G_CALLBACK(callback), data);
}

// Emits "clicked" on a button, as GTK does when a person clicks it: g_signal_emit_by_name is
// variadic, and gtk_widget_activate emits "clicked" only after a 250 ms timeout.
static inline void cgtk_button_emit_clicked(GtkWidget *button) { g_signal_emit_by_name(button, "clicked"); }

// Emits "activate" on a widget that has the signal, such as an entry, as its text emits it on Return.
static inline void cgtk_emit_activate(GtkWidget *widget) { g_signal_emit_by_name(widget, "activate"); }


// Clipboard and drag and drop

static inline GtkDragSource *cgtk_drag_source(gpointer instance) { return GTK_DRAG_SOURCE(instance); }
static inline GtkDropTarget *cgtk_drop_target(gpointer instance) { return GTK_DROP_TARGET(instance); }

// Whether a clipboard offers text, as a GType or as a MIME type GDK turns into a string.
static inline gboolean cgtk_clipboard_has_text(GdkClipboard *clipboard) {
    GdkContentFormats *formats = gdk_content_formats_union_deserialize_gtypes(
        gdk_content_formats_ref(gdk_clipboard_get_formats(clipboard)));
    gboolean hasText = gdk_content_formats_contain_gtype(formats, G_TYPE_STRING);
    gdk_content_formats_unref(formats);
    return hasText;
}

// A content provider of a string, for a clipboard or a drag; the caller owns the reference.
// gdk_content_provider_new_typed takes variadic arguments.
static inline GdkContentProvider *cgtk_content_provider_new_for_text(const char *text) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_value_set_string(&value, text);
    GdkContentProvider *provider = gdk_content_provider_new_for_value(&value);
    g_value_unset(&value);
    return provider;
}

// Runs the GClosure in `data` once, as a GAsyncReadyCallback, with the source object and the
// result as its parameters, then drops the reference cgtk_clipboard_read_text took.
static inline void cgtk_async_ready_closure(GObject *source, GAsyncResult *result, gpointer data) {
    GClosure *closure = data;
    GValue values[2] = {G_VALUE_INIT, G_VALUE_INIT};
    g_value_init(&values[0], G_TYPE_OBJECT);
    g_value_set_object(&values[0], source);
    g_value_init(&values[1], G_TYPE_OBJECT);
    g_value_set_object(&values[1], result);
    g_closure_invoke(closure, NULL, 2, values, NULL);
    g_value_unset(&values[0]);
    g_value_unset(&values[1]);
    g_closure_unref(closure);
}

// Reads a clipboard's text, and runs a floating GClosure once with the clipboard and the result,
// for cgtk_clipboard_read_text_finish; the closure is kept until then.
static inline void cgtk_clipboard_read_text(GdkClipboard *clipboard, GCancellable *cancellable,
                                            GClosure *closure) {
    g_closure_ref(closure);
    g_closure_sink(closure);
    gdk_clipboard_read_text_async(clipboard, cancellable, cgtk_async_ready_closure, closure);
}

// How a clipboard's read ended: 0 with text (to free with g_free) or without any, 1 cancelled,
// 2 no text offered (GDK says G_IO_ERROR_NOT_FOUND for an empty clipboard, and
// G_IO_ERROR_NOT_SUPPORTED for one without text), 3 failed, with GLib's message in `message` (to
// free with g_free).
static inline int cgtk_clipboard_read_text_finish(GdkClipboard *clipboard, GAsyncResult *result, char **text,
                                                  char **message) {
    GError *error = NULL;
    *text = gdk_clipboard_read_text_finish(clipboard, result, &error);
    *message = NULL;
    if (error == NULL) return 0;
    int outcome = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED)       ? 1
                  : g_error_matches(error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)     ? 2
                  : g_error_matches(error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED) ? 2
                                                                                 : 3;
    *message = g_strdup(error->message);
    g_error_free(error);
    return outcome;
}

// The string a drop target's value holds, or NULL when it holds another type; owned by the value.
static inline const char *cgtk_value_peek_string(const GValue *value) {
    return value != NULL && G_VALUE_HOLDS_STRING(value) ? g_value_get_string(value) : NULL;
}

#endif
