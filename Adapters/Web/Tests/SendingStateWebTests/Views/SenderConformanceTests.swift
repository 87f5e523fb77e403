import SendingState
import SendingStateInput
import SendingStateTestSupport
import SendingStateTesting
import Testing

@testable import SendingStateWeb

/// Each control keeps SendingState's sender contract when a person uses it in the page, with the
/// messages the page's script sends for a pointer's click or drag and for the keyboard.
@MainActor
@Suite(.serialized)
struct SenderConformanceTests {
    /// Shows each sender as the root of a session of its own, on a clock the driver moves, and
    /// drives it with the page's messages.
    final class PageDriver<Subject: WebView>: SenderConformanceDriver {
        let make: @MainActor () -> Subject
        /// What the page's script sends for the keyboard's activation of the sender, element 1.
        let keyboard: [ClientMessage]
        let clock = TestClock()
        private var sessions: [ObjectIdentifier: WebSession] = [:]
        /// Where the page says the sender is.
        let frame = Rect(x: 20, y: 20, width: 200, height: 100)

        init(keyboard: [ClientMessage] = [.activate(target: 1)], _ make: @escaping @MainActor () -> Subject) {
            self.keyboard = keyboard
            self.make = make
        }

        func makeSender() throws -> Subject {
            let sender = make()
            let session = WebSession(root: sender, clock: clock)
            _ = session.pendingChanges()
            sessions[ObjectIdentifier(sender)] = session
            return sender
        }

        private func session(of sender: Subject) throws -> WebSession {
            try #require(sessions[ObjectIdentifier(sender)])
        }

        /// Sends what the page's script sends for a pointer, after `delay` seconds.
        private func pointer(
            _ phase: ClientMessage.Phase, _ point: Point, pointer: Int = 1, after delay: Double = 0.01,
            on sender: Subject
        ) throws {
            clock.advance(to: clock.now + delay)
            let message = ClientMessage.pointer(
                phase: phase, pointer: pointer, location: point, target: phase == .down ? 1 : nil,
                frame: frame)
            #expect(try session(of: sender).handle(message), "\(message)")
        }

        /// The page's press and release in the middle of the element, as the script sends them.
        func click(_ sender: Subject) throws {
            let middle = Point(x: frame.center.x, y: frame.center.y)
            try pointer(.down, middle, on: sender)
            try pointer(.up, middle, on: sender)
        }

        /// The page's press on the thumb at the slider's start, a move by a quarter of its width and
        /// the release, as the script sends them.
        func dragThumb(_ sender: Subject) throws {
            let start = Point(x: frame.minX, y: frame.center.y)
            let end = Point(x: frame.minX + frame.size.width / 4, y: frame.center.y)
            try pointer(.down, start, on: sender)
            try pointer(.move, end, on: sender)
            try pointer(.up, end, on: sender)
        }

        /// The page's messages for the keyboard, as the script sends them for the control's key.
        func activateWithKeyboard(_ sender: Subject) throws {
            for message in keyboard { #expect(try session(of: sender).handle(message)) }
        }

        /// The pointer messages the page's script sends for each gesture, one or two pointers.
        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            let middle = Point(x: frame.center.x, y: frame.center.y)
            switch gesture.gestureKind {
            case .tap:
                for _ in 0..<(gesture.numberOfTaps ?? 1) {
                    try pointer(.down, middle, after: 0.05, on: sender)
                    try pointer(.up, middle, on: sender)
                }
            case .longPress:
                try pointer(.down, middle, on: sender)
                try pointer(.up, middle, after: (gesture.minimumPressDuration ?? 0.5) + 0.3, on: sender)
            case .pan:
                try pointer(.down, Point(x: 60, y: 60), on: sender)
                for step in 1...4 {
                    try pointer(.move, Point(x: 60 + Double(step) * 20, y: 60 + Double(step) * 5), on: sender)
                }
                try pointer(.up, Point(x: 140, y: 80), on: sender)
            case .swipe:
                try pointer(.down, Point(x: 200, y: 70), on: sender)
                for step in 1...4 { try pointer(.move, Point(x: 200 - Double(step) * 40, y: 70), on: sender) }
                try pointer(.up, Point(x: 40, y: 70), on: sender)
            case .pinch, .rotation:
                // Two touch points, as a touch screen's pointer events report them: apart, or round.
                let pinch = gesture.gestureKind == .pinch
                try pointer(.down, Point(x: 100, y: 70), pointer: 1, on: sender)
                try pointer(.down, Point(x: 140, y: 70), pointer: 2, on: sender)
                for step in 1...4 {
                    let spread = Double(step) * 10
                    try pointer(
                        .move, pinch ? Point(x: 100 - spread, y: 70) : Point(x: 100, y: 70 - spread),
                        pointer: 1,
                        on: sender)
                    try pointer(
                        .move, pinch ? Point(x: 140 + spread, y: 70) : Point(x: 140, y: 70 + spread),
                        pointer: 2,
                        on: sender)
                }
                try pointer(.up, Point(x: 100, y: 70), pointer: 1, on: sender)
                try pointer(.up, Point(x: 140, y: 70), pointer: 2, on: sender)
            case .screenEdge, .hover:
                // The page sends no hover, and its session has no window edge.
                throw WebDriverError.notSentByThePage(gesture.gestureKind)
            }
        }

        func wait(_ duration: Duration, for sender: Subject) throws {
            let (seconds, attoseconds) = duration.components
            clock.advance(to: clock.now + Double(seconds) + Double(attoseconds) / 1e18)
        }

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            sender.senderInput.installedGestureKinds
        }

        func release(_ sender: Subject) throws {
            sessions[ObjectIdentifier(sender)] = nil
        }
    }

    enum WebDriverError: Error {
        /// A gesture the page's script doesn't send.
        case notSentByThePage(GestureKind)
    }

    /// Every gesture the page's pointers make.
    static let gestures: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .pan(),
        .swipe(direction: .left),
        .pinch(), .rotation(),
    ]

    @Test func aButtonKeepsTheSenderContractWithThePagesClicksAndKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver { WebButton(title: "Buy") }, control: .button, input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theButtonsOfAMenuAndADialogKeepTheSenderContractWithThePagesClicksAndKeys() throws {
        for make: @MainActor () -> WebButton in [
            { WebMenuButton(title: "Sort").button }, { WebMenuItem(title: "By name") },
            { WebDialog(title: "Delete?").addButton(title: "Cancel", isCancel: true) },
        ] {
            let violations = try checkSenderConformance(
                of: PageDriver { make() }, control: .button, input: [.pointer, .keyboard])
            #expect(violations.isEmpty, "\(violations)")
        }
    }

    @Test func aSwitchKeepsTheSenderContractWithThePagesClicksAndKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver { WebToggle(title: "Express delivery") }, control: .toggle,
            input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aSliderKeepsTheSenderContractWithThePagesDragsAndArrowKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver(keyboard: [.focus(target: 1), .key(press: KeyPress(.rightArrow), target: 1)]) {
                WebSlider()
            }, control: .slider, input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aStepperKeepsTheSenderContractWithThePagesClicksAndArrowKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver(keyboard: [.focus(target: 1), .key(press: KeyPress(.upArrow), target: 1)]) {
                WebStepper()
            }, control: .stepper, input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aTextFieldKeepsTheSenderContractWithThePagesReturnKey() throws {
        let violations = try checkSenderConformance(
            of: PageDriver(keyboard: [.focus(target: 1), .key(press: KeyPress(.return), target: 1)]) {
                WebTextField(placeholder: "Search")
            }, control: .textField, input: [.keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func viewsThatAreNotControlsKeepTheSenderContractWithEveryGestureOfThePagesPointers() throws {
        for make: @MainActor () -> WebView in [
            { WebLabel(text: "Milk") }, { WebProgressView(progress: 0.5) }, { WebImageView() },
            { WebTextView(text: "Notes") }, { WebStack() },
        ] {
            let violations = try checkSenderConformance(
                of: PageDriver(make), control: .notAControl, gestures: Self.gestures)
            #expect(violations.isEmpty, "\(violations)")
        }
    }

    @Test func aButtonsGesturesAreRecognizedWithItsClicks() throws {
        let violations = try checkSenderConformance(
            of: PageDriver { WebButton(title: "Buy") }, control: .button, input: [.pointer, .keyboard],
            gestures: [.tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3)])
        #expect(violations.isEmpty, "\(violations)")
    }
}

extension TestClock: SessionClock {}
