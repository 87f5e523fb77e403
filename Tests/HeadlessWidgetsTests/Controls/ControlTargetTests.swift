import HeadlessWidgets
import SendingState
import Testing

/// UIKit's `allTargets`, `allControlEvents` and `actions(forTarget:forControlEvent:)`: a control's
/// SendingState storage is its one target while control events are mapped on it.
@MainActor
struct ControlTargetTests {
    /// A view that maps events of its two buttons, or none.
    final class Screen: View, EventForwardingProvider {
        let mapped = Button()
        let plain = Button()
        var events: ControlEvents = [.touchUpInside, .valueChanged]

        init() {
            super.init(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            addSubview(mapped)
            addSubview(plain)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(mapped) { [events] _, ctx in
                if !events.isEmpty { ctx.control(events) { ["mapped"] } }
            }
        }
    }

    let screen = Screen()
    let recorder = ActionRecorder<String>()

    @Test func aControlWithMappedEventsHasItsStorageAsItsOneTarget() {
        screen.ss.addActionHandler(to: recorder)
        #expect(screen.mapped.allTargets.count == 1)
        #expect(screen.mapped.allControlEvents == [.touchUpInside, .valueChanged])
        #expect(screen.plain.allTargets.isEmpty)
        #expect(screen.plain.allControlEvents.isEmpty)
    }

    @Test func theTargetPerformsSendingStatesActionForAMappedEventOnly() throws {
        screen.ss.addActionHandler(to: recorder)
        let target = try #require(screen.mapped.allTargets.first)
        #expect(screen.mapped.actions(forTarget: target, forControlEvent: .touchUpInside) == ["report(_:)"])
        #expect(
            screen.mapped.actions(forTarget: target, forControlEvent: [.touchDown, .valueChanged]) == [
                "report(_:)"
            ])
        #expect(screen.mapped.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(screen.mapped.actions(forTarget: screen, forControlEvent: .touchUpInside) == nil)
        #expect(screen.mapped.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(screen.plain.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    }

    @Test func theTargetGoesWhenTheMappingsDo() {
        screen.ss.addActionHandler(to: recorder)
        screen.events = []
        screen.ss.reloadEventForwarder()
        #expect(screen.mapped.allTargets.isEmpty)
        #expect(screen.mapped.allControlEvents.isEmpty)
    }
}
