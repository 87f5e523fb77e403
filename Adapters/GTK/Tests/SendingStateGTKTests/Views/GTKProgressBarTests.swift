import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKProgressBarTests {
    /// A box whose progress bar has a tap mapped on it.
    final class ProgressBox: GTKBox, EventForwardingProvider {
        let bar = GTKProgressBar(progress: 0.25)

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            bar.setMinimumSize(width: 200, height: 20)
            addSubview(bar)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(bar) { bar, ctx in
                ctx.tapGesture { ["tapped at \(bar.progress)"] }
                ctx.control(.allEvents) { ["control event"] }
            }
        }
    }

    @Test func aTapMappedOnTheProgressBarFiresOnARealClickAndNoControlEventDoes() throws {
        let box = ProgressBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.bar)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["tapped at 0.25"])
    }

    @Test func theProgressReadsBackFromGTKClampedIntoZeroToOneAndNaNIsIgnored() {
        let bar = GTKProgressBar()
        expectProgressContract(progress: { bar.progress }, setProgress: { bar.progress = $0 })
    }

    @Test func theInitializerClampsTheProgressAndIgnoresNaN() {
        #expect(GTKProgressBar(progress: 1.5).progress == 1)
        #expect(GTKProgressBar(progress: -0.5).progress == 0)
        #expect(GTKProgressBar(progress: .nan).progress == 0)
    }

    @Test func aProgressBarIsAProgressIndicatorToAssistiveTechnology() {
        #expect(GTKProgressBar().accessibilityRole == .progressIndicator)
    }
}
