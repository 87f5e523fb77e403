import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// A slider follows a drag that begins on its thumb and the arrow keys; a stepper steps at a
/// press on a half and with the arrow keys; values set from code report nothing.
@MainActor
@Suite(.serialized)
struct AdjustableControlTests {
    /// A screen with a slider and a stepper, whose events become actions.
    final class Screen: WebStack, EventForwardingProvider {
        let volume = WebSlider(minimumValue: 0, maximumValue: 10, value: 0)
        let bags = WebStepper(minimumValue: 0, maximumValue: 3, value: 0)

        init() {
            super.init(axis: .vertical)
            addSubview(volume)
            addSubview(bags)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(volume) { slider, ctx in
                    for event: ControlEvents in [.touchDown, .touchDragInside, .touchUpInside, .touchCancel] {
                        ctx.control(event) { ["volume \(event)"] }
                    }
                    ctx.control(.valueChanged) { ["volume = \(slider.value)"] }
                }
                EventForwarder(bags) { stepper, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside] {
                        ctx.control(event) { ["bags \(event)"] }
                    }
                    ctx.control(.valueChanged) { ["bags = \(stepper.value)"] }
                }
            }
        }
    }

    let screen = Screen()
    let recorder = Recorder<String>()
    let session: WebSession
    /// Where the page says each control is: 124 pixels wide, so that a slider's thumb, 12 pixels
    /// from either end at its ends, travels 100.
    let frame = Rect(x: 0, y: 0, width: 124, height: 44)

    init() {
        screen.ss.addActionHandler(to: recorder)
        session = WebSession(root: screen)
        _ = session.pendingChanges()
    }

    /// Presses element `target` at `x`, moves to each of `moves` and releases at the last.
    func drag(_ target: Int, from x: Double, through moves: [Double]) {
        session.handle(
            .pointer(phase: .down, pointer: 1, location: Point(x: x, y: 20), target: target, frame: frame))
        for move in moves {
            session.handle(
                .pointer(phase: .move, pointer: 1, location: Point(x: move, y: 20), target: nil, frame: frame)
            )
        }
        session.handle(
            .pointer(
                phase: .up, pointer: 1, location: Point(x: moves.last ?? x, y: 20), target: nil, frame: frame)
        )
    }

    @Test func aDragOfTheThumbMovesTheValueWithThePointerReportingEachChange() {
        drag(2, from: 12, through: [37, 62])
        #expect(screen.volume.value == 5)
        #expect(
            recorder.actions == [
                "volume [touchDown]", "volume [touchDragInside]", "volume = 2.5", "volume [touchDragInside]",
                "volume = 5.0", "volume [touchUpInside]",
            ])
        #expect(
            session.pendingChanges() == [
                .setAttributes(id: 2, ["aria-valuenow": "5", "data-ss-style-fraction": "0.5"])
            ])
    }

    @Test func aPressGrabsTheThumbUpToHalfATargetFromItsCenter() {
        drag(2, from: 34, through: [44])
        #expect(screen.volume.value == 1, "22 pixels from the thumb's center at 12 still grabs it")
        drag(2, from: 44.5, through: [54.5])
        #expect(screen.volume.value == 1, "22.5 pixels from its center, now at 22, doesn't")
    }

    @Test func aPressOnTheTrackAwayFromTheThumbMovesNothing() {
        drag(2, from: 60, through: [90])
        #expect(screen.volume.value == 0)
        #expect(
            recorder.actions == ["volume [touchDown]", "volume [touchDragInside]", "volume [touchUpInside]"])
    }

    @Test func aSliderThatIsNotContinuousReportsItsValueOnceBeforeTheRelease() {
        screen.volume.isContinuous = false
        drag(2, from: 12, through: [37, 62, 300])
        #expect(screen.volume.value == 10, "the value stays in range as the pointer leaves the track")
        #expect(
            recorder.actions == [
                "volume [touchDown]", "volume [touchDragInside]", "volume [touchDragInside]", "volume = 10.0",
            ],
            "valueChanged once, before touchUpOutside, which isn't mapped")
    }

    @Test func theArrowKeysStepASliderByATenthOfItsRangeAndStopAtItsEnds() {
        screen.volume.value = 9.5
        #expect(session.handle(.key(press: KeyPress(.upArrow), target: 2)))
        #expect(session.handle(.key(press: KeyPress(.rightArrow), target: 2)))
        #expect(session.handle(.key(press: KeyPress(.leftArrow), target: 2)))
        #expect(recorder.actions == ["volume = 10.0", "volume = 9.0"], "no valueChanged at the maximum")
    }

    @Test func aPressOnAStepperStepsByTheHalfItLandsOnAndNotPastItsBounds() {
        drag(3, from: 100, through: [])
        drag(3, from: 100, through: [])
        drag(3, from: 10, through: [])
        #expect(screen.bags.value == 1)
        screen.bags.value = 3
        drag(3, from: 100, through: [])
        #expect(
            recorder.actions == [
                "bags [touchDown]", "bags = 1.0", "bags [touchUpInside]",
                "bags [touchDown]", "bags = 2.0", "bags [touchUpInside]",
                "bags [touchDown]", "bags = 1.0", "bags [touchUpInside]",
                "bags [touchDown]", "bags [touchUpInside]",
            ])
        #expect(
            session.pendingChanges() == [.setAttributes(id: 3, ["aria-valuenow": "3"]), .setText(id: 3, "3")])
    }

    @Test func aStepperThatWrapsGoesRoundAndTheArrowKeysStepIt() {
        screen.bags.wraps = true
        screen.bags.stepValue = -1
        #expect(screen.bags.stepValue == 1, "a step that isn't positive is ignored")
        #expect(session.handle(.key(press: KeyPress(.downArrow), target: 3)))
        #expect(session.handle(.key(press: KeyPress(.rightArrow), target: 3)))
        #expect(recorder.actions == ["bags = 3.0", "bags = 0.0"])
    }

    @Test func anActivationOfASliderOrAStepperDoesNothingAndSaysSo() {
        #expect(!session.handle(.activate(target: 2)))
        #expect(!session.handle(.activate(target: 3)))
        #expect(recorder.actions.isEmpty)
        #expect((screen.volume.value, screen.bags.value) == (0, 0))
    }

    @Test func valuesSetFromCodeReportNothingAndStayInRange() {
        screen.volume.value = .nan
        screen.volume.value = 40
        screen.volume.minimumValue = 20
        screen.bags.value = -3
        #expect(recorder.actions.isEmpty)
        #expect((screen.volume.minimumValue, screen.volume.maximumValue, screen.volume.value) == (20, 20, 20))
        #expect(screen.bags.value == 0)
    }

    @Test func theControlsReadAsAdjustableWithTheirValues() {
        screen.volume.accessibilityLabel = "Volume"
        screen.bags.accessibilityLabel = "Bags"
        screen.bags.value = 2
        #expect(
            screen.semanticsDump() == """
                adjustable "Volume" value "0"
                adjustable "Bags" value "2"

                """)
        let slider = screen.volume.render()
        #expect(slider.attributes["role"] == "slider")
        #expect(slider.attributes["tabindex"] == "0", "the browser focuses a div only with a tabindex")
        #expect(slider.attributes["aria-valuemax"] == "10")
        screen.bags.isEnabled = false
        #expect(screen.bags.render().attributes["tabindex"] == nil, "a disabled control isn't a Tab stop")
        #expect(screen.bags.render().attributes["aria-disabled"] == "true")
    }
}
