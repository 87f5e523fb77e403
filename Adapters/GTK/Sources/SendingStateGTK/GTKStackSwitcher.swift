import CGtk

/// A row of buttons, a `GtkStackSwitcher`, one for each page of a ``GTKStack``, that shows the
/// page a person clicks, like UIKit's `UISegmentedControl`.
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

    /// Has GTK make the buttons of the stack's pages.
    private func connectStack() {
        gtk_stack_switcher_set_stack(cgtk_stack_switcher(widget), stack.map { cgtk_stack($0.widget) })
    }
}
