import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import SendingStateTesting
import Testing

/// The GTK wrappers pass the conformance checker with real input: every click and gesture is made
/// by xdotool and delivered by GTK.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct SenderConformanceTests {
    /// Shows each sender in a window above a strip where the pointer rests after each interaction,
    /// and drives it with xdotool.
    final class XdotoolDriver<Subject: GTKWidget>: SenderConformanceDriver {
        let make: () -> Subject
        /// The key that activates the sender: Space for a button or a toggle, Up for a spin button.
        let key: String
        /// Where a click lands on the sender; its center unless given.
        let clickPoint: Point?
        private var window: GTKTestWindow?
        private let restingStrip = GTKLabel(text: "rest")

        init(key: String = "space", clickAt clickPoint: Point? = nil, _ make: @escaping () -> Subject) {
            self.make = make
            self.key = key
            self.clickPoint = clickPoint
        }

        func makeSender() -> Subject {
            let sender = make()
            sender.setMinimumSize(width: 300, height: 200)
            let column = GTKBox(axis: .vertical)
            column.addSubview(sender)
            restingStrip.setMinimumSize(width: 300, height: 40)
            column.addSubview(restingStrip)
            window = GTKTestWindow(column, width: 300, height: 240)
            return sender
        }

        private var shown: GTKTestWindow {
            get throws {
                guard let window else { throw RealInputError("no window") }
                return window
            }
        }

        func click(_ sender: Subject) throws {
            let window = try shown
            try window.input.click(sender, at: clickPoint)
            try leave(in: window)
        }

        /// Moves the pointer off the sender, as a hand leaves a control, so that a hover checked
        /// later begins outside, and lets GTK deliver what was done.
        private func leave(in window: GTKTestWindow) throws {
            window.wait(seconds: 0.1)
            try window.input.move(to: restingStrip)
            window.wait(seconds: 0.15)
        }

        /// Presses the thumb of a scale whose value is mid-range, at the sender's center, drags it a
        /// quarter of the way to the right in one move, and lifts it there.
        func dragThumb(_ sender: Subject) throws {
            let window = try shown
            let center = Point(x: 150, y: 100)
            try window.input.drag(sender, from: center, to: Point(x: center.x + 75, y: center.y), steps: 1)
            try leave(in: window)
        }

        func activateWithKeyboard(_ sender: Subject) throws {
            let window = try shown
            try window.input.focusWindow()
            gtk_widget_grab_focus(sender.widget)
            try window.input.key(key)
            window.wait(seconds: 0.25)
        }

        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            let window = try shown
            let pointer = window.input
            switch gesture.gestureKind {
            case .tap:
                try pointer.click(sender, count: gesture.numberOfTaps ?? 1)
            case .longPress:
                try pointer.longPress(sender, for: (gesture.minimumPressDuration ?? 0.5) + 0.3)
            case .swipe:
                try pointer.drag(
                    sender, from: Point(x: 250, y: 100), to: Point(x: 50, y: 100), steps: 5, stepDelay: 0.01)
            case .pan:
                try pointer.drag(sender, from: Point(x: 100, y: 100), to: Point(x: 200, y: 120))
            case .screenEdge:
                try pointer.drag(sender, from: Point(x: 2, y: 100), to: Point(x: 150, y: 100))
            case .hover:
                for point in [Point(x: 150, y: 190), Point(x: 150, y: 100), Point(x: 160, y: 110)] {
                    try pointer.move(to: sender, at: point)
                    window.wait(seconds: 0.05)
                }
            case .pinch, .rotation:
                throw RealInputError("xdotool can't pinch or rotate")
            }
            try leave(in: window)
        }

        /// Runs GTK's main loop for the duration, as time passes for a person.
        func wait(_ duration: Duration, for sender: Subject) throws {
            let (seconds, attoseconds) = duration.components
            try shown.wait(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        }

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            sender.installedGestureKinds
        }

        func release(_ sender: Subject) {
            window?.close()
            window = nil
        }
    }

    @Test func aBoxKeepsTheSenderContractWithRealPointerInput() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKBox() }, control: .notAControl,
            gestures: GestureEvent.singlePointerGestures)
    }

    /// Written with the checker itself, as a porter's tests call it and the porting article shows
    /// it; the other checks go through the shared `expectSenderConformance`.
    @Test func aButtonKeepsTheSenderContractWithRealClicksAndKeys() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKButton(title: "Buy") }, control: .button, input: [.pointer, .keyboard],
            gestures: [.tap(), .tap(numberOfTaps: 2)])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aSwitchKeepsTheSenderContractWithRealClicksAndKeys() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKSwitch() }, control: .toggle, input: [.pointer, .keyboard],
            gestures: [.tap(), .tap(numberOfTaps: 2)])
    }

    @Test func aCheckButtonKeepsTheSenderContractWithRealClicksAndKeys() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKCheckButton(title: "Organic") }, control: .toggle,
            input: [.pointer, .keyboard], gestures: [.tap(), .tap(numberOfTaps: 2)])
    }

    /// A click on the middle segment selects it, and Space selects the first segment, which takes
    /// the focus when the control is given it.
    @Test func aSegmentedControlKeepsTheSenderContractWithRealClicksAndKeys() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKSegmentedControl(items: ["List", "Map", "Grid"]) },
            control: .segmentedControl, input: [.pointer, .keyboard], gestures: Self.pointerGestures)
    }

    /// A click on the + of a spin button, at its right end, and the Up key step it as a stepper.
    @Test func aSpinButtonKeepsTheSenderContractOfAStepperWithRealClicksAndKeys() throws {
        try expectSenderConformance(
            of: XdotoolDriver(key: "Up", clickAt: Point(x: 284, y: 100)) { GTKSpinButton() },
            control: .stepper, input: [.pointer, .keyboard], gestures: Self.pointerGestures)
    }

    /// A drag of a scale's thumb and the right arrow move it as a slider; the scale's own drag claims
    /// the pointer, so no gesture is checked.
    @Test func aScaleKeepsTheSenderContractOfASliderWithRealDragsAndKeys() throws {
        try expectSenderConformance(
            of: XdotoolDriver(key: "Right") {
                GTKScale(minimumValue: 0, maximumValue: 10, value: 5, step: 1)
            },
            control: .slider, input: [.pointer, .keyboard])
    }

    /// Taps and a long press, which a widget whose own input doesn't claim the pointer reports.
    static let pointerGestures: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3),
    ]

    @Test func aProgressBarKeepsTheSenderContractWithRealPointerInput() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKProgressBar() }, control: .notAControl, gestures: Self.pointerGestures)
    }

    @Test func anImageKeepsTheSenderContractWithRealPointerInput() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKImage(iconName: "starred-symbolic") }, control: .notAControl,
            gestures: Self.pointerGestures)
    }

    @Test func aScrolledWindowKeepsTheSenderContractWithRealPointerInput() throws {
        try expectSenderConformance(
            of: XdotoolDriver { GTKScrolledWindow() }, control: .notAControl, gestures: Self.pointerGestures)
    }

    /// A row that is a button, whose activation acts for the row it shows.
    final class ReuseRowView: GTKButton, Configurable, EventForwardingProvider {
        init() {
            super.init(title: "")
        }

        var configurer: (ReuseRowView, ListReuseRow) -> Void {
            { view, row in view.title = "\(row)" }
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
            }
        }
    }

    /// Shows the check's rows in a shown `GTKListView` through its data source, and activates a row
    /// view as GTK's own activation does.
    ///
    /// New models for as many rows are sent in place with `reconfigureAllRows()`, as an app does;
    /// GTK's reload would give the row a fresh row view, so reuse couldn't be checked.
    final class ListDriver: ListReuseDriver, GTKListViewDataSource {
        let list = GTKListView { ReuseRowView() }
        private var rows: [ListReuseRow] = []
        private var window: GTKTestWindow?

        func makeList(handler: AnyActionHandlingProvider) {
            list.dataSource = self
            list.actionHandler = handler
            list.reloadData()
            window = GTKTestWindow(list, width: 300, height: 300)
        }

        func show(_ rows: [ListReuseRow]) {
            let sameCount = rows.count == self.rows.count
            self.rows = rows
            if sameCount { list.reconfigureAllRows() } else { list.reloadData() }
            window?.wait(seconds: 0.2)
        }

        func rowView(at row: Int) -> ReuseRowView? {
            list.rowView(at: row)
        }

        /// GTK's activation of a button presses it for 250 ms before it reports "clicked".
        func fire(_ rowView: ReuseRowView) {
            gtk_widget_activate(rowView.widget)
            window?.wait(seconds: 0.4)
        }

        func release() {
            window?.close()
            window = nil
        }

        func numberOfRows(in listView: GTKListView<ReuseRowView>) -> Int {
            rows.count
        }

        func listView(_ listView: GTKListView<ReuseRowView>, modelForRowAt row: Int) -> ListReuseRow {
            rows[row]
        }
    }

    @Test func aListViewRebindsItsRowViewsOnReuseAndUnbindsThem() throws {
        let violations = try checkListReuse(of: ListDriver())
        #expect(violations.isEmpty, "\(violations)")
    }
}
