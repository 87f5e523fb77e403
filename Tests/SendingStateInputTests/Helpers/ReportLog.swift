import SendingState
import SendingStateInput

/// Records what a recognizer reports.
@MainActor
final class ReportLog {
    private(set) var reports: [(kind: GestureKind, values: GestureValues)] = []

    /// The closure to make a recognizer with.
    var report: GestureReport {
        { [self] kind, values in reports.append((kind, values)) }
    }

    /// The phases reported, in order.
    var phases: [GesturePhase] { reports.map(\.values.phase) }

    /// The values reported, in order.
    var values: [GestureValues] { reports.map(\.values) }

    /// The kinds reported, in order.
    var kinds: [GestureKind] { reports.map(\.kind) }

    /// Forgets what was recorded.
    func clear() { reports = [] }
}
