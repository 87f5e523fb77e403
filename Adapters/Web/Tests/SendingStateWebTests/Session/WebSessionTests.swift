import SendingState
import SendingStateTestSupport
import SendingStateWeb
import Testing

/// A person's input from the page goes to the kit's input engine, with the rules of every toolkit;
/// input on an element the page doesn't show, or that takes no input, is refused and reported.
@MainActor
@Suite(.serialized)
struct WebSessionTests {
    /// A screen with a button and a switch, whose events become actions.
    final class Screen: WebStack, EventForwardingProvider {
        let buy = WebButton(title: "Buy")
        let express = WebToggle(title: "Express delivery")

        init() {
            super.init(axis: .vertical)
            addSubview(buy)
            addSubview(express)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(buy) { _, ctx in
                    for event: ControlEvents in [
                        .touchDown, .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered,
                    ] {
                        ctx.control(event) { ["buy \(event)"] }
                    }
                }
                EventForwarder(express) { toggle, ctx in
                    ctx.control(.valueChanged) { ["express \(toggle.isOn)"] }
                }
            }
        }
    }

    let screen = Screen()
    let recorder = Recorder<String>()
    let session: WebSession

    init() {
        screen.ss.addActionHandler(to: recorder)
        session = WebSession(root: screen)
        _ = session.pendingChanges()
    }

    /// The element number the page knows a view by.
    ///
    /// The screen is 1, the button 2 and the switch 3, in the order the session first showed them.
    func number(of view: WebView) throws -> Int {
        let numbers = [
            ObjectIdentifier(screen): 1, ObjectIdentifier(screen.buy): 2, ObjectIdentifier(screen.express): 3,
        ]
        return try #require(numbers[ObjectIdentifier(view)])
    }

    func press(_ view: WebView, at point: Point, pointer: Int = 1) throws -> Bool {
        session.handle(
            .pointer(
                phase: .down, pointer: pointer, location: point, target: try number(of: view),
                frame: Rect(x: 10, y: 10, width: 100, height: 44)))
    }

    @Test func aClickOnAButtonReportsItsTouchesThenItsPrimaryAction() throws {
        #expect(try press(screen.buy, at: Point(x: 50, y: 30)))
        #expect(
            session.handle(
                .pointer(phase: .up, pointer: 1, location: Point(x: 52, y: 31), target: nil, frame: nil)))
        #expect(
            recorder.actions == [
                "buy [touchDown]", "buy [touchUpInside]", "buy [primaryActionTriggered]",
            ])
    }

    @Test func aPressDraggedOffAndReleasedOutsideIsTouchUpOutsideWithNoAction() throws {
        #expect(try press(screen.buy, at: Point(x: 50, y: 30)))
        session.handle(
            .pointer(phase: .move, pointer: 1, location: Point(x: 400, y: 300), target: nil, frame: nil))
        session.handle(
            .pointer(phase: .up, pointer: 1, location: Point(x: 400, y: 300), target: nil, frame: nil))
        #expect(recorder.actions == ["buy [touchDown]", "buy [touchUpOutside]"])
    }

    @Test func theBrowserTakingThePointersBackCancelsThePressAndNothingDownCancelsNothing() throws {
        #expect(
            !session.handle(.pointer(phase: .cancel, pointer: 1, location: .zero, target: nil, frame: nil)))
        #expect(try press(screen.buy, at: Point(x: 50, y: 30)))
        #expect(
            session.handle(.pointer(phase: .cancel, pointer: 1, location: .zero, target: nil, frame: nil)))
        #expect(recorder.actions == ["buy [touchDown]", "buy [touchCancel]"])
        #expect(
            !session.handle(
                .pointer(phase: .up, pointer: 1, location: Point(x: 50, y: 30), target: nil, frame: nil)),
            "the pointer was let go")
    }

    @Test func aClickOrTheKeyboardTurnsASwitchOverAndThePageIsTold() throws {
        #expect(try press(screen.express, at: Point(x: 20, y: 20)))
        session.handle(
            .pointer(phase: .up, pointer: 1, location: Point(x: 20, y: 20), target: nil, frame: nil))
        #expect(screen.express.isOn)
        #expect(session.pendingChanges() == [.setAttributes(id: 3, ["aria-checked": "true"])])
        #expect(session.handle(.activate(target: 3)))
        #expect(!screen.express.isOn)
        #expect(recorder.actions == ["express true", "express false"])
        #expect(screen.express.accessibilityValue == "off")
    }

    @Test func inputOnAnElementThePageDoesntShowIsRefusedAndReported() throws {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(!session.handle(.activate(target: 99)))
            screen.buy.isHidden = true
            // The page hasn't been told yet: the session refuses what it knows is hidden.
            #expect(!session.handle(.activate(target: 2)))
            screen.buy.isHidden = false
            screen.express.isEnabled = false
            #expect(
                !session.handle(
                    .pointer(
                        phase: .down, pointer: 1, location: Point(x: 20, y: 20), target: 3,
                        frame: Rect(x: 0, y: 0, width: 40, height: 40))))
        }
        #expect(recorder.actions.isEmpty)
        #expect(!screen.express.isOn)
        #expect(
            diagnostics.reports.map(\.description) == [
                "SendingStateWeb: the browser sent an activation on element 99, which the page doesn't show; nothing was done",
                "SendingStateWeb: the browser sent an activation on a hidden WebButton; nothing was done",
                "SendingStateWeb: the browser sent a press on a disabled WebToggle; nothing was done",
            ])
    }

    @Test func aPressAtAPositionThatIsntANumberIsIgnored() throws {
        // The decoder refuses such a message; a message made in Swift reaches the engine, which
        // ignores the press.
        #expect(try !press(screen.buy, at: Point(x: .nan, y: 30)))
        #expect(
            !session.handle(
                .pointer(phase: .up, pointer: 1, location: Point(x: 50, y: 30), target: nil, frame: nil)),
            "no press is down")
        #expect(recorder.actions.isEmpty)
    }

    @Test func theSemanticsOfThePageAreTheTreeReadersAsOnEveryToolkit() {
        screen.express.isOn = true
        #expect(
            session.root.semanticsDump() == """
                button "Buy"
                toggle "Express delivery" value "on"

                """)
    }

    @Test func aSyncIsAnsweredByTheNextPatchEvenWhenNothingChangedAndOnlyOnce() throws {
        #expect(session.pendingPatch(reset: false) == nil, "the page is up to date")
        #expect(session.handle(.sync(number: 7)))
        #expect(
            try #require(session.pendingPatch(reset: false))
                == #"{"root":1,"reset":false,"sync":7,"changes":[]}"#)
        #expect(session.pendingPatch(reset: false) == nil, "answered once")
        #expect(session.handle(.sync(number: 8)))
        screen.express.isOn = true
        let patch = try #require(session.pendingPatch(reset: false))
        #expect(
            patch.contains(#""sync":8"#) && patch.contains(#""aria-checked":"true""#),
            "in the patch of what changed")
    }

    @Test func theFocusedViewReadsAsFocusedAndNoOtherDoes() {
        #expect(screen.express.becomeFirstResponder())
        #expect(
            session.root.semanticsDump() == """
                button "Buy"
                toggle "Express delivery" focused value "off"

                """)
    }
}
