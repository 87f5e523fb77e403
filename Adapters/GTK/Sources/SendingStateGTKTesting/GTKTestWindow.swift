import CGtk
import Glibc
public import SendingState
public import SendingStateGTK

/// A window shown for one test: undecorated, laid out, with real input aimed at it, and the
/// SendingState's `NodeQuery` to find its widgets.
///
/// ```swift
/// @Test func checkingOutSendsTheCart() throws {
///     let screen = try CatalogueScreen()
///     let window = GTKTestWindow(screen, width: 520, height: 720)
///     defer { window.close() }
///     try window.input.click(try window.get(.role(.button, name: "Checkout")))
///     window.settle()
///     #expect(recorder.actions == [.checkOut])
/// }
/// ```
///
/// Everything it does runs on the main actor and keeps it while GTK's main loop runs, as
/// ``GTKTestDisplay`` explains; open the display with ``GTKTestDisplay/open()`` first.
@MainActor
public final class GTKTestWindow {
    private static var count = 0

    /// The window shown.
    public let window: GTKWindow
    /// The window's title when it was shown, unique in the process; the app may change it.
    public let title: String
    /// Real pointer and keyboard input aimed at the window, found whatever its title becomes.
    public var input: RealInput { RealInput(window: window) }

    /// Shows a view in a new undecorated window, and returns once GTK has mapped and laid it out.
    ///
    /// - Parameters:
    ///   - content: The view to show.
    ///   - width: The window's width, in pixels.
    ///   - height: The window's height, in pixels.
    public init(_ content: GTKWidget, width: Int = 320, height: Int = 240) {
        Self.count += 1
        title = "sendingstate-gtk-test-\(getpid())-\(Self.count)"
        window = GTKWindow(title: title, width: width, height: height)
        // A group of its own: a modal dialog a test shows over this window, which joins its group,
        // takes input from this window only, not from the windows of the tests running beside it.
        let group = gtk_window_group_new()
        gtk_window_group_add_window(group, cgtk_window(window.widget))
        g_object_unref(UnsafeMutableRawPointer(group))
        window.isDecorated = false
        window.contentView = content
        window.present()
        GTKMainLoop.iterate(timeout: 5) {
            gtk_widget_get_mapped(self.window.widget) != 0 && gtk_widget_get_width(content.widget) > 0
        }
        settle()
    }

    /// Tests a window the app made and shows, such as its main window with its header bar, once
    /// GTK has mapped and laid it out; ``SendingStateGTK/GTKApplication/runTest(opening:timeLimit:_:)`` hands a test
    /// the app's first window so.
    ///
    /// - Parameter window: The app's window; it is presented if it isn't shown yet.
    public init(window: GTKWindow) {
        self.window = window
        title = window.title
        if !window.isVisible { window.present() }
        GTKMainLoop.iterate(timeout: 5) {
            gtk_widget_get_mapped(window.widget) != 0 && gtk_widget_get_width(window.widget) > 0
        }
        settle()
    }

    /// The view the window shows.
    public var contentView: GTKWidget? { window.contentView }

    /// Where the finders, the dump and the audit look: the window's title bar and content view,
    /// or only the content view when the window has no title bar of its own.
    private var searchRoot: GTKWidget? { window.titleBar == nil ? contentView : window.rootNode }

    /// Handles events until GTK has nothing left to do, without sleeping for a guessed time.
    ///
    /// It waits until the X server has handled every request made so far, including the input
    /// `xdotool` sent, then handles every pending event, lets GTK lay out and draw one more frame,
    /// and, while GTK goes on drawing frames by itself, as during a switch's slide, waits until
    /// three frame intervals (50 ms) pass without one, for at most two seconds; then it handles
    /// what that queued. Work GTK has scheduled for later without drawing, such as a search entry's
    /// pause before it reports a search or a long press's timer, is not pending yet: wait for its
    /// effect with ``waitUntil(timeout:_:)``.
    public func settle() {
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        drainPendingEvents()
        guard let clock = gtk_widget_get_frame_clock(window.widget) else { return }
        var frames = 0
        let handler = connectSignal(UnsafeMutableRawPointer(clock), "after-paint") { _ in frames += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        GTKMainLoop.iterate(timeout: 1) { frames > 0 }
        let deadline = g_get_monotonic_time() + 2_000_000
        var seen = frames
        while g_get_monotonic_time() < deadline {
            let quietUntil = g_get_monotonic_time() + 50_000
            GTKMainLoop.iterate(timeout: 1) { g_get_monotonic_time() > quietUntil }
            if frames == seen { break }
            seen = frames
        }
        drainPendingEvents()
    }

    /// Takes the keyboard focus from every widget of the window, then settles.
    ///
    /// GTK focuses a new window's first focusable widget, so a text field may begin editing
    /// without a click; start a test that clicks into a field from nothing focused.
    public func removeFocus() {
        gtk_window_set_focus(cgtk_window(window.widget), nil)
        settle()
    }

    /// Handles every event GLib's main context has ready now, without waiting for more.
    private func drainPendingEvents() {
        while g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, 0)
        }
    }

    /// Handles events until a condition holds, for at most a timeout.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds.
    ///   - condition: Checked after each batch of events.
    /// - Returns: Whether the condition held in time.
    @discardableResult
    public func waitUntil(timeout: Double = 3, _ condition: () -> Bool) -> Bool {
        GTKMainLoop.iterate(timeout: timeout, until: condition)
    }

    /// Handles events for a while, to let input that shouldn't have an effect show that it has none.
    ///
    /// - Parameter seconds: How long to keep handling events.
    public func wait(seconds: Double) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        GTKMainLoop.iterate(timeout: seconds + 1) { g_get_monotonic_time() > end }
    }

    /// Every widget the window shows that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widgets must have.
    /// - Returns: The matches, possibly none.
    public func all<W: GTKWidget>(_ query: NodeQuery, as type: W.Type = GTKWidget.self) -> [W] {
        searchRoot?.all(query, as: type) ?? []
    }

    /// The one widget the window shows that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widget must have.
    /// - Returns: The match.
    /// - Throws: A `FindError` listing what was there, or every match when several do.
    public func get<W: GTKWidget>(_ query: NodeQuery, as type: W.Type = GTKWidget.self) throws(FindError) -> W
    {
        guard let searchRoot else {
            throw FindError(kind: .notFound, query: query.description, root: "an empty window", nodes: [])
        }
        return try searchRoot.get(query, as: type)
    }

    /// The widget the window shows that matches a query and is of a type, if there is one.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widget must have.
    /// - Returns: The match, or `nil` when nothing matches.
    /// - Throws: A `FindError` listing every match when several do.
    public func query<W: GTKWidget>(_ query: NodeQuery, as type: W.Type = GTKWidget.self) throws(FindError)
        -> W?
    {
        try searchRoot?.query(query, as: type)
    }

    /// What assistive technology reads in the window, one node a line, as SendingState's
    /// `semanticsDump()` writes it for any toolkit; empty for an empty window.
    public func semanticsDump() -> String {
        searchRoot?.semanticsDump() ?? ""
    }

    /// What SendingState's accessibility audit finds in the window; none in an empty window.
    ///
    /// - Parameter audit: What to check, and what the screen accepts.
    /// - Returns: The findings, rule by rule, each in reading order.
    public func accessibilityFindings(_ audit: AccessibilityAudit = .standard) -> [AccessibilityFinding] {
        searchRoot?.accessibilityFindings(audit) ?? []
    }

    /// Asserts that the window passes SendingState's accessibility audit, in one line of a test.
    ///
    /// ```swift
    /// try window.auditAccessibility()
    /// ```
    ///
    /// GTK 4.8 gives no widget's background colour, so the audit can't check contrast here.
    ///
    /// - Parameter audit: What to check, and what the screen accepts.
    /// - Throws: An `AccessibilityAuditError` listing every finding with its fix.
    public func auditAccessibility(_ audit: AccessibilityAudit = .standard) throws(AccessibilityAuditError) {
        try searchRoot?.auditAccessibility(audit)
    }

    /// Scrolls a list with real input until a row is shown whole, and returns its row view.
    ///
    /// It does what a person does in a long list: drags the scroll bar's slider near the row,
    /// correcting the drag from the rows it shows until a pixel of the bar is the finest step left;
    /// pages with secondary clicks on the scroll bar's trough, a screenful a click; then turns the
    /// mouse wheel over the list until the row is shown, and whole, so that a click aimed at any
    /// of its widgets lands on it.
    ///
    /// - Parameters:
    ///   - list: The list, shown in this window.
    ///   - row: The row to show.
    /// - Returns: The row view that shows the row.
    /// - Throws: ``RealInputError`` if the row is out of range or couldn't be brought on screen.
    @discardableResult
    public func scroll<RowView>(_ list: GTKListView<RowView>, toRow row: Int) throws(RealInputError)
        -> RowView
    {
        let count = list.numberOfRows
        guard row >= 0, row < count else {
            throw RealInputError("row \(row) is outside the list's \(count) rows")
        }
        let bar = try ScrollBar(of: list)
        // The coarsest move first; one that doesn't bring the row closer gives way to a finer one.
        var way = 0
        var step = 0
        while let distance = distance(to: row, in: list), step < 60 {
            step += 1
            let tried = way
            switch way {
            case 0: if try !bar.drag(byRows: distance, input: input) { way = 1 }
            case 1: if try !bar.page(byRows: distance, input: input) { way = 2 }
            default:
                // A notch of the wheel scrolls a row or two: turn half the distance's worth.
                try input.scroll(list, by: distance.signum() * min(60, max(1, abs(distance) / 2)))
            }
            settle()
            if way == tried, way < 2, let after = self.distance(to: row, in: list),
                abs(after) >= abs(distance)
            {
                way += 1
            }
        }
        // A row at the list's edge may be partly shown, with the point a test aims at outside the
        // list: a notch of the wheel brings it in whole.
        var notches = 0
        while let view = list.rowView(at: row), let overhang = overhang(of: view, in: list), notches < 4 {
            notches += 1
            try input.scroll(list, by: overhang)
            settle()
        }
        guard let view = list.rowView(at: row), distance(to: row, in: list) == nil,
            overhang(of: view, in: list) == nil
        else {
            throw RealInputError(
                "row \(row) didn't come on screen whole; shown: \(list.indexesForVisibleRows)")
        }
        return view
    }

    /// The direction of the wheel notch that shows more of a row that is cut by the list's top (-1)
    /// or bottom (1), or `nil` when the row is shown whole or is taller than the list.
    private func overhang(of view: GTKWidget, in list: GTKWidget) -> Int? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(view.widget, list.widget, &bounds) != 0 else { return nil }
        let top = Double(bounds.origin.y)
        let bottom = top + Double(bounds.size.height)
        let height = Double(gtk_widget_get_height(list.widget))
        guard bottom - top <= height else { return nil }
        if top < 0 { return -1 }
        if bottom > height { return 1 }
        return nil
    }

    /// How many rows a row is above (negative) or below the rows a list shows, or `nil` when it is
    /// shown.
    private func distance<RowView>(to row: Int, in list: GTKListView<RowView>) -> Int? {
        let shown = list.indexesForVisibleRows
        guard let first = shown.first, let last = shown.last else { return 0 }
        if row < first { return row - first }
        if row > last { return row - last }
        return nil
    }

    /// Closes the window.
    public func close() {
        window.close()
    }
}

/// The vertical scroll bar of a list, driven as a person drives it.
@MainActor
private struct ScrollBar {
    let list: GTKWidget
    let bar: UnsafeMutablePointer<GtkWidget>
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let trough: UnsafeMutablePointer<GtkWidget>
    let slider: UnsafeMutablePointer<GtkWidget>
    let rowCount: Int

    init<RowView>(of list: GTKListView<RowView>) throws(RealInputError) {
        let window = cgtk_scrolled_window(list.widget)
        guard let bar = gtk_scrolled_window_get_vscrollbar(window),
            let adjustment = gtk_scrolled_window_get_vadjustment(window),
            let range = gtk_widget_get_first_child(bar), let trough = gtk_widget_get_first_child(range),
            let slider = gtk_widget_get_first_child(trough)
        else { throw RealInputError("the list has no vertical scroll bar") }
        self.list = list
        self.bar = bar
        self.adjustment = adjustment
        self.trough = trough
        self.slider = slider
        self.rowCount = list.numberOfRows
    }

    /// The height of a row, and how far the list scrolls, in pixels.
    private var rowHeight: Double { gtk_adjustment_get_upper(adjustment) / Double(max(1, rowCount)) }
    private var scrollable: Double {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Moves the pointer near the bar, which shows an overlay scroll bar, and waits for it.
    private func reveal(input: RealInput) throws(RealInputError) {
        let width = Double(gtk_widget_get_width(list.widget))
        let height = Double(gtk_widget_get_height(list.widget))
        try input.move(to: list, at: .init(x: width - 40, y: height / 2))
        try input.move(to: list, at: .init(x: width - 6, y: height / 2))
        GTKMainLoop.iterate(timeout: 2) {
            gtk_widget_get_height(slider) > 0 && gtk_widget_get_child_visible(bar) != 0
        }
    }

    /// Drags the slider by as many pixels as a number of rows takes, when that is at least one.
    ///
    /// - Returns: Whether it dragged.
    func drag(byRows rows: Int, input: RealInput) throws(RealInputError) -> Bool {
        guard scrollable > 0 else { return false }
        try reveal(input: input)
        let travel = Double(gtk_widget_get_height(trough) - gtk_widget_get_height(slider))
        let pixels = (Double(rows) * rowHeight / scrollable * travel).rounded()
        guard abs(pixels) >= 1 else { return false }
        let handle = GTKWidget(widget: slider)
        let center = input.center(of: handle)
        try input.drag(handle, from: center, to: .init(x: center.x, y: center.y + pixels), steps: 4)
        return true
    }

    /// Pages towards rows at least two screens away with secondary clicks on the trough beside the
    /// slider, one screen a click.
    ///
    /// - Returns: Whether it paged.
    func page(byRows rows: Int, input: RealInput) throws(RealInputError) -> Bool {
        let pageRows = Int(gtk_adjustment_get_page_size(adjustment) / rowHeight)
        guard pageRows > 0, abs(rows) >= 2 * pageRows else { return false }
        try reveal(input: input)
        let troughWidget = GTKWidget(widget: trough)
        var sliderBounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(slider, trough, &sliderBounds) != 0 else { return false }
        let top = Double(sliderBounds.origin.y)
        let bottom = top + Double(sliderBounds.size.height)
        let y = rows < 0 ? top / 2 : (bottom + Double(gtk_widget_get_height(trough))) / 2
        guard rows < 0 ? top >= 2 : bottom <= Double(gtk_widget_get_height(trough)) - 2 else { return false }
        let clicks = min(40, abs(rows) / pageRows - 1)
        try input.move(to: troughWidget, at: .init(x: Double(gtk_widget_get_width(trough)) / 2, y: y))
        try input.xdotool(["click", "--repeat", "\(max(1, clicks))", "--delay", "40", "3"])
        return true
    }
}
