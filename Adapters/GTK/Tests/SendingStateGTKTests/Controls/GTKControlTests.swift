import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKControlTests {
    /// A box around a scale whose touch events are mapped, recording whether it was touching.
    final class ScaleBox: GTKBox, EventForwardingProvider {
        let scale = GTKScale(minimumValue: 0, maximumValue: 10, step: 1)

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            scale.setMinimumSize(width: 200, height: -1)
            addSubview(scale)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(scale) { scale, ctx in
                ctx.control([.touchDown, .touchUpInside, .touchUpOutside]) {
                    ["touching: \(scale.isTouching)"]
                }
            }
        }
    }

    @Test func aControlIsTouchingFromItsTouchDownUntilItsTouchEnds() throws {
        let box = ScaleBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        let y = window.input.center(of: box.scale).y
        // A scale's own drag gesture claims the pointer; the control still sees the whole touch.
        try window.input.drag(box.scale, from: Point(x: 10, y: y), to: Point(x: 120, y: y))
        window.waitUntil { recorder.actions.count >= 2 }
        #expect(recorder.actions == ["touching: true", "touching: false"])
        #expect(!box.scale.isTouching)
    }
}
