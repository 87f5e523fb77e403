import SendingState

/// The scale and rotation of two fingers since they landed, as a toolkit measured them, such as
/// from a touchpad's pinch.
typealias TwoFingerMeasure = (scale: Double, rotation: Double)

/// A recognizer that measures two or more fingers, and can take the measures a toolkit made itself
/// instead: the engine's virtual pair reports exactly the scale and rotation it was given.
@MainActor
protocol TwoFingerMeasuring: PointerGestureRecognizer {
    /// Takes fingers that moved in one event, with the measures the toolkit made of them.
    func pointersMoved(_ moves: [Int: Point], time: Double, measured: TwoFingerMeasure)
}
