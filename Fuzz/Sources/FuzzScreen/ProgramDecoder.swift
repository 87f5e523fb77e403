import FuzzSupport
import HeadlessWidgets
import SendingState

/// Decodes the fuzz input into a program of ``Operation``s.
struct ProgramDecoder {
    /// The most steps a program has, so that one input runs in a few milliseconds.
    static let maximumLength = 48

    private var input: FuzzInput
    private var nextMappingID = 0

    init(_ bytes: [UInt8]) {
        input = FuzzInput(bytes)
    }

    /// How the screen starts, from the first byte: whether its cards live in a scroll view rather
    /// than directly in the window, and whether it runs ``Screen/prelude(reaction:)`` first, with
    /// which reaction.
    mutating func decodeSetup() -> (usesScrollView: Bool, prelude: Operation.Reaction?) {
        let byte = Int(input.byte())
        let reactions = Operation.Reaction.allCases
        return (byte & 1 == 1, byte & 2 == 0 ? reactions[(byte >> 2) % reactions.count] : nil)
    }

    /// The next step, or `nil` at the end of the input.
    mutating func next() -> Operation? {
        guard !input.isExhausted else { return nil }
        switch input.int(in: 0...39) {
        case 0, 1: return .addCard(card: card())
        case 2, 3: return .replan(card: card(), declarations: declarations())
        case 4, 5: return .configure(card: card(), model: model())
        case 6: return .removeState(card: card())
        case 7: return .configureTag(senderSlot: senderSlot(), model: model())
        case 8: return .removeTagState(senderSlot: senderSlot())
        case 9:
            let model = input.bool() ? model() : nil
            return .applyRow(senderSlot: senderSlot(), row: input.bool() ? .card(model) : .tag(model))
        case 10: return .applyCardRowTyped(card: card(), model: input.bool() ? model() : nil)
        case 11:
            let kind = input.pick(Operation.HandlerKind.allCases)
            return .createHandler(
                handler: handler(), kind: kind,
                reaction: input.bool() ? .none : input.pick(Operation.Reaction.allCases))
        case 12: return .releaseHandler(handler: handler())
        case 13, 14, 15:
            return .handlerCall(
                card: card(), handler: handler(), call: input.pick(Operation.HandlerCall.allCases))
        case 16: return .reload(card: card())
        case 17, 18, 19: return .report(senderSlot: senderSlot(), occurrence: occurrence())
        case 20, 21, 22:
            return .echo(
                senderSlot: senderSlot(), pick: input.int(in: 0...255), perturbation: input.int(in: 0...15))
        case 23, 24, 25, 26: return .user(senderSlot: senderSlot(), input: userInput())
        case 27: return .detachCard(card: card())
        case 28: return .reattachCard(card: card())
        case 29: return .releaseCard(card: card())
        case 30: return .forgetControls(card: card())
        case 31: return .setFlag(senderSlot: senderSlot(), flag: flag())
        case 32: return .setFrame(senderSlot: senderSlot(), frame: rect())
        case 33, 34: return .storeApply(store: input.int(in: 0...1), card: card())
        case 35: return .storeUpdate(store: input.int(in: 0...1), model: model(), force: input.bool())
        case 36, 37: return .invalidate(card: card(), delta: input.int(in: -1...2), force: input.bool())
        case 38: return .renewStore(store: input.int(in: 0...1))
        default: return .addCard(card: card())
        }
    }

    private mutating func card() -> Int { input.int(in: 0...2) }
    private mutating func handler() -> Int { input.int(in: 0...3) }
    private mutating func senderSlot() -> Int { input.int(in: 0...15) }

    /// A model from a few ids and revisions, so that equal models come up often.
    private mutating func model() -> CardModel {
        let byte = Int(input.byte())
        return CardModel(id: byte & 3, revision: (byte >> 2) & 3)
    }

    private mutating func declarations() -> [(senderSlot: Int, mappings: [MappingSpec])] {
        (0..<input.int(in: 0...4)).map { _ in
            (senderSlot(), (0..<input.int(in: 0...3)).map { _ in mapping() })
        }
    }

    private mutating func mapping() -> MappingSpec {
        defer { nextMappingID += 1 }
        let event: MappingSpec.Event
        switch input.int(in: 0...5) {
        case 0, 1, 2: event = .control(controlEvents())
        case 3, 4: event = .gesture(gestureSpec())
        default: event = .key(keyPress())
        }
        let stateRead = input.pick([MappingSpec.StateRead.none, .model, .model, .otherType])
        return MappingSpec(
            id: nextMappingID, event: event, stateRead: stateRead, actionCount: input.int(in: 0...2))
    }

    private mutating func controlEvents() -> ControlEvents {
        if input.int(in: 0...7) == 0 {
            return ControlEvents(rawValue: UInt32(truncatingIfNeeded: input.bits64()))
        }
        return input.pick([
            .touchUpInside, .primaryActionTriggered, .valueChanged, .touchDown, .editingChanged,
            .editingDidEnd, .editingDidBegin, .editingDidEndOnExit, .touchUpOutside, .touchCancel,
            .touchDownRepeat, .touchDragExit, [.touchUpInside, .valueChanged], .allEvents, .allTouchEvents,
            [],
        ])
    }

    private mutating func gestureSpec() -> GestureSpec {
        let kind = input.pick(GestureKind.allCases)
        let phases: GesturePhases
        switch input.int(in: 0...5) {
        case 0: phases = GesturePhases(rawValue: input.byte())
        case 1: phases = .all
        case 2: phases = [.began, .changed, .ended]
        default: phases = GestureEvent.Defaults.phases(for: kind)
        }
        return GestureSpec(
            kind: kind, phases: phases, numberOfTaps: smallCount(), numberOfTouches: smallCount(),
            minimumPressDuration: input.bool()
                ? input.anyDouble() : GestureEvent.Defaults.minimumPressDuration,
            direction: input.bool() ? SwipeDirection(rawValue: input.byte()) : .right,
            edges: input.bool() ? ScreenEdges(rawValue: input.byte()) : .left)
    }

    /// A count of taps or touches: most often 1 or 2, sometimes 0 or below, now and then anything.
    private mutating func smallCount() -> Int {
        switch input.int(in: 0...7) {
        case 0: input.anyInt()
        case 1: 0
        case 2: 2
        case 3: -1
        default: 1
        }
    }

    private mutating func keyPress() -> KeyPress {
        let keys: [Key] = [
            .character("q"), .character("Q"), .character("?"), .character("é"), .character("İ"),
            .character("ß"),
            .character("1"), .return, .space, .tab,
            .escape, .upArrow, .leftArrow, .deleteBackward,
        ]
        let key = input.pick(keys)
        return KeyPress(key, modifierFlags: modifiers())
    }

    private mutating func modifiers() -> KeyModifierFlags {
        input.int(in: 0...3) == 0
            ? KeyModifierFlags(rawValue: input.anyInt())
            : KeyModifierFlags(rawValue: (Int(input.byte()) & 0xF) << 17)
    }

    private mutating func occurrence() -> SenderOccurrence {
        switch input.int(in: 0...4) {
        case 0, 1: return .control(controlEvents())
        case 2, 3: return .gesture(input.pick(GestureKind.allCases), gestureValues())
        default: return .key(keyPress())
        }
    }

    private mutating func gestureValues() -> GestureValues {
        GestureValues(
            phase: input.pick(GesturePhase.allCases), location: point(), translation: point(),
            velocity: point(),
            scale: input.anyDouble(), rotation: input.anyDouble(), numberOfTouches: smallCount(),
            numberOfTaps: smallCount(), pressDuration: input.anyDouble(),
            direction: SwipeDirection(rawValue: input.byte()), edge: ScreenEdges(rawValue: input.byte()))
    }

    private mutating func point() -> Point {
        input.bool()
            ? Point(x: input.ordinaryDouble(), y: input.ordinaryDouble())
            : Point(x: input.anyDouble(), y: input.anyDouble())
    }

    private mutating func rect() -> Rect {
        if input.bool() {
            return Rect(
                x: input.ordinaryDouble(), y: input.ordinaryDouble(), width: abs(input.ordinaryDouble()),
                height: abs(input.ordinaryDouble()))
        }
        return Rect(
            x: input.anyDouble(), y: input.anyDouble(), width: input.anyDouble(), height: input.anyDouble())
    }

    private mutating func steps() -> Int { input.int(in: -1...12) }

    private mutating func cancellingAfter() -> Int? {
        input.int(in: 0...3) == 0 ? input.int(in: -1...13) : nil
    }

    private mutating func userInput() -> Operation.UserInput {
        switch input.int(in: 0...19) {
        case 0, 1: return .tap(taps: input.int(in: 0...3), touches: input.int(in: 0...3))
        case 2: return .tapEnding(input.pick([.inside, .outside, .cancelled]))
        case 3:
            return .longPress(
                duration: input.bool() ? input.anyDouble() : Double(input.int(in: 0...8)) / 4,
                touches: input.int(in: 0...2), cancelled: input.bool())
        case 4: return .swipe(SwipeDirection(rawValue: input.byte() & 0x1F), touches: input.int(in: 0...2))
        case 5:
            return .pan(
                point(), steps: steps(), touches: input.int(in: 0...2), cancellingAfter: cancellingAfter())
        case 6: return .fling(point(), touches: input.int(in: 0...2))
        case 7:
            return .screenEdgePan(
                ScreenEdges(rawValue: input.byte() & 0x1F), point(), steps: steps(),
                cancellingAfter: cancellingAfter())
        case 8: return .pinch(input.anyDouble(), steps: steps(), cancellingAfter: cancellingAfter())
        case 9: return .rotate(input.anyDouble(), steps: steps(), cancellingAfter: cancellingAfter())
        case 10:
            return .hover((0..<input.int(in: 0...3)).map { _ in point() }, cancellingAfter: cancellingAfter())
        case 11: return .slide(Float(input.anyDouble()), steps: input.int(in: -1...6))
        case 12: return .toggle
        case 13: return .type(input.pick(["a", "ab", "", "é😀", "\n", "Q"]))
        case 14: return .deleteBackward
        case 15: return .pressReturn
        case 16, 17: return .press(keyPress().key, modifiers())
        case 18: return .pressTab
        default: return .becomeFirstResponder
        }
    }

    private mutating func flag() -> Operation.Flag {
        switch input.int(in: 0...4) {
        case 0: .hidden(input.bool())
        case 1: .alpha(input.bool() ? 1 : input.anyDouble())
        case 2: .userInteraction(input.bool())
        case 3: .enabled(input.bool())
        default: .fullKeyboardAccess(input.bool())
        }
    }
}
