import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// A drop zone that takes dragged text, reporting what was dropped.
@MainActor
final class Basket: GTKLabel, EventForwardingProvider {
    let dropTarget = GTKDropTarget()

    init() {
        super.init(text: "Basket")
        setMinimumSize(width: 200, height: 80)
        addDropTarget(dropTarget)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(dropTarget) { target, ctx in
            ctx.control(.primaryActionTriggered) { ["dropped \(target.droppedText ?? "nothing")"] }
        }
    }
}

/// A row that can be dragged, a basket that takes drops, and a button to show that the window
/// still takes clicks after a drag.
@MainActor
final class DragBoard: GTKBox, EventForwardingProvider {
    let row = GTKLabel(text: "Milk")
    let basket = Basket()
    let button = GTKButton(title: "Checkout")

    init() {
        super.init(axis: .vertical, spacing: 40)
        setMargins(20)
        row.setMinimumSize(width: 200, height: 40)
        row.dragText = "7"
        addSubview(row)
        addSubview(basket)
        addSubview(button)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(button) { _, ctx in
            ctx.control(.touchDown) { ["down"] }
            ctx.control(.touchCancel) { ["cancel"] }
            ctx.control(.primaryActionTriggered) { ["checkout"] }
        }
    }
}

/// A list row whose drag carries the name of the product it shows.
@MainActor
final class DraggableRow: GTKLabel, Configurable {
    init() {
        super.init()
        setMinimumSize(width: -1, height: 36)
    }

    var configurer: (DraggableRow, ProductRow) -> Void {
        { row, model in
            row.text = model.name
            row.dragText = model.name
        }
    }
}

/// Drag and drop of text between widgets, made with real input: GTK's drag source starts an XDND
/// drag, and its drop target takes the text, in one process.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct DragAndDropTests {
    let board = DragBoard()
    let recorder = Recorder<String>()

    init() {
        board.ss.addActionHandler(to: recorder)
        board.basket.ss.addActionHandler(to: recorder)
    }

    /// The drag sources on a widget.
    func dragSourceCount(of widget: GTKWidget) -> Int {
        let controllers = gtk_widget_observe_controllers(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var count = 0
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)
            if String(cString: cgtk_object_type_name(controller)) == "GtkDragSource" { count += 1 }
            g_object_unref(controller)
        }
        return count
    }

    /// Whether GTK highlights a widget as the place a drag would drop.
    func isHighlighted(_ widget: GTKWidget) -> Bool {
        gtk_widget_get_state_flags(widget.widget).rawValue & GTK_STATE_FLAG_DROP_ACTIVE.rawValue != 0
    }

    @Test func dragTextAddsOneDragSourceUntilItIsNil() {
        let label = GTKLabel(text: "Milk")
        #expect(label.dragText == nil)
        #expect(dragSourceCount(of: label) == 0)
        label.dragText = "7"
        label.dragText = "8"
        #expect(label.dragText == "8")
        #expect(dragSourceCount(of: label) == 1)
        label.dragText = nil
        #expect(dragSourceCount(of: label) == 0)
    }

    @Test func aDropTargetIsOnOneWidgetAtATime() {
        let target = GTKDropTarget()
        let first = GTKLabel()
        let second = GTKLabel()
        first.addDropTarget(target)
        first.addDropTarget(target)
        #expect(target.view === first)
        #expect(first.dropTargets.count == 1)
        second.addDropTarget(target)
        #expect(target.view === second)
        #expect(first.dropTargets.isEmpty)
        #expect(second.dropTargets.count == 1)
        first.removeDropTarget(target)
        #expect(target.view === second)
        second.removeDropTarget(target)
        #expect(target.view == nil)
        #expect(second.dropTargets.isEmpty)
    }

    @Test func releasingAWidgetFreesItsDragSourceAndDropTarget() {
        let watch = GObjectWatch()
        do {
            let label = GTKLabel(text: "Milk")
            label.dragText = "7"
            label.addDropTarget(GTKDropTarget())
            watch.watch(label.widget)
        }
        #expect(watch.count >= 3)
        #expect(watch.aliveCount == 0)
    }

    @Test func draggingARowOntoTheBasketReportsItsTextOnce() throws {
        let window = GTKTestWindow(board, width: 320, height: 320)
        defer { window.close() }
        try window.input.drag(board.row, onto: board.basket)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.3)
        #expect(recorder.actions == ["dropped 7"])
        #expect(board.basket.dropTarget.droppedText == "7")
        // The drag took the press from the window's input engine, which takes the next click.
        try window.input.click(board.button)
        window.waitUntil { recorder.actions.count >= 3 }
        #expect(recorder.actions == ["dropped 7", "down", "checkout"])
    }

    @Test func draggingAButtonCancelsItsTouchAndDropsWithoutAClick() throws {
        board.button.dragText = "Checkout"
        let window = GTKTestWindow(board, width: 320, height: 320)
        defer { window.close() }
        try window.input.drag(board.button, onto: board.basket)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.3)
        #expect(recorder.actions == ["down", "cancel", "dropped Checkout"])
    }

    @Test func aWidgetWithoutDragTextStartsNoDrag() throws {
        board.row.dragText = nil
        let window = GTKTestWindow(board, width: 320, height: 320)
        defer { window.close() }
        try window.input.drag(board.row, onto: board.basket)
        window.wait(seconds: 0.5)
        #expect(recorder.actions.isEmpty)
        #expect(board.basket.dropTarget.droppedText == nil)
    }

    @Test func aDisabledTargetIsNotHighlightedAndReportsNothing() throws {
        board.basket.dropTarget.isEnabled = false
        #expect(!board.basket.dropTarget.isEnabled)
        let window = GTKTestWindow(board, width: 320, height: 320)
        defer { window.close() }
        try hover(board.row, over: board.basket, in: window) {
            window.wait(seconds: 0.3)
            #expect(!isHighlighted(board.basket))
        }
        window.wait(seconds: 0.5)
        #expect(recorder.actions.isEmpty)
        #expect(board.basket.dropTarget.droppedText == nil)
    }

    @Test func theBasketIsHighlightedWhileADragIsOverIt() throws {
        let window = GTKTestWindow(board, width: 320, height: 320)
        defer { window.close() }
        #expect(!isHighlighted(board.basket))
        try hover(board.row, over: board.basket, in: window) {
            #expect(window.waitUntil { isHighlighted(board.basket) })
        }
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == ["dropped 7"])
        window.waitUntil { !isHighlighted(board.basket) }
        #expect(!isHighlighted(board.basket))
    }

    /// Presses on a widget, drags over another in steps, runs a check while the button is held
    /// there, and releases the button.
    func hover(
        _ source: GTKWidget, over target: GTKWidget, in window: GTKTestWindow, _ check: () -> Void
    ) throws {
        let input = window.input
        let start = input.center(of: source)
        try input.move(to: source)
        try input.xdotool(["mousedown", "1"])
        defer { try? input.xdotool(["mouseup", "1"]) }
        for step in 1...4 {
            try input.move(to: source, at: Point(x: start.x, y: start.y + Double(step) * 5))
        }
        let end = input.center(of: target)
        for step in 1...4 {
            try input.move(to: target, at: Point(x: end.x, y: end.y - 20 + Double(step) * 5))
        }
        window.settle()
        check()
    }

    @Test func aRowReconfiguredInPlaceDragsTheProductItShowsNow() throws {
        let products = ProductNames(["Milk", "Eggs", "Rice"])
        let list = GTKListView { DraggableRow() }
        list.dataSource = products
        list.reloadData()
        list.setMinimumSize(width: 300, height: 160)
        let basket = Basket()
        basket.ss.addActionHandler(to: recorder)
        let column = GTKBox(axis: .vertical, spacing: 20)
        column.addSubview(list)
        column.addSubview(basket)
        let window = GTKTestWindow(column, width: 320, height: 300)
        defer { window.close() }
        let view = try #require(list.rowView(at: 1))
        try window.input.drag(view, onto: basket)
        window.waitUntil { !recorder.actions.isEmpty }
        products.names[1] = "Tea"
        list.reconfigureRows(at: [1])
        #expect(list.rowView(at: 1) === view)
        window.settle()
        try window.input.drag(view, onto: basket)
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.3)
        #expect(recorder.actions == ["dropped Eggs", "dropped Tea"])
    }
}

/// Products by name, for a list of draggable rows.
@MainActor
final class ProductNames: GTKListViewDataSource {
    var names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    func numberOfRows(in listView: GTKListView<DraggableRow>) -> Int { names.count }

    func listView(_ listView: GTKListView<DraggableRow>, modelForRowAt row: Int) -> ProductRow {
        ProductRow(id: row, name: names[row])
    }
}
