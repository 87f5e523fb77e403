// The C side of the GTK 4 adapter: GTK's header, and checked casts that Swift can call.
//
// GTK's cast macros, such as GTK_BUTTON(widget), are not imported into Swift. Each function here
// wraps one, so a cast from Swift goes through GObject's run-time type check, as it would in C.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

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
static inline GtkEventController *cgtk_event_controller(gpointer instance) {
    return GTK_EVENT_CONTROLLER(instance);
}
static inline GtkGesture *cgtk_gesture(gpointer instance) { return GTK_GESTURE(instance); }
static inline GtkGestureSingle *cgtk_gesture_single(gpointer instance) { return GTK_GESTURE_SINGLE(instance); }
static inline GtkGestureDrag *cgtk_gesture_drag(gpointer instance) { return GTK_GESTURE_DRAG(instance); }


// GTK's double-click time, in milliseconds: g_object_get takes variadic arguments, which Swift
// can't call.
static inline int cgtk_double_click_time(void) {
    int milliseconds = 400;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_get(settings, "gtk-double-click-time", &milliseconds, NULL);
    return milliseconds;
}

#endif
