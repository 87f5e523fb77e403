import SendingState
import SendingStateInput

/// What one GTK event controller must be set up with.
struct RecognizerNeed: Equatable {
    /// The gesture kind it recognizes.
    var kind: GestureKind
    /// For a long press, when it begins; for a tap, how long a press may last and still be a tap.
    var pressThreshold: Double
}

/// The GTK event controllers a set of mapped events needs: at most one per gesture kind.
///
/// This is the one place that reads the gesture shape of `SenderEvent`. A long press begins at the
/// shortest minimum duration mapped, and a tap fails when held that long, so that a long press is
/// never also a tap.
///
/// - Parameter events: The events mapped on a sender, from `ss.mappedEvents`.
/// - Returns: What to install, by gesture kind.
func recognizerNeeds(for events: [SenderEvent]) -> [GestureKind: RecognizerNeed] {
    let gestures = events.compactMap { event -> GestureEvent? in
        if case .gesture(let gesture) = event { gesture } else { nil }
    }
    let longPressThreshold =
        gestures.compactMap(\.minimumPressDuration).min() ?? GestureThresholds.minimumPressDuration
    var needs: [GestureKind: RecognizerNeed] = [:]
    for gesture in gestures {
        needs[gesture.gestureKind] = RecognizerNeed(
            kind: gesture.gestureKind, pressThreshold: longPressThreshold)
    }
    return needs
}

extension GTKWidget {
    /// Makes and installs the controller that feeds the kit's recognizer for a need.
    func makeRecognizer(_ need: RecognizerNeed) -> GestureFeed {
        switch need.kind {
        case .tap: ClickFeed(owner: self, need: need)
        case .longPress, .swipe, .pan, .screenEdge: DragFeed(owner: self, need: need)
        case .pinch, .rotation: TwoFingerFeed(owner: self, need: need)
        case .hover: MotionFeed(owner: self, need: need)
        }
    }
}
