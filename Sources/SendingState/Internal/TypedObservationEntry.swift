/// An observer of a store of `State`, called with the old and the new state.
@MainActor
final class TypedObservationEntry<State>: ObservationEntry {
    let notify: (_ owner: AnyObject?, _ old: State, _ new: State) -> Void

    init(owner: AnyObject?, notify: @escaping (_ owner: AnyObject?, _ old: State, _ new: State) -> Void) {
        self.notify = notify
        super.init(owner: owner)
    }
}
