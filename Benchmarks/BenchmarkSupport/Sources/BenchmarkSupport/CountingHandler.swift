public import SendingState

/// An action handler that folds every action into a checksum.
///
/// The checksum keeps the optimizer from dropping the work. `handle(action:)` is never inlined, so
/// the direct-call and hand-written baselines pay for a real call, as the library's paths do.
///
/// The tallies are private, behind read-only properties: Swift checks at run time every access to
/// a stored property that another module may reach, and that check would be counted in every
/// scenario's figures.
public final class CountingHandler: ActionHandlingProvider {
    private var actions = 0
    private var sum = 0

    /// How many actions the handler received.
    public var count: Int { actions }

    /// The sum of the received actions' weights, wrapping on overflow.
    public var checksum: Int { sum }

    /// Creates a handler that has received nothing.
    public init() {}

    /// Counts the action and folds its weight into the checksum.
    @inline(never)
    public func handle(action: RowAction) {
        actions &+= 1
        sum &+= action.weight
    }
}
