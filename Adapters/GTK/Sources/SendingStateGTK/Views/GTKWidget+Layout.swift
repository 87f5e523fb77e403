import CGtk

/// Where a widget sits in the space its container gives it, along one axis.
public enum GTKAlignment: Sendable, Hashable, CaseIterable {
    /// It stretches over the whole space: GTK's default.
    case fill
    /// At the start: the left, or the right in a right-to-left language; the top.
    case start
    /// At the end: the right, or the left in a right-to-left language; the bottom.
    case end
    /// In the middle.
    case center

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}

/// Space around a widget, in pixels, with its sides named as a language reads: leading is the
/// left in English and the right in Arabic.
public struct GTKEdgeInsets: Sendable, Hashable {
    /// The space above.
    public var top: Int
    /// The space before, where a line of text starts.
    public var leading: Int
    /// The space below.
    public var bottom: Int
    /// The space after, where a line of text ends.
    public var trailing: Int

    /// Space on each side.
    ///
    /// - Parameters:
    ///   - top: The space above.
    ///   - leading: The space before.
    ///   - bottom: The space below.
    ///   - trailing: The space after.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same space on every side.
    ///
    /// - Parameter all: The space.
    public init(all: Int) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No space.
    public static let zero = GTKEdgeInsets()
}

extension GTKWidget {
    /// Whether the widget takes the spare height of its container.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Where the widget sits across the width its container gives it; ``GTKAlignment/fill`` by
    /// default.
    public var horizontalAlignment: GTKAlignment {
        get { GTKAlignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtkValue) }
    }

    /// Where the widget sits across the height its container gives it; ``GTKAlignment/fill`` by
    /// default.
    public var verticalAlignment: GTKAlignment {
        get { GTKAlignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtkValue) }
    }

    /// The space around the widget, outside its border, in pixels; none by default.
    ///
    /// ```swift
    /// notes.margins = GTKEdgeInsets(all: 12)
    /// ```
    public var margins: GTKEdgeInsets {
        get {
            GTKEdgeInsets(
                top: Int(gtk_widget_get_margin_top(widget)),
                leading: Int(gtk_widget_get_margin_start(widget)),
                bottom: Int(gtk_widget_get_margin_bottom(widget)),
                trailing: Int(gtk_widget_get_margin_end(widget)))
        }
        set {
            gtk_widget_set_margin_top(widget, Int32(clamping: newValue.top))
            gtk_widget_set_margin_start(widget, Int32(clamping: newValue.leading))
            gtk_widget_set_margin_bottom(widget, Int32(clamping: newValue.bottom))
            gtk_widget_set_margin_end(widget, Int32(clamping: newValue.trailing))
        }
    }

    /// The widget's style classes, which the theme and the app's style sheet select it by, such
    /// as Adwaita's `title-1`, `heading`, `dim-label` and `suggested-action`.
    ///
    /// ```swift
    /// checkoutButton.addCSSClass("suggested-action")
    /// ```
    public var cssClasses: [String] {
        get {
            guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
            defer { g_strfreev(classes) }
            var names: [String] = []
            var index = 0
            while let name = classes[index] {
                names.append(String(cString: name))
                index += 1
            }
            return names
        }
        set {
            for name in cssClasses where !newValue.contains(name) {
                gtk_widget_remove_css_class(widget, name)
            }
            for name in newValue { gtk_widget_add_css_class(widget, name) }
        }
    }

    /// Adds a style class; adding one the widget has changes nothing.
    ///
    /// - Parameter name: The class, such as `heading`.
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Removes a style class; removing one the widget hasn't changes nothing.
    ///
    /// - Parameter name: The class.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }
}
