import CGtk
import SendingState
import SendingStateInput

extension GTKWindow {
    /// Hands each key press that no focused widget handled to the input engine, from a key
    /// controller in the bubble phase, which hears a key only once the focused widget and its
    /// ancestors let it through; a key the engine doesn't take goes on to GTK.
    ///
    /// The window calls it once, from its initializer; the handler holds the window weakly.
    func startDeliveringKeys() {
        let controller = eventController(gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
        gtk_widget_add_controller(widget, controller)
        connectSignal(UnsafeMutableRawPointer(controller), "key-pressed") { [weak self] arguments in
            guard let self,
                let press = KeyPress(
                    keyval: guint(arguments.unsignedInt(1)), state: guint(arguments.flags(3)))
            else { return }
            let focused = wrapper(containing: gtk_window_get_focus(cgtk_window(widget)))
            switch input.deliver(press, focused: focused, unfocusedStart: contentView) {
            // A key queued behind the event the engine reports is taken: the engine delivers it.
            case .performed, .reported, .queued: arguments.setReturn(true)
            case .focusNavigation, .unhandled: arguments.setReturn(false)
            }
        }
    }

    /// The innermost wrapper whose widget is or contains a widget: found from the top, since GTK
    /// knows a widget's parent but not its wrapper, by asking each wrapper from the content view
    /// down which of those it holds contains it (see ``GTKWidget/containedView(on:)``).
    ///
    /// - Parameter target: A widget in the window, such as the focused one or the one under the
    ///   pointer.
    /// - Returns: The wrapper; `nil` when the widget is outside the content view, or there is none.
    /// - Complexity: O(*d* + *d* *f*) for a widget *d* levels deep whose ancestors hold up to *f*
    ///   wrappers each.
    func wrapper(containing target: UnsafeMutablePointer<GtkWidget>?) -> GTKWidget? {
        guard let contentView else { return nil }
        var path: Set<UnsafeMutablePointer<GtkWidget>> = []
        var node = target
        while let current = node {
            path.insert(current)
            node = gtk_widget_get_parent(current)
        }
        guard path.contains(contentView.widget) else { return nil }
        var innermost = contentView
        while let inner = innermost.containedView(on: path) {
            innermost = inner
        }
        return innermost
    }
}
