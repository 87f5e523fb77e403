import CGtk
import SendingState

/// A `GtkLabel` that shows text; a sender too, so gestures can be mapped on it.
@MainActor
open class GTKLabel: GTKWidget {
    /// Creates a label.
    ///
    /// - Parameter text: The text to show.
    public init(text: String = "") {
        super.init(widget: gtk_label_new(text))
        gtk_label_set_xalign(cgtk_label(widget), 0)
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(cgtk_label(widget))) }
        set {
            gtk_label_set_text(cgtk_label(widget), newValue)
            // GTK writes the text as the label's accessible label; a label set, or "" for no
            // text, goes back over it.
            if newValue.isEmpty || storedAccessibilityLabel != nil { writeAccessibleLabel() }
        }
    }

    /// Where the text sits in the label's width: leading by default, where a line starts in the
    /// person's language.
    public var textAlignment: GTKTextAlignment {
        get {
            let x = gtk_label_get_xalign(cgtk_label(widget))
            return x < 0.25 ? .leading : x > 0.75 ? .trailing : .center
        }
        set {
            let x: Float = newValue == .leading ? 0 : newValue == .center ? 0.5 : 1
            gtk_label_set_xalign(cgtk_label(widget), x)
            gtk_label_set_justify(
                cgtk_label(widget),
                newValue == .leading
                    ? GTK_JUSTIFY_LEFT : newValue == .center ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_RIGHT)
        }
    }

    /// What the label does with text longer than the width it is given:
    /// ``GTKTextOverflow/grow`` by default.
    ///
    /// ```swift
    /// nameLabel.overflow = .truncateTail  // "Organic Mil…"
    /// ```
    public var overflow: GTKTextOverflow {
        get {
            if gtk_label_get_wrap(cgtk_label(widget)) != 0 { return .wrap }
            switch gtk_label_get_ellipsize(cgtk_label(widget)) {
            case PANGO_ELLIPSIZE_START: return .truncateHead
            case PANGO_ELLIPSIZE_MIDDLE: return .truncateMiddle
            case PANGO_ELLIPSIZE_END: return .truncateTail
            default: return .grow
            }
        }
        set {
            gtk_label_set_wrap(cgtk_label(widget), newValue == .wrap ? 1 : 0)
            let ellipsize: PangoEllipsizeMode =
                switch newValue {
                case .truncateHead: PANGO_ELLIPSIZE_START
                case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
                case .truncateTail: PANGO_ELLIPSIZE_END
                case .grow, .wrap: PANGO_ELLIPSIZE_NONE
                }
            gtk_label_set_ellipsize(cgtk_label(widget), ellipsize)
        }
    }

    // GTK names a label by its text; an empty one by its type, unless given "".
    override var accessibleLabelFallback: String? { text.isEmpty ? "" : nil }

    public override var visibleText: String? { text.isEmpty ? nil : text }

    public override var impliedAccessibilityName: String? { text.isEmpty ? nil : text }
}

/// Where a label's text sits in its width.
public enum GTKTextAlignment: Sendable, Hashable, CaseIterable {
    /// Where a line starts: the left in English, the right in Arabic.
    case leading
    /// In the middle.
    case center
    /// Where a line ends.
    case trailing
}

/// What a label does with text longer than its width.
public enum GTKTextOverflow: Sendable, Hashable, CaseIterable {
    /// The label asks its container for the whole text's width, on one line: GTK's default.
    case grow
    /// The text goes on over as many lines as it needs, broken between words.
    case wrap
    /// The end is cut off, with an ellipsis: `Organic Mil…`.
    case truncateTail
    /// The middle is cut off, with an ellipsis: `Organ…Milk`.
    case truncateMiddle
    /// The start is cut off, with an ellipsis: `…anic Milk`.
    case truncateHead
}
