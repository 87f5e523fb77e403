import SendingState
import SendingStateInput
import SendingStateTesting
import Testing

@testable import SendingStateWeb

/// Each control keeps SendingState's sender contract when a person uses it in the page, with the
/// messages the page's script sends for a pointer's click and for the keyboard's activation.
@MainActor
@Suite(.serialized)
struct SenderConformanceTests {
    /// Shows each sender as the root of a session of its own and drives it with the page's messages.
    final class PageDriver<Subject: WebView>: SenderConformanceDriver {
        let make: @MainActor () -> Subject
        private var sessions: [ObjectIdentifier: WebSession] = [:]

        init(_ make: @escaping @MainActor () -> Subject) { self.make = make }

        func makeSender() throws -> Subject {
            let sender = make()
            let session = WebSession(root: sender)
            _ = session.pendingChanges()
            sessions[ObjectIdentifier(sender)] = session
            return sender
        }

        /// The page's press and release in the middle of the element, as the script sends them.
        func click(_ sender: Subject) throws {
            let session = try #require(sessions[ObjectIdentifier(sender)])
            let frame = Rect(x: 20, y: 20, width: 100, height: 44)
            let middle = Point(x: 70, y: 42)
            #expect(
                session.handle(
                    .pointer(phase: .down, pointer: 1, location: middle, target: 1, frame: frame)))
            #expect(
                session.handle(.pointer(phase: .up, pointer: 1, location: middle, target: nil, frame: frame)))
        }

        /// The page's activation, as the script sends it for Return or Space on a focused button.
        func activateWithKeyboard(_ sender: Subject) throws {
            let session = try #require(sessions[ObjectIdentifier(sender)])
            #expect(session.handle(.activate(target: 1)))
        }

        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            throw WebDriverError.gesturesAreNotYetSent
        }

        func wait(_ duration: Duration, for sender: Subject) throws {}

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            sender.senderInput.installedGestureKinds
        }

        func release(_ sender: Subject) throws {
            sessions[ObjectIdentifier(sender)] = nil
        }
    }

    enum WebDriverError: Error {
        /// The page's script sends presses and activations; gestures come with the rest of the adapter.
        case gesturesAreNotYetSent
    }

    @Test func aButtonKeepsTheSenderContractWithThePagesClicksAndKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver { WebButton(title: "Buy") }, control: .button, input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aSwitchKeepsTheSenderContractWithThePagesClicksAndKeys() throws {
        let violations = try checkSenderConformance(
            of: PageDriver { WebToggle(title: "Express delivery") }, control: .toggle,
            input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }
}
