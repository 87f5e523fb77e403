import HeadlessWidgets
import SendingState
import SendingStateInput
import SendingStateTestSupport
import SendingStateTesting
import Testing

/// The reference adapter passes the conformance checker that porters run on their own adapters.
@MainActor
struct SenderConformanceTests {
    /// Puts each sender alone in a window and drives it with HeadlessWidgets' user-level input.
    struct HeadlessDriver<Subject: View>: SenderConformanceDriver {
        let window = Window(size: Size(width: 320, height: 480))
        /// Creates each sender: only a list's cells have an initializer every subclass must keep.
        let make: () -> Subject

        func makeSender() -> Subject {
            let view = make()
            view.frame = Rect(x: 20, y: 20, width: 200, height: 100)
            window.addSubview(view)
            return view
        }

        func click(_ sender: Subject) throws {
            try sender.tap()
        }

        /// Slides a slider's thumb in one step a quarter of its range toward the maximum: the finger
        /// lands on the thumb, moves once and lifts inside.
        func dragThumb(_ sender: Subject) throws {
            let slider = try #require(sender as? Slider, "only a slider has a thumb to drag")
            try slider.slide(to: slider.value + (slider.maximumValue - slider.minimumValue) / 4, steps: 1)
        }

        /// Focuses the sender, as Tab does with full keyboard access, and presses the first key that
        /// the sender says activates it, steps it or ends its editing: the widget's own file says
        /// which keys it takes, in its `keyCommand(for:)`.
        func activateWithKeyboard(_ sender: Subject) throws {
            window.isFullKeyboardAccessEnabled = true
            sender.becomeFirstResponder()
            let activating: Set<KeyCommand> = [.activate, .increment, .endEditing]
            let key = try #require(
                [Key.space, .return, .rightArrow].first {
                    sender.keyCommand(for: KeyPress($0)).map(activating.contains) ?? false
                }, "\(type(of: sender)) takes no key that activates it")
            window.press(key)
        }

        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            switch gesture.gestureKind {
            case .tap: try sender.tap(numberOfTaps: gesture.numberOfTaps ?? 1)
            case .longPress: try sender.longPress(duration: (gesture.minimumPressDuration ?? 0.5) + 0.5)
            case .swipe: try sender.swipe(gesture.direction ?? .right)
            case .pan: try sender.pan(by: Point(x: 40, y: 10))
            case .pinch: try sender.pinch(to: 2)
            case .rotation: try sender.rotate(by: 1)
            case .screenEdge: try sender.screenEdgePan(from: gesture.edges ?? .left, by: Point(x: 60, y: 0))
            case .hover: try sender.hover(through: [Point(x: 30, y: 30)])
            }
        }

        /// Moves the window's clock, as input does, without waiting: the checker's driver is synchronous.
        func wait(_ duration: Duration, for sender: Subject) {
            window.clock.advanceWithoutWaiting(by: duration)
        }

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            Set(
                sender.installedRecognizers.compactMap { event -> GestureKind? in
                    if case .gesture(let gesture) = event { gesture.gestureKind } else { nil }
                })
        }

        func release(_ sender: Subject) {
            sender.removeFromSuperview()
        }
    }

    /// Every gesture: a pinch and a rotation besides those of a single pointer.
    static let everyGesture = GestureEvent.singlePointerGestures + [.pinch(), .rotation()]

    @Test func aViewKeepsTheSenderContractForEveryGesture() throws {
        try expectSenderConformance(
            of: HeadlessDriver { View() }, control: .notAControl, gestures: Self.everyGesture)
    }

    @Test func aButtonKeepsTheSenderContractForClicksAndGestures() throws {
        try expectSenderConformance(
            of: HeadlessDriver { Button() }, gestures: Self.everyGesture)
    }

    @Test func aButtonKeepsTheSenderContractForTheKeyboardToo() throws {
        try expectSenderConformance(
            of: HeadlessDriver { Button() }, control: .button, input: [.pointer, .keyboard])
    }

    @Test func aSwitchKeepsTheSenderContractOfAToggleForPointerAndKeyboard() throws {
        try expectSenderConformance(
            of: HeadlessDriver { Switch() }, control: .toggle, input: [.pointer, .keyboard])
    }

    @Test func aSliderKeepsTheSenderContractOfASliderForThumbDragsAndArrowKeys() throws {
        try expectSenderConformance(
            of: HeadlessDriver { Slider() }, control: .slider, input: [.pointer, .keyboard])
    }

    @Test func aStepperKeepsTheSenderContractOfAStepperForPointerAndKeyboard() throws {
        try expectSenderConformance(
            of: HeadlessDriver { Stepper() }, control: .stepper, input: [.pointer, .keyboard])
    }

    @Test func aStepperThatIsNotContinuousKeepsTheSenderContractOfAStepper() throws {
        try expectSenderConformance(
            of: HeadlessDriver {
                let stepper = Stepper()
                stepper.isContinuous = false
                return stepper
            }, control: .stepper, input: [.pointer, .keyboard])
    }

    @Test func aSegmentedControlKeepsTheSenderContractOfASegmentedControl() throws {
        try expectSenderConformance(
            of: HeadlessDriver { SegmentedControl(items: ["List", "Map", "Grid"]) },
            control: .segmentedControl,
            input: [.pointer, .keyboard], gestures: Self.everyGesture)
    }

    @Test func aTextFieldKeepsTheSenderContractForReturnAndGestures() throws {
        try expectSenderConformance(
            of: HeadlessDriver { TextField() }, control: .textField, input: .keyboard,
            gestures: Self.everyGesture)
    }

    @Test func aTextViewKeepsTheSenderContractOfAViewForEveryGesture() throws {
        try expectSenderConformance(
            of: HeadlessDriver { TextView() }, control: .notAControl, gestures: Self.everyGesture)
    }

    /// A cell whose button acts for the row the cell shows, and which forgets it when recycled.
    final class ReuseCell: ListCell, Configurable, EventForwardingProvider {
        let button = Button(title: "Open")

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            button.frame = Rect(x: 0, y: 0, width: 80, height: 44)
            addSubview(button)
        }

        var configurer: (ReuseCell, ListReuseRow) -> Void {
            { cell, row in cell.button.setTitle("\(row)", for: .normal) }
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(button) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
            }
        }

        /// A recycled cell shows no row until its data source configures it again.
        override func prepareForReuse() {
            ss.removeState()
        }
    }

    /// Shows the check's rows in a `ListView` through its data source, which configures each cell
    /// and attaches the handler, as an app's does.
    final class ListViewDriver: ListReuseDriver, ListViewDataSource {
        let window = Window(size: Size(width: 320, height: 480))
        let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        var rows: [ListReuseRow] = []
        var handler: AnyActionHandlingProvider?

        func makeList(handler: AnyActionHandlingProvider) {
            self.handler = handler
            list.register(ReuseCell.self, forCellReuseIdentifier: "row")
            list.dataSource = self
            window.addSubview(list)
        }

        func show(_ rows: [ListReuseRow]) {
            self.rows = rows
            list.reloadData()
        }

        func rowView(at row: Int) -> ReuseCell? {
            list.cellForRow(at: row) as? ReuseCell
        }

        func fire(_ rowView: ReuseCell) {
            rowView.button.sendActions(for: .primaryActionTriggered)
        }

        func release() {
            list.removeFromSuperview()
        }

        func numberOfRows(in listView: ListView) -> Int {
            rows.count
        }

        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
            if let cell = cell as? ReuseCell {
                cell.ss.configure(rows[row])
                handler?.attach(to: cell)
            }
            return cell
        }
    }

    @Test func aListViewReusesItsCellsAsTheListReuseCheckExpects() throws {
        let violations = try checkListReuse(of: ListViewDriver())
        #expect(violations.isEmpty, "\(violations)")
    }
}
