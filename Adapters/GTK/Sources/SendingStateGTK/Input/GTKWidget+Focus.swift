import CGtk

extension GTKWidget {
    /// Whether the widget has its window's keyboard focus: it is GTK's focus widget, or holds it
    /// inside, as an entry holds its text, and no wrapper inside it does.
    ///
    /// - Complexity: O(*d* + *f*) for a focus widget *d* levels deep, inside a wrapper that holds
    ///   *f* wrappers.
    public var isFirstResponder: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else {
            return false
        }
        var path: Set<UnsafeMutablePointer<GtkWidget>> = []
        var node: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = node {
            path.insert(current)
            if current == widget { return containedView(on: path) == nil }
            node = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Moves the keyboard focus to the widget, as a person's Tab would.
    ///
    /// ```swift
    /// #expect(searchField.becomeFirstResponder())
    /// ```
    ///
    /// - Returns: Whether the widget has the focus afterwards: `false` when it is hidden,
    ///   insensitive, not in a window, or takes no focus, as a label.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        _ = gtk_widget_grab_focus(widget)
        return isFirstResponder
    }

    /// Takes the keyboard focus away from the widget, if it has it, leaving its window with none.
    ///
    /// - Returns: Whether the widget is without the focus afterwards: always `true`.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        if isFirstResponder, let root = gtk_widget_get_root(widget) { gtk_root_set_focus(root, nil) }
        return true
    }
}

extension GTKWindow {
    /// The wrapper in the window that has the keyboard focus, or `nil` when no wrapper in its
    /// content view has it.
    ///
    /// - Complexity: O(*d* + *d* *f*), as ``GTKWidget/isFirstResponder``.
    public var firstResponder: GTKWidget? {
        wrapper(containing: gtk_window_get_focus(cgtk_window(widget)))
    }

    /// Calls ``onFirstResponderChange`` if the focus moved to another wrapper, or to none.
    func focusWidgetDidChange() {
        let responder = firstResponder
        guard responder !== reportedFirstResponder else { return }
        reportedFirstResponder = responder
        onFirstResponderChange?(responder)
    }
}
