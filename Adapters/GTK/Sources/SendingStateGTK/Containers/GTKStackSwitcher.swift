import CGtk
import SendingState

/// A row of buttons, a `GtkStackSwitcher`, one for each page of a ``GTKStack``, that shows the
/// page a person clicks; a ``GTKSegmentedControl`` chooses among values instead.
///
/// GTK makes the buttons from the stack's pages and keeps them in step as pages come and go: each
/// is labelled with its page's title, which names it to a screen reader as a tab of a tab list,
/// and the button of the page shown is pressed. The stack, not the switcher, reports a person's
/// switch as `valueChanged`.
@MainActor
public final class GTKStackSwitcher: GTKWidget {
    /// The stack whose pages the switcher shows, held with a strong reference; `nil` for none.
    public var stack: GTKStack? {
        didSet { connectStack() }
    }

    /// Creates a switcher for a stack's pages.
    ///
    /// - Parameter stack: The stack whose pages it shows.
    public init(stack: GTKStack? = nil) {
        self.stack = stack
        super.init(widget: gtk_stack_switcher_new())
        connectStack()
    }

    /// The wrappers of the buttons GTK made, by button, so that a tab found twice is one object.
    private var tabs: [UnsafeMutablePointer<GtkWidget>: Tab] = [:]

    /// Has GTK make the buttons of the stack's pages.
    private func connectStack() {
        gtk_stack_switcher_set_stack(cgtk_stack_switcher(widget), stack.map { cgtk_stack($0.widget) })
    }

    /// The buttons of the pages, as tabs named by their pages' titles, so that a test finds a page's
    /// tab by role and name, `.role(.tab, name: "Cart")`, and clicks it with real input.
    package override var shownSubviews: [GTKWidget] {
        var shown: [UnsafeMutablePointer<GtkWidget>: Tab] = [:]
        var result: [GTKWidget] = []
        var child = gtk_widget_get_first_child(widget)
        while let button = child {
            let tab = tabs[button] ?? Tab(widget: button)
            tab.container = self
            shown[button] = tab
            result.append(tab)
            child = gtk_widget_get_next_sibling(button)
        }
        tabs = shown
        return result
    }

    /// A page's button, which GTK makes and names a tab: named by its page's title, and selected
    /// while its page shows.
    final class Tab: GTKWidget {
        public override var impliedAccessibilityName: String? {
            guard let title = cgtk_first_label_text(widget) else { return nil }
            return String(cString: title)
        }

        public override var visibleText: String? { impliedAccessibilityName }

        override var impliedAccessibilityTraits: AccessibilityTraits {
            gtk_toggle_button_get_active(cgtk_toggle_button(widget)) != 0 ? .selected : []
        }
    }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
