import CGtk
import SendingState
import SendingStateGTK
import SendingStateTesting
import Testing

/// The GTK wrappers pass the conformance checker with real input: every click and gesture is made
/// by xdotool and delivered by GTK.
@MainActor
@Suite(.serialized, .needsDisplay)
struct SenderConformanceTests {
    /// Shows each sender in a window above a strip where the pointer rests between interactions,
    /// and drives it with xdotool.
    final class XdotoolDriver<Subject: GTKWidget>: SenderConformanceDriver {
        let make: () -> Subject
        private var window: TestWindow?
        private let restingStrip = GTKLabel(text: "rest")

        init(_ make: @escaping () -> Subject) {
            self.make = make
        }

        func makeSender() -> Subject {
            let sender = make()
            sender.setMinimumSize(width: 300, height: 200)
            let column = GTKBox(axis: .vertical)
            column.addSubview(sender)
            restingStrip.setMinimumSize(width: 300, height: 40)
            column.addSubview(restingStrip)
            window = TestWindow(column, width: 300, height: 240)
            return sender
        }

        private var shown: TestWindow {
            get throws {
                guard let window else { throw PointerError(arguments: ["no window"]) }
                return window
            }
        }

        func click(_ sender: Subject) throws {
            let window = try shown
            // A pause, as a person makes, so this click doesn't join the last one in a streak.
            window.settle(seconds: 0.5)
            try window.pointer.click(sender)
            try rest(in: window)
        }

        /// Moves the pointer off the sender, as a hand leaves a control, and lets GTK catch up.
        private func rest(in window: TestWindow) throws {
            window.settle(seconds: 0.1)
            try window.pointer.move(to: restingStrip)
            window.settle(seconds: 0.15)
        }

        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            let window = try shown
            let pointer = window.pointer
            window.settle(seconds: 0.5)
            switch gesture.gestureKind {
            case .tap:
                try pointer.click(sender, count: gesture.numberOfTaps ?? 1)
            case .longPress:
                try pointer.press(sender, for: (gesture.minimumPressDuration ?? 0.5) + 0.3)
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
                    window.settle(seconds: 0.05)
                }
            case .pinch, .rotation:
                throw PointerError(arguments: ["xdotool can't pinch or rotate"])
            }
            try rest(in: window)
        }

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            sender.installedGestureKinds
        }

        func release(_ sender: Subject) {
            window?.close()
            window = nil
        }
    }

    static let gestures: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .swipe(direction: .left),
        .pan(), .screenEdge(edges: .left), .hover(),
    ]

    @Test func aBoxKeepsTheSenderContractWithRealPointerInput() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKBox() }, click: false, gestures: Self.gestures)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aButtonKeepsTheSenderContractWithRealClicks() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKButton(title: "Buy") }, gestures: [.tap(), .tap(numberOfTaps: 2)])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aSwitchKeepsTheSenderContractWithRealClicks() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKSwitch() }, gestures: [.tap(), .tap(numberOfTaps: 2)])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aCheckButtonKeepsTheSenderContractWithRealClicks() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKCheckButton(title: "Organic") }, gestures: [.tap(), .tap(numberOfTaps: 2)])
        #expect(violations.isEmpty, "\(violations)")
    }

    /// Taps and a long press, which a widget whose own input doesn't claim the pointer reports.
    static let pointerGestures: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3),
    ]

    @Test func aProgressBarKeepsTheSenderContractWithRealPointerInput() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKProgressBar() }, click: false, gestures: Self.pointerGestures)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func anImageKeepsTheSenderContractWithRealPointerInput() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKImage(iconName: "starred-symbolic") }, click: false,
            gestures: Self.pointerGestures)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aScrolledWindowKeepsTheSenderContractWithRealPointerInput() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKScrolledWindow() }, click: false, gestures: Self.pointerGestures)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A click on the middle of a spin button lands on its text, which sends no
    /// `primaryActionTriggered`, so only gestures are checked.
    @Test func aSpinButtonKeepsTheSenderContractWithRealPointerInput() throws {
        let violations = try checkSenderConformance(
            of: XdotoolDriver { GTKSpinButton() }, click: false, gestures: Self.pointerGestures)
        #expect(violations.isEmpty, "\(violations)")
    }
}
