import CGtk
import SendingState

/// A `GtkStack` that shows one of its named pages at a time, like the content of a UIKit tab bar
/// or of a segmented control's sections.
///
/// A ``GTKStackSwitcher`` shows a button for each page, with the page's title. When a person
/// switches pages with it, the stack reports `valueChanged`. That is this adapter's choice, as a
/// `UISegmentedControl` reports it when a person picks a segment: a `Sender` tells what a person
/// did with a mapping. Setting ``visiblePageName`` from code, adding and removing pages report
/// nothing.
///
/// ```swift
/// let stack = GTKStack(transition: .slide)
/// stack.addPage(GTKLabel(text: "Fruit and vegetables"), name: "fresh", title: "Fresh")
/// stack.addPage(GTKLabel(text: "Tins and jars"), name: "pantry", title: "Pantry")
/// let switcher = GTKStackSwitcher(stack: stack)
/// EventForwarder(stack) { stack, ctx in
///     ctx.control(.valueChanged) { [stack.visiblePageName ?? ""] }
/// }
/// ```
///
/// For pages that a person goes forward into and back out of, use ``GTKNavigationStack``.
@MainActor
open class GTKStack: GTKWidget {
    /// How the stack animates from one page to another.
    public enum Transition: Sendable {
        /// The new page replaces the old at once.
        case none
        /// The old page fades out as the new one fades in.
        case crossfade
        /// The pages slide sideways: to the left towards a later page, to the right towards an
        /// earlier one.
        case slide
    }

    /// One page of a stack: its view, the name code refers to it by, and the title a person sees.
    public struct Page: Sendable {
        /// The view the page shows.
        public let view: GTKWidget
        /// The name that identifies the page in its stack.
        public let name: String
        /// The title a ``GTKStackSwitcher`` shows on the page's button.
        public let title: String
    }

    /// The pages, in the order they were added, which is the order a switcher shows them in.
    public private(set) var pages: [Page] = []

    private var stack: OpaquePointer { cgtk_stack(widget) }

    /// Creates a stack with no pages.
    ///
    /// - Parameter transition: How the stack animates from one page to another.
    public init(transition: Transition = .crossfade) {
        super.init(widget: gtk_stack_new())
        self.transition = transition
        connectSignal(widget, "notify::visible-child") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
    }

    /// How the stack animates from one page to another.
    public var transition: Transition {
        get {
            switch gtk_stack_get_transition_type(stack) {
            case GTK_STACK_TRANSITION_TYPE_NONE: .none
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            default: .slide
            }
        }
        set {
            let type: GtkStackTransitionType =
                switch newValue {
                case .none: GTK_STACK_TRANSITION_TYPE_NONE
                case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
                case .slide: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
                }
            gtk_stack_set_transition_type(stack, type)
        }
    }

    /// Adds a page after the others, taking its view out of its previous container first.
    ///
    /// A page of the same name is replaced. Adding the first page shows it, and reports nothing.
    ///
    /// - Parameters:
    ///   - view: The view the page shows.
    ///   - name: The name that identifies the page in the stack.
    ///   - title: The title a ``GTKStackSwitcher`` shows on the page's button.
    public func addPage(_ view: GTKWidget, name: String, title: String) {
        view.removeFromSuperview()
        removePage(named: name)
        fromCode {
            pages.append(Page(view: view, name: name, title: title))
            view.container = self
            gtk_stack_add_titled(stack, view.widget, name, title)
        }
    }

    /// Removes the page of a name; does nothing if there is none.
    ///
    /// Removing the page shown shows the first page left, and reports nothing.
    ///
    /// - Parameter name: The page's name.
    public func removePage(named name: String) {
        guard let index = pages.firstIndex(where: { $0.name == name }) else { return }
        let view = pages.remove(at: index).view
        view.container = nil
        fromCode {
            if gtk_stack_get_visible_child(stack) == view.widget, let first = pages.first {
                gtk_stack_set_visible_child(stack, first.view.widget)
            }
            gtk_stack_remove(stack, view.widget)
        }
    }

    override func removeContainedView(_ view: GTKWidget) {
        guard let page = pages.first(where: { $0.view === view }) else { return }
        removePage(named: page.name)
    }

    /// The name of the page shown, or `nil` when the stack has no pages; setting it reports
    /// nothing, and a name no page has changes nothing.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, pages.contains(where: { $0.name == newValue }) else { return }
            fromCode { gtk_stack_set_visible_child_name(stack, newValue) }
        }
    }

    /// The page shown, or `nil` when the stack has no pages.
    public var visiblePage: Page? {
        let shown = gtk_stack_get_visible_child(stack)
        return pages.first { $0.view.widget == shown }
    }

    /// The view of the page shown: the stack shows no other.
    package override var shownSubviews: [GTKWidget] { visiblePage.map { [$0.view] } ?? [] }

    /// The view of the page that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        pages.first { path.contains($0.view.widget) }?.view
    }
}
