import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct PointerGestureRecognizerTests {
    @Test func aRecognizerThatWaitsForNoTimeHasNoDeadlineAndIgnoresTime() {
        let log = ReportLog()
        let recognizers: [any PointerGestureRecognizer] = [
            TapRecognizer(report: log.report), PanRecognizer(report: log.report),
            SwipeRecognizer(report: log.report), PinchRecognizer(report: log.report),
            RotationRecognizer(report: log.report),
        ]
        for recognizer in recognizers {
            recognizer.pointerDown(0, at: .zero, time: 0)
            #expect(recognizer.deadline == nil)
            recognizer.timeDidPass(to: 100)
        }
        #expect(log.reports.isEmpty)
    }

    @Test func oneStreamOfEventsFeedsEveryRecognizerAndEachReportsItsOwnKind() {
        let log = ReportLog()
        let recognizers: [any PointerGestureRecognizer] = [
            TapRecognizer(report: log.report), LongPressRecognizer(report: log.report),
            PanRecognizer(report: log.report),
        ]
        for recognizer in recognizers {
            recognizer.pointerDown(0, at: .zero, time: 0)
            recognizer.pointerUp(0, at: .zero, time: 0.1)
        }
        #expect(log.kinds == [.tap, .longPress])
        #expect(log.phases == [.recognized, .failed])
    }

    /// A view that maps a tap to where it was, for the documented example.
    final class TapView: Sender, EventForwardingProvider {
        let senderStorage = SenderStorage()

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { view, ctx in
                ctx.tapGesture { [ctx.gestureValues.location] }
            }
        }
    }

    /// Records the locations a view's taps forward.
    final class TapLocations: ActionHandlingProvider {
        var locations: [Point] = []

        func handle(action: Point) {
            locations.append(action)
        }
    }

    @Test func theDocumentedExampleReportsATapOnTheView() {
        let view = TapView()
        let handler = TapLocations()
        view.ss.addActionHandler(to: handler)
        let tap = TapRecognizer { [weak view] kind, values in view?.ss.report(.gesture(kind, values)) }
        tap.pointerDown(0, at: Point(x: 12, y: 8), time: 3.20)
        tap.pointerUp(0, at: Point(x: 13, y: 8), time: 3.28)  // reports a tap
        #expect(handler.locations == [Point(x: 12, y: 8)])
    }
}
