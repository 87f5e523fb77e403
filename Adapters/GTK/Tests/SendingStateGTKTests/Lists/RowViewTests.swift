import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// A screen of rows written as on HeadlessWidgets, driven with real input: each action carries the
/// row bound to the widget a person used, and releasing the screen frees everything.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct RowViewTests {
    static let rows = [
        ProductRow(id: 1, name: "Milk"), ProductRow(id: 2, name: "Eggs"), ProductRow(id: 3, name: "Tea"),
    ]

    let list = RowList()
    let recorder = Recorder<ProductRowAction>()

    init() {
        list.handler = AnyActionHandlingProvider(recorder)
        list.ss.configure(Self.rows)
    }

    @Test func clickingARowsButtonSendsThatRowsID() throws {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        try window.input.click(list.rows[1].favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.favorite(2)])
    }

    @Test func aClickOnARowsButtonIsNeitherATapNorTheStartOfALongPressOnTheRow() throws {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        try window.input.click(list.rows[1].favoriteButton)
        // Past the row's long-press minimum of 0.4 s: the button claimed the press.
        window.wait(seconds: 0.7)
        #expect(recorder.actions == [.favorite(2)])
    }

    @Test func aRowReconfiguredWithAnotherModelSendsTheNewID() throws {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        list.rows[1].ss.configure(ProductRow(id: 9, name: "Rice"))
        try window.input.click(list.rows[1].favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.favorite(9)])
        #expect(list.rows[1].nameLabel.text == "Rice")
    }

    @Test func clickingARowsNameOpensThatRowAndLongPressingItRemovesIt() throws {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        try window.input.click(list.rows[2].nameLabel)
        window.waitUntil { !recorder.actions.isEmpty }
        try window.input.longPress(list.rows[0].nameLabel, for: 0.6)
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.open(3), .remove(1)])
    }

    @Test func draggingARowsScaleSetsThatRowsQuantityOnceOnRelease() throws {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        let scale = list.rows[0].quantityScale
        let y = window.input.center(of: scale).y
        let width = 2 * window.input.center(of: scale).x
        try window.input.drag(scale, from: Point(x: 8, y: y), to: Point(x: width / 2, y: y))
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.quantity(1, Int(scale.value))])
        #expect(scale.value >= 3)
    }

    @Test func configuringTheRowsFromCodeSendsNothing() {
        let window = GTKTestWindow(list, width: 360, height: 200)
        defer { window.close() }
        list.ss.configure([
            ProductRow(id: 1, name: "Milk", quantity: 4), ProductRow(id: 2, name: "Eggs", quantity: 7),
        ])
        window.wait(seconds: 0.1)
        #expect(list.rows.map(\.quantityScale.value) == [4, 7])
        #expect(recorder.actions.isEmpty)
    }

    @Test func releasingAShownScreenFreesEveryWrapperAndGObject() throws {
        let watch = GObjectWatch()
        var wrappers: [Weak] = []
        do {
            let list = RowList()
            let recorder = Recorder<ProductRowAction>()
            list.handler = AnyActionHandlingProvider(recorder)
            list.ss.configure(Self.rows)
            let window = GTKTestWindow(list, width: 360, height: 200)
            try window.input.click(list.rows[0].favoriteButton)
            window.waitUntil { !recorder.actions.isEmpty }
            #expect(recorder.actions == [.favorite(1)])
            watch.watch(window.window.widget)
            watch.watch(list.widget)
            wrappers.append(Weak(list))
            for row in list.rows {
                wrappers.append(Weak(row))
                for view in [row, row.nameLabel, row.quantityScale, row.favoriteButton] as [GTKWidget] {
                    watch.watch(view.widget)
                    wrappers.append(Weak(view))
                }
            }
            window.close()
        }
        GTKMainLoop.iterate(timeout: 3) { watch.aliveCount == 0 }
        #expect(watch.count > 20)
        #expect(watch.aliveCount == 0, "\(watch.aliveCount) of \(watch.count) GObjects are still alive")
        #expect(wrappers.allSatisfy { $0.object == nil })
    }
}

/// A weak reference to a wrapper.
struct Weak {
    weak var object: GTKWidget?

    init(_ object: GTKWidget) {
        self.object = object
    }
}
