/// A cell a ``ListView`` was asked for and can't make.
///
/// ``ListView/checkedDequeueReusableCell(withIdentifier:for:)`` throws it. The spellings UIKit
/// has, such as ``ListView/dequeueReusableCell(withIdentifier:for:)-(_,IndexPath)``, don't throw:
/// they report the same mistake to `SendingStateDiagnostics` and return a placeholder cell.
///
/// ```swift
/// #expect(throws: ListViewError.unregisteredIdentifier("header", registered: ["product"])) {
///     try list.checkedDequeueReusableCell(withIdentifier: "header", for: IndexPath(row: 0, section: 0))
/// }
/// ```
public enum ListViewError: Error, Hashable, Sendable {
    /// No cell class is registered for the reuse identifier; `registered` lists those that are, sorted.
    case unregisteredIdentifier(String, registered: [String])

    /// The index path isn't a row of the list; `rowsPerSection` lists how many rows each section has.
    case indexPathOutOfRange(IndexPath, rowsPerSection: [Int])
}

extension ListViewError: CustomStringConvertible {
    /// A sentence naming what was asked for and what the list has.
    public var description: String {
        switch self {
        case .unregisteredIdentifier(let identifier, let registered):
            "no cell class registered for reuse identifier \"\(identifier)\"; registered: "
                + (registered.isEmpty ? "none" : registered.map { "\"\($0)\"" }.joined(separator: ", "))
        case .indexPathOutOfRange(let indexPath, let rowsPerSection):
            "no row at \(indexPath) in a list of \(describe(rowsPerSection))"
        }
    }

    private func describe(_ rowsPerSection: [Int]) -> String {
        switch rowsPerSection.count {
        case 0: "no sections"
        case 1: "1 section of \(rowsPerSection[0]) row\(rowsPerSection[0] == 1 ? "" : "s")"
        default:
            "\(rowsPerSection.count) sections of \(rowsPerSection.map(String.init).joined(separator: ", ")) rows"
        }
    }
}
