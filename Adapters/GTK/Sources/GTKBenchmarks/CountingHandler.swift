import SendingState

/// An action handler that folds every action into a checksum.
///
/// The checksum keeps the optimizer from dropping the work. `handle(action:)` is never inlined, so
/// the hand-written baseline pays for a real call, as the SendingState path does.
final class CountingHandler: ActionHandlingProvider {
    private(set) var count = 0
    private(set) var checksum = 0

    @inline(never)
    func handle(action: RowAction) {
        count &+= 1
        checksum &+= action.id
    }
}
