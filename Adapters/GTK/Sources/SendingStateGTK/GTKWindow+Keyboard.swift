import CGtk
import SendingState

extension GTKWindow {
    /// Reports each key press that no focused widget handled to the nearest sender that maps it.
    ///
    /// A `GtkEventControllerKey` on the window, in the bubble phase, sees a key only after the
    /// focused widget and its ancestors let it through: an entry types its characters, a focused
    /// button takes Space and Return, a list takes its arrows. For any other key:
    ///
    /// 1. Tab and Shift-Tab are left to GTK's focus navigation; no mapping sees them.
    /// 2. Otherwise the key is reported as `SenderOccurrence.key(_:)` to the first wrapper, from the
    ///    focused widget's up to the content view, that maps it (see `ss.hasMapping(for:)`),
    ///    skipping insensitive ones. With nothing focused, the content view alone is asked.
    /// 3. A key no wrapper maps goes on to GTK, which may move focus with an arrow.
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
            arguments.setReturn(self.deliver(press))
        }
    }

    /// Reports a press to the first enabled wrapper of ``keyResponders`` that maps it.
    ///
    /// - Parameter press: The key and modifiers pressed.
    /// - Returns: Whether a wrapper took the press; `false` leaves it to GTK.
    /// - Complexity: O(*d* (*f* + *m* + *h*)) for a focused widget *d* levels deep whose ancestors
    ///   hold up to *f* wrappers each and declare up to *m* mappings with *h* handlers each.
    private func deliver(_ press: KeyPress) -> Bool {
        guard press != KeyPress(.tab), press != KeyPress(.tab, modifierFlags: .shift) else { return false }
        let occurrence = SenderOccurrence.key(press)
        guard
            let responder = keyResponders.first(where: { $0.isEnabled && $0.ss.hasMapping(for: occurrence) })
        else { return false }
        responder.ss.report(occurrence)
        return true
    }

    /// The wrappers a key is offered to, innermost first: the focused widget's wrapper, or the
    /// wrapper of the nearest ancestor that has one, then each wrapper that contains it, up to the
    /// content view; the content view alone when nothing in it has focus; none without one.
    ///
    /// GTK knows a widget's parent but not its wrapper, so the chain is found from the top: from
    /// the content view down, asking each wrapper which of those it holds has the focus (see
    /// ``GTKWidget/containedView(holdingFocus:)``).
    ///
    /// - Complexity: O(*d* + *d* *f*) for a focused widget *d* levels deep whose ancestors hold up
    ///   to *f* wrappers each.
    var keyResponders: [GTKWidget] {
        guard let contentView else { return [] }
        var focusPath: Set<UnsafeMutablePointer<GtkWidget>> = []
        var node = gtk_window_get_focus(cgtk_window(widget))
        while let current = node {
            focusPath.insert(current)
            node = gtk_widget_get_parent(current)
        }
        var chain = [contentView]
        guard focusPath.contains(contentView.widget) else { return chain }
        while let inner = chain.last?.containedView(holdingFocus: focusPath) {
            chain.append(inner)
        }
        return chain.reversed()
    }
}
