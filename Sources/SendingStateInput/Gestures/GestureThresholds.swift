/// The thresholds of the kit's recognizers, each defined once, with UIKit's values where UIKit
/// documents one.
///
/// Every recognizer reads its threshold here, so a tap, a long press and a pan agree on how far a
/// finger may move, whichever toolkit feeds them.
public enum GestureThresholds {
    /// How far, in points, a finger may move during a tap or before a long press begins, and must
    /// move before a pan begins: UIKit's 10 points.
    public static let movement = 10.0

    /// How long, in seconds, a finger may rest between two taps of a streak, when the toolkit has
    /// no setting of its own.
    ///
    /// An adapter whose toolkit has a setting passes that instead, as GTK's double-click time.
    public static let doubleTapInterval = 0.3

    /// How long, in seconds, a press lasts before a long press begins when none is mapped.
    ///
    /// It is UIKit's default `minimumPressDuration`, 0.5 s. A press that long is no longer a tap.
    public static let minimumPressDuration = 0.5

    /// The slowest, in points a second, that a finger may lift for its stroke to be a swipe.
    public static let minimumSwipeSpeed = 300.0

    /// How near to an edge of the screen, in points, a drag must start to be a screen-edge pan.
    public static let screenEdgeMargin = 20.0

    /// How far the scale of two fingers' spread gets from 1 before a pinch begins.
    public static let pinchScale = 0.01

    /// How far, in radians, two fingers turn before a rotation begins.
    public static let rotation = 0.01

    /// How far back, in seconds, a velocity looks at a finger's movement.
    public static let velocityWindow = 0.1
}
