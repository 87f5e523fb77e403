import Testing

@testable import SendingStateInput

struct GestureThresholdsTests {
    @Test func theThresholdsAreUIKitsWhereUIKitDocumentsThem() {
        #expect(GestureThresholds.movement == 10, "UILongPressGestureRecognizer.allowableMovement")
        #expect(
            GestureThresholds.minimumPressDuration == 0.5, "UILongPressGestureRecognizer.minimumPressDuration"
        )
    }

    @Test func theOtherThresholdsAreSmallPositiveNumbers() {
        #expect(GestureThresholds.doubleTapInterval == 0.3)
        #expect(GestureThresholds.minimumSwipeSpeed == 300)
        #expect(GestureThresholds.screenEdgeMargin == 20)
        #expect(GestureThresholds.pinchScale == 0.01)
        #expect(GestureThresholds.rotation == 0.01)
        #expect(GestureThresholds.velocityWindow == 0.1)
    }
}
