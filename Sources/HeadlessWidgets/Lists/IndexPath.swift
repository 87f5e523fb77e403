/// The position of a row in a ``ListView``: its section, and the row within the section.
///
/// It has the shape UIKit gives Foundation's `IndexPath` for tables and collections, so data
/// source code ports unchanged: `IndexPath(row:section:)`, `IndexPath(item:section:)`, `row`,
/// `item` and `section`. Index paths order by section, then row, and print as `[section, row]`.
///
/// ```swift
/// func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
///     let cell = listView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
///     (cell as? ProductCell)?.ss.configure(sections[indexPath.section].products[indexPath.row])
///     return cell
/// }
/// ```
///
/// It is HeadlessWidgets' own type, so the module needs no Foundation. In a file that imports
/// Foundation too, the name is ambiguous: write `HeadlessWidgets.IndexPath`, or declare
/// `typealias IndexPath = HeadlessWidgets.IndexPath` once in your module.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The section's index.
    public var section: Int

    /// The row's index within its section.
    public var row: Int

    /// The row's index within its section, under the name collection views use.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Creates the index path of a row in a section.
    ///
    /// - Parameters:
    ///   - row: The row's index within the section.
    ///   - section: The section's index.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Creates the index path of an item in a section, as collection views name rows.
    ///
    /// - Parameters:
    ///   - item: The item's index within the section.
    ///   - section: The section's index.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// Whether one index path comes before another: by section, then by row.
    ///
    /// - Parameters:
    ///   - lhs: An index path.
    ///   - rhs: Another index path.
    /// - Returns: `true` if `lhs` comes first.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

extension IndexPath: CustomStringConvertible {
    /// The section and the row, as Foundation prints an index path: `[1, 4]`.
    public var description: String {
        "[\(section), \(row)]"
    }
}
