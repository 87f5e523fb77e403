import SendingStateTestSupport
import Testing

@testable import SendingState

/// A context made on its own, as SendingState 1.0.0's tests make one, returns each mapping it is
/// given with the actions produced; a context a declaration is given returns nothing.
@MainActor
struct StandaloneMappingContextTests {
    let context = SenderEventMappingContext()

    @Test func aControlMappingIsReturnedWithItsActions() {
        let mapping = context.control(.touchUpInside) { ["first", "second"] }
        #expect(mapping.count == 1)
        #expect(mapping[.control(.touchUpInside)]?() == ["first", "second"])
    }

    @Test func theActionsAreProducedOnceAndReturnedOnEveryCall() {
        var calls = 0
        let mapping = context.control(.valueChanged) {
            calls += 1
            return [calls]
        }
        #expect(calls == 1)
        #expect(mapping[.control(.valueChanged)]?() == [1])
        #expect(mapping[.control(.valueChanged)]?() == [1])
        #expect(calls == 1)
    }

    @Test func aGestureMappingIsReturnedUnderTheGestureGiven() {
        let doubleTap = GestureEvent.tap(numberOfTaps: 2)
        let mapping = context.gesture(doubleTap) { ["double"] }
        #expect(Array(mapping.keys) == [.gesture(doubleTap)])
        #expect(mapping[.gesture(doubleTap)]?() == ["double"])
    }

    @Test func aGestureThatCanNeverBeMadeIsReturnedCorrectedAsItIsMapped() {
        let noTaps = GestureEvent.tap(numberOfTaps: 0)
        let mapping = context.gesture(noTaps) { ["tap"] }
        #expect(Array(mapping.keys) == [.gesture(.tap(numberOfTaps: 1))])
    }

    @Test func eachGestureMethodReturnsItsGestureWithTheDefaultsOf100() {
        let declared: [(SenderEvent?, GestureEvent)] = [
            (
                context.tapGesture { [0] }.keys.first,
                .tap(numberOfTaps: 1, numberOfTouches: 1, on: .recognized)
            ),
            (
                context.longPressGesture { [0] }.keys.first,
                .longPress(
                    minimumPressDuration: 0.5, numberOfTaps: 0, numberOfTouches: 1, on: [.began, .ended])
            ),
            (
                context.swipeGesture { [0] }.keys.first,
                .swipe(direction: .right, numberOfTouches: 1, on: .recognized)
            ),
            (context.panGesture { [0] }.keys.first, .pan(on: [.changed, .ended])),
            (context.pinchGesture { [0] }.keys.first, .pinch(on: [.changed, .ended])),
            (context.rotationGesture { [0] }.keys.first, .rotation(on: [.changed, .ended])),
            (context.screenEdgeGesture { [0] }.keys.first, .screenEdge(edges: .left, on: .recognized)),
            (context.hoverGesture { [0] }.keys.first, .hover(on: .changed)),
        ]
        for (key, gesture) in declared {
            #expect(key == .gesture(gesture))
        }
    }

    @Test func eachGestureMethodReturnsTheParametersItIsGiven() {
        let tap = context.tapGesture(numberOfTaps: 2, numberOfTouches: 2, on: [.began, .ended]) { [1] }
        #expect(tap[.gesture(.tap(numberOfTaps: 2, numberOfTouches: 2, on: [.began, .ended]))]?() == [1])
        let press = context.longPressGesture(minimumPressDuration: 2, on: .began) { [2] }
        #expect(press[.gesture(.longPress(minimumPressDuration: 2, on: .began))]?() == [2])
        let swipe = context.swipeGesture(direction: .left, numberOfTouches: 2) { [3] }
        #expect(swipe[.gesture(.swipe(direction: .left, numberOfTouches: 2))]?() == [3])
        let edge = context.screenEdgeGesture(edges: .right, on: [.began, .ended]) { [4] }
        #expect(edge[.gesture(.screenEdge(edges: .right, on: [.began, .ended]))]?() == [4])
        let pan = context.panGesture(on: .all) { [5] }
        #expect(pan[.gesture(.pan(on: .all))]?() == [5])
        let pinch = context.pinchGesture(on: .began) { [6] }
        #expect(pinch[.gesture(.pinch(on: .began))]?() == [6])
        let rotation = context.rotationGesture(on: .ended) { [7] }
        #expect(rotation[.gesture(.rotation(on: .ended))]?() == [7])
        let hover = context.hoverGesture(on: .began) { [8] }
        #expect(hover[.gesture(.hover(on: .began))]?() == [8])
    }

    @Test func aKeyMappingIsReturnedWithItsActions() {
        let mapping = context.key("s", modifierFlags: .command) { ["save"] }
        #expect(mapping[.key(KeyPress("s", modifierFlags: .command))]?() == ["save"])
    }

    @Test func aStateAwareMappingIsReturnedWithNoActionsForThereIsNoState() {
        var ran = false
        let mappings: [[SenderEvent: () -> [Int]]] = [
            context.control(.valueChanged) { (value: Int) in
                ran = true
                return [value]
            },
            context.gesture(.pan()) { (value: Int) in [value] },
            context.tapGesture { (value: Int) in [value] },
            context.longPressGesture { (value: Int) in [value] },
            context.swipeGesture { (value: Int) in [value] },
            context.panGesture { (value: Int) in [value] },
            context.pinchGesture { (value: Int) in [value] },
            context.rotationGesture { (value: Int) in [value] },
            context.screenEdgeGesture { (value: Int) in [value] },
            context.hoverGesture { (value: Int) in [value] },
            context.key("k") { (value: Int) in [value] },
        ]
        for mapping in mappings {
            #expect(mapping.count == 1)
            #expect(mapping.values.first?() == [])
        }
        #expect(!ran)
    }

    @Test func differentGesturesAreDifferentKeys() {
        let tap = context.tapGesture { [1] }
        let pinch = context.pinchGesture { [2] }
        let pan = context.panGesture { [3] }
        #expect(Set([tap.keys.first, pinch.keys.first, pan.keys.first]).count == 3)
    }

    /// A view whose declaration keeps what each mapping method returns.
    private final class ReturningView: Sender, Configurable, EventForwardingProvider {
        let senderStorage = SenderStorage()
        var returned: [[SenderEvent: () -> [String]]] = []

        var configurer: (ReturningView, Item) -> Void { { _, _ in } }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { view, ctx in
                view.returned.append(ctx.control(.touchUpInside) { ["tapped"] })
                view.returned.append(ctx.control(.touchUpInside) { (item: Item) in ["tapped \(item.id)"] })
            }
        }
    }

    @Test func aDeclarationsContextDeliversTheActionsAndReturnsEmptyMappings() {
        let view = ReturningView()
        let recorder = Recorder<String>()
        view.ss.addActionHandler(to: recorder)
        view.ss.configure(Item(id: 4, title: "four"))
        view.ss.report(.control(.touchUpInside))
        #expect(recorder.actions == ["tapped", "tapped 4"])
        #expect(!view.returned.isEmpty)
        #expect(view.returned.allSatisfy { $0.isEmpty })
    }
}
