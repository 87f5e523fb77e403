public import SendingState

/// The object that stands for one gesture mapped on a view, under UIKit's name.
///
/// A view makes one for each gesture mapped on it and lists them in ``View/gestureRecognizers``,
/// as UIKit lists the recognizers that SendingState 1.0.0 adds to a view. Its subclass, such as
/// ``TapGestureRecognizer``, and its UIKit-named properties, such as
/// ``TapGestureRecognizer/numberOfTapsRequired``, say what the mapping declares; ``event`` is the
/// declaration itself. So code that looks a recognizer up, as 1.0.0's tests do, ports by renaming
/// UIKit's types, and ``State`` is `UIGestureRecognizer.State`.
///
/// It recognizes nothing by itself: the window's input engine hears the fingers of user-level
/// methods such as ``View/tap(numberOfTaps:numberOfTouches:)``. What it adds is
/// ``simulateRecognition(in:)``, which fires its mapping as 1.0.0's test helper fires a
/// recognizer's action. It stays the same object while its mapping stays, and leaves the list, with
/// its ``view`` set to `nil`, when the mapping goes.
///
/// ```swift
/// let tap = try #require(view.gestureRecognizers?.first { $0 is TapGestureRecognizer })
/// tap.simulateRecognition()
/// ```
@MainActor
public class GestureRecognizer {
    /// The phases of a gesture, under UIKit's name: `UIGestureRecognizer.State` ports by renaming
    /// the type.
    public typealias State = GesturePhase

    /// The view the recognizer is installed on; `nil` once its mapping is gone or the view released.
    public private(set) weak var view: View?

    /// The phase the recognizer last reported; `.possible` until it reports.
    public internal(set) var state: State = .possible

    /// The gesture declaration the recognizer stands for, as the view's mappings list it, with
    /// what its UIKit-named properties set since.
    ///
    /// Setting a property such as ``TapGestureRecognizer/numberOfTapsRequired`` changes this
    /// declaration, not the view's mapping: what ``simulateRecognition(in:)`` reports then fires
    /// the mappings it matches.
    public internal(set) var event: GestureEvent

    /// The mapping the view installed the recognizer for; `nil` for a recognizer made on its own.
    let mapping: GestureEvent?

    /// Creates the recognizer of a gesture declaration, installed on a view.
    init(event: GestureEvent, view: View) {
        self.event = event
        self.mapping = event
        self.view = view
    }

    /// Creates a recognizer on no view, with a declaration of its own.
    init(unattached event: GestureEvent) {
        self.event = event
        self.mapping = nil
    }

    /// Creates a recognizer on no view, as a UIKit test fixture makes one,
    /// `UITapGestureRecognizer()`, to set its properties and compare them.
    ///
    /// It stands for its class's gesture with the defaults of SendingState's mapping methods,
    /// such as a single tap with one finger; a plain `GestureRecognizer` stands for a tap. With no
    /// view, its ``simulateRecognition(in:)`` does nothing: only a view makes the recognizers of
    /// its mappings.
    public convenience init() {
        self.init(unattached: Self.defaultEvent)
    }

    /// The declaration a recognizer of this class made on its own stands for.
    class var defaultEvent: GestureEvent { .tap() }

    /// Makes the recognizer of a declaration's kind: the one place that maps a kind to its class.
    static func make(for event: GestureEvent, on view: View) -> GestureRecognizer {
        switch event.gestureKind {
        case .tap: TapGestureRecognizer(event: event, view: view)
        case .longPress: LongPressGestureRecognizer(event: event, view: view)
        case .swipe: SwipeGestureRecognizer(event: event, view: view)
        case .pan: PanGestureRecognizer(event: event, view: view)
        case .screenEdge: ScreenEdgePanGestureRecognizer(event: event, view: view)
        case .pinch: PinchGestureRecognizer(event: event, view: view)
        case .rotation: RotationGestureRecognizer(event: event, view: view)
        case .hover: HoverGestureRecognizer(event: event, view: view)
        }
    }

    /// Takes the recognizer off its view, once its mapping is gone.
    fileprivate func detach() {
        view = nil
    }

    /// Values that meet ``event``'s requirements, which the recognizer reports with a phase and a
    /// location.
    ///
    /// Each subclass adds the values of its kind.
    var simulatedValues: GestureValues {
        GestureValues(numberOfTouches: event.numberOfTouches ?? GestureEvent.Defaults.numberOfTouches)
    }

    /// Reports the gesture to SendingState as if the recognizer had recognized it, as SendingState
    /// 1.0.0's test helper fires a recognizer's action.
    ///
    /// It is raw input, like ``View/sendGesture(_:_:)``, through which it reports: nothing checks
    /// that a person could make the gesture, so a hidden or disabled view reports it too. The
    /// values meet the declaration: its taps and touches, a press as long as its minimum, the
    /// first of its directions (right, left, up, down) or edges (top, left, bottom, right), at the
    /// center of the view's bounds. Every mapping on the view that matches the report fires, as
    /// when a person makes the gesture. A declaration with no direction or no edge matches nothing,
    /// and neither does its report.
    ///
    /// It sets ``state`` to the phase it reports. Once ``view`` is `nil`, because the mapping is
    /// gone or the view was released, it does nothing and leaves ``state`` as it was.
    ///
    /// ```swift
    /// let pan = try #require(view.gestureRecognizers?.first { $0 is PanGestureRecognizer })
    /// pan.simulateRecognition(in: .ended)
    /// #expect(pan.state == .ended)
    /// ```
    ///
    /// - Parameter phase: The phase to report in; by default the first phase the mapping fires on,
    ///   in the order began, changed, ended, cancelled, failed, possible, or
    ///   `.recognized` when it names none. A phase the mapping doesn't fire on is
    ///   reported, and fires no mapping that doesn't declare it.
    public func simulateRecognition(in phase: State? = nil) {
        guard let view else { return }
        let reported = phase ?? Self.firstPhase(of: event.phases)
        var values = simulatedValues
        values.phase = reported
        values.location = view.bounds.center
        state = reported
        view.sendGesture(event.gestureKind, values)
    }

    /// The first of a set of phases in the order a gesture goes through them.
    private static func firstPhase(of phases: GesturePhases) -> State {
        let order: [State] = [.began, .changed, .ended, .cancelled, .failed, .possible]
        return order.first { phases.contains($0) } ?? .recognized
    }
}

extension View {
    /// The recognizers of the gestures mapped on the view, one for each, in the order the mappings
    /// list them; `nil` when no gesture is mapped, as in UIKit.
    ///
    /// The view keeps them in step with ``installedRecognizers``: a recognizer stays the same object
    /// while its mapping stays, a new mapping gets a new one, and one whose mapping goes away leaves
    /// the list with its ``GestureRecognizer/view`` set to `nil`. Control events and keys have no
    /// recognizer.
    ///
    /// ```swift
    /// let tap = try #require(view.gestureRecognizers?.first { $0 is TapGestureRecognizer })
    /// tap.simulateRecognition()
    /// ```
    public var gestureRecognizers: [GestureRecognizer]? {
        gestureRecognizerObjects.isEmpty ? nil : gestureRecognizerObjects
    }

    /// Keeps the recognizers of the gestures still installed, makes those of new ones, and takes
    /// the others off the view.
    ///
    /// - Complexity: O(*m*) for *m* mapped events.
    func updateGestureRecognizers() {
        var previous: [GestureEvent: GestureRecognizer] = [:]
        for recognizer in gestureRecognizerObjects {
            if let mapping = recognizer.mapping { previous[mapping] = recognizer }
        }
        var current: [GestureRecognizer] = []
        for case .gesture(let gesture) in installedRecognizers {
            current.append(
                previous.removeValue(forKey: gesture) ?? GestureRecognizer.make(for: gesture, on: self))
        }
        for recognizer in previous.values {
            recognizer.detach()
        }
        gestureRecognizerObjects = current
    }
}
