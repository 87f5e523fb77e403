import SendingState

extension Screen {
    /// The steps that set up a typical screen before the program runs, so that most programs start
    /// where actions are delivered: three cards, each declaring mappings on itself, its controls and
    /// the shared button, configured, with handlers of each kind, one of which reacts as given when
    /// it first receives an action, and one button bound on its own.
    static func prelude(reaction: Operation.Reaction) -> [Operation] {
        var steps: [Operation] = []
        var id = 10_000
        func mapping(_ event: MappingSpec.Event, _ stateRead: MappingSpec.StateRead) -> MappingSpec {
            defer { id += 1 }
            return MappingSpec(id: id, event: event, stateRead: stateRead, actionCount: 1)
        }
        func gesture(_ kind: GestureKind) -> MappingSpec.Event {
            .gesture(
                GestureSpec(
                    kind: kind, phases: GestureEvent.Defaults.phases(for: kind),
                    numberOfTaps: kind == .tap ? 1 : 0,
                    numberOfTouches: 1, minimumPressDuration: 0.5, direction: .right, edges: .left))
        }
        for card in 0..<3 {
            steps.append(.addCard(card: card))
        }
        steps += [
            .createHandler(handler: 0, kind: .typed, reaction: .none),
            .createHandler(handler: 1, kind: .any, reaction: .none),
            .createHandler(handler: 2, kind: .string, reaction: .none),
            .createHandler(handler: 3, kind: .typed, reaction: reaction),
        ]
        for card in 0..<3 {
            let slot = card * 5
            steps.append(
                .replan(
                    card: card,
                    declarations: [
                        (slot, [mapping(gesture(.tap), .model), mapping(gesture(.longPress), .none)]),
                        (slot, [mapping(gesture(.pan), .model), mapping(gesture(.swipe), .model)]),
                        (
                            slot + 1,
                            [
                                mapping(.control(.touchUpInside), .model),
                                mapping(.control(.primaryActionTriggered), .none),
                            ]
                        ),
                        (slot + 2, [mapping(.control(.valueChanged), .model)]),
                        (
                            slot + 3,
                            [mapping(.control(.valueChanged), .model), mapping(gesture(.tap), .model)]
                        ),
                        (
                            slot + 4,
                            [
                                mapping(.control(.editingChanged), .model),
                                mapping(.key(KeyPress("q")), .model),
                            ]
                        ),
                        (15, [mapping(.control(.touchUpInside), .model)]),
                    ]))
            steps.append(.configure(card: card, model: CardModel(id: card, revision: 0)))
            steps.append(.handlerCall(card: card, handler: 0, call: .add))
            steps.append(.handlerCall(card: card, handler: 2, call: .add))
        }
        steps.append(.handlerCall(card: 1, handler: 1, call: .addAny))
        steps.append(.handlerCall(card: 2, handler: 3, call: .add))
        steps.append(.handlerCall(card: 0, handler: 3, call: .addAny))
        steps.append(.configureTag(senderSlot: 6, model: CardModel(id: 3, revision: 1)))
        return steps
    }
}
