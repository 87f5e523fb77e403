import SendingState
import SendingStateInput
import SendingStateTesting
import Testing

@testable import SendingStateWeb

/// Each control keeps SendingState's sender contract when a person uses it in the page, with the
/// messages the page's script sends for a pointer's click or drag and for the keyboard.
@MainActor
@Suite(.serialized)
struct SenderConformanceTests {
    /// Shows each sender as the root of a session of its own and drives it with the page's messages.
    final class PageDriver<Subject: WebView>: SenderConformanceDriver {
        let make: @MainActor () -> Subject
        /// What the page's script sends for the keyboard's activation of the sender, element 1.
        let keyboard: [ClientMessage]
        private var sessions: [ObjectIdentifier: WebSession] = [:]

        init(keyboard: [ClientMessage] = [.activate(target: 1)], _ make: @escaping @MainActor () -> Subject) {
            self.keyboard = keyboard
            self.make = make
        }

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

        /// The page's press on the thumb at the slider's start, a move by a quarter of its width and
        /// the release, as the script sends them.
        func dragThumb(_ sender: Subject) throws {
            let session = try #require(sessions[ObjectIdentifier(sender)])
            let frame = Rect(x: 20, y: 20, width: 100, height: 44)
            let start = Point(x: 20, y: 42)
            let end = Point(x: 45, y: 42)
            #expect(
                session.handle(.pointer(phase: .down, pointer: 1, location: start, target: 1, frame: frame)))
            #expect(
                session.handle(.pointer(phase: .move, pointer: 1, location: end, target: nil, frame: frame)))
            #expect(
                session.handle(.pointer(phase: .up, pointer: 1, location: end, target: nil, frame: frame)))
        }

        /// The page's messages for the keyboard, as the script sends them for the control's key.
        func activateWithKeyboard(_ sender: Subject) throws {
            let session = try #require(sessions[ObjectIdentifier(sender)])
            for message in keyboard { #expect(session.handle(message)) }
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

    @Test func viewsThatAreNotControlsKeepTheSenderContract() throws {
        for make: @MainActor () -> WebView in [
            { WebLabel(text: "Milk") }, { WebProgressView(progress: 0.5) }, { WebImageView() },
            { WebTextView(text: "Notes") },
        ] {
            let violations = try checkSenderConformance(of: PageDriver(make), control: .notAControl)
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}
