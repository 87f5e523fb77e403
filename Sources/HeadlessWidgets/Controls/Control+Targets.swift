public import SendingState

// UIKit's target-action bookkeeping, as far as SendingState is the target. A control on a UIKit
// screen using SendingState 1.0.0 lists the object 1.0.0 added as its target for the mapped events;
// here the control's events go to its SendingState storage, which these members name, so a test
// that checks a control's wiring the UIKit way ports by renaming the control's type.
extension Control {
    /// The control events mapped on the control, as UIKit's `allControlEvents` lists the events
    /// with actions; empty when none is.
    public var allControlEvents: ControlEvents {
        var events: ControlEvents = []
        for case .control(let mapped) in installedRecognizers {
            events.formUnion(mapped)
        }
        return events
    }

    /// The objects the control sends its events to, as UIKit's `allTargets`: its SendingState
    /// storage while a control event is mapped on it, and none otherwise.
    ///
    /// ```swift
    /// view.ss.addActionHandler(to: handler)
    /// #expect(view.button.allTargets.count == 1)
    /// ```
    public var allTargets: Set<AnyHashable> {
        allControlEvents.isEmpty ? [] : [AnyHashable(ObjectIdentifier(senderStorage))]
    }

    /// The actions the control performs on a target for an event, as UIKit's
    /// `actions(forTarget:forControlEvent:)`: `["report(_:)"]`, SendingState's, for the target in
    /// ``allTargets`` and an event mapped on the control; `nil` for any other target or event.
    ///
    /// - Parameters:
    ///   - target: A target from ``allTargets``.
    ///   - controlEvent: The events to look up; any one of them mapped is enough.
    /// - Returns: The actions' names, or `nil` when the target performs none for the events.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: ControlEvents) -> [String]? {
        guard let target = target as? AnyHashable, allTargets.contains(target),
            !allControlEvents.isDisjoint(with: controlEvent)
        else { return nil }
        return ["report(_:)"]
    }
}
