import SendingState
import SendingStateTesting
import Testing

@MainActor
struct SenderConformanceDriverTests {
    /// A driver that writes only what it must.
    struct MinimalDriver: SenderConformanceDriver {
        func makeSender() -> ScriptedSender { ScriptedSender(defect: nil) }
        func click(_ sender: ScriptedSender) { sender.click() }
        func perform(_ gesture: GestureEvent, on sender: ScriptedSender) { sender.perform(gesture) }
    }

    @Test func byDefaultADriverDoesNotTellWhichRecognizersAreInstalled() {
        let driver = MinimalDriver()
        #expect(driver.installedGestureKinds(on: driver.makeSender()) == nil)
    }

    @Test func aDriverWithOnlyTheRequiredMethodsCanBeChecked() throws {
        // A sender that installs recognizers eagerly passes when the driver can't tell.
        let violations = try checkSenderConformance(of: MinimalDriver(), gestures: [.tap(), .pan()])
        #expect(violations.isEmpty, "\(violations)")
    }
}
