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
        func wait(_ duration: Duration, for sender: ScriptedSender) { sender.wait(duration) }
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

    @Test func byDefaultADriverCannotUseTheKeyboardAndSaysSo() {
        let driver = MinimalDriver()
        #expect(throws: SenderConformanceDriverError.keyboardActivationNotImplemented) {
            try driver.activateWithKeyboard(driver.makeSender())
        }
    }

    @Test func aCheckWithTheKeyboardStopsWhenTheDriverCannotUseIt() {
        #expect(throws: SenderConformanceDriverError.keyboardActivationNotImplemented) {
            try checkSenderConformance(of: MinimalDriver(), input: [.pointer, .keyboard])
        }
    }

    @Test func byDefaultADriverCannotDragASlidersThumbAndSaysSo() {
        let driver = MinimalDriver()
        #expect(throws: SenderConformanceDriverError.thumbDragNotImplemented) {
            try driver.dragThumb(driver.makeSender())
        }
    }

    @Test func byDefaultReleasingDoesNothing() throws {
        let driver = MinimalDriver()
        let sender = driver.makeSender()
        try driver.release(sender)
        #expect(sender.ss.mappedEvents.isEmpty)
    }

    @Test func theErrorNamesTheMissingMethodAndTheWayOut() {
        let description = SenderConformanceDriverError.keyboardActivationNotImplemented.description
        #expect(description.contains("activateWithKeyboard(_:)"))
        #expect(description.contains("leave .keyboard out of the input"))
    }

    @Test func theThumbDragErrorNamesTheMissingMethodAndTheWayOut() {
        let description = SenderConformanceDriverError.thumbDragNotImplemented.description
        #expect(description.contains("dragThumb(_:)"))
        #expect(description.contains("leave .pointer out of the input"))
    }
}
