import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKScaleTests {
    /// A box around a scale whose value changes are mapped.
    final class ScaleBox: GTKBox, EventForwardingProvider {
        let scale = GTKScale(minimumValue: 0, maximumValue: 10, value: 0, step: 1)

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            scale.setMinimumSize(width: 200, height: -1)
            addSubview(scale)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(scale) { scale, ctx in
                ctx.control(.valueChanged) { [scale.value] }
            }
        }
    }

    let box = ScaleBox()
    let recorder = Recorder<Double>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    /// Drags the scale's slider from the left end to three quarters of the way.
    private func dragSlider(in window: GTKTestWindow) throws {
        let height = window.input.center(of: box.scale).y
        let width = 2 * window.input.center(of: box.scale).x
        try window.input.drag(
            box.scale, from: Point(x: 10, y: height), to: Point(x: width * 0.75, y: height))
    }

    @Test func draggingTheScaleReportsValueChangedAsTheValueMoves() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try dragSlider(in: window)
        window.waitUntil { box.scale.value >= 5 && recorder.actions.last == box.scale.value }
        #expect(box.scale.value >= 5)
        #expect(recorder.actions.count >= 2)
        #expect(recorder.actions == recorder.actions.sorted())
        #expect(recorder.actions.last == box.scale.value)
    }

    @Test func aScaleThatIsNotContinuousReportsOneValueChangedOnRelease() throws {
        box.scale.isContinuous = false
        let window = GTKTestWindow(box)
        defer { window.close() }
        try dragSlider(in: window)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [box.scale.value])
        #expect(box.scale.value >= 5)
    }

    @Test func aValueSetByCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.scale.value = 7
        box.scale.maximumValue = 5
        box.scale.minimumValue = 1
        window.wait(seconds: 0.1)
        #expect(box.scale.value == 5)
        #expect(recorder.actions.isEmpty)
    }

    @Test func theValueIsClampedToTheRange() {
        let scale = GTKScale(minimumValue: 2, maximumValue: 4, value: 9)
        #expect(scale.value == 4)
        #expect(scale.minimumValue == 2)
        #expect(scale.maximumValue == 4)
    }
}
