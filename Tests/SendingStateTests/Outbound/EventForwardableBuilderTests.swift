import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct EventForwardableBuilderTests {
    final class Toolbar: Sender, EventForwardingProvider {
        let senderStorage = SenderStorage()
        let stars = (1...5).map { TestSender(tag: $0) }
        var shareButton: TestSender?
        var isEditing = false
        let editButton = TestSender(tag: 10)
        let doneButton = TestSender(tag: 11)

        var eventForwarder: any EventForwardable {
            SenderGroup {
                for star in stars {
                    EventForwarder(star) { star, ctx in
                        ctx.control(.touchUpInside) { [TestAction.tapped(star.tag)] }
                    }
                }
                if let shareButton {
                    EventForwarder(shareButton) { _, ctx in ctx.control(.touchUpInside) { [TestAction.log] } }
                }
                if isEditing {
                    EventForwarder(doneButton) { _, ctx in
                        ctx.control(.touchUpInside) { [TestAction.opened(0)] }
                    }
                } else {
                    EventForwarder(editButton) { _, ctx in
                        ctx.control(.touchUpInside) { [TestAction.opened(1)] }
                    }
                }
            }
        }
    }

    @Test func forDeclaresOneForwarderPerIteration() {
        let toolbar = Toolbar()
        let recorder = Recorder<TestAction>()
        toolbar.ss.addActionHandler(to: recorder)
        toolbar.stars[2].tap()
        toolbar.stars[4].tap()
        #expect(recorder.actions == [.tapped(3), .tapped(5)])
    }

    @Test func ifLetIncludesASenderOnlyWhenPresent() {
        let without = Toolbar()
        #expect(without.eventForwarder.allSenders.count == 6)
        let with = Toolbar()
        with.shareButton = TestSender()
        #expect(with.eventForwarder.allSenders.count == 7)
    }

    @Test func ifElseTakesOneBranch() {
        let toolbar = Toolbar()
        let recorder = Recorder<TestAction>()
        toolbar.ss.addActionHandler(to: recorder)
        toolbar.doneButton.tap()
        toolbar.editButton.tap()
        toolbar.isEditing = true
        toolbar.ss.reloadEventForwarder()
        toolbar.doneButton.tap()
        toolbar.editButton.tap()
        #expect(recorder.actions == [.opened(1), .opened(0)])
    }
}
