import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Finders and dumps on a tree of 10,000 views, and on one of 19,999, so that the check script can
/// tell what an operation costs per node visited from what it costs once.
///
/// Every operation visits the whole tree: `get` finds the last button by identifier and `role` by
/// role and name, `query` looks for an identifier nobody has, `all` collects the one switch at the
/// end, `semantics` writes what assistive technology reads and `audit` runs the accessibility
/// audit, whose every row's "Buy" button reads the same as the others. The role query runs on a
/// tree of 99,991 views too.
@MainActor
let finderScenarios =
    scenarios(onTreeOf: FinderFixture.sections10000) + scenarios(onTreeOf: FinderFixture.sections20000)
    + [scenario("find/role", FinderFixture.sections100000) { $0.get(.role(.button, name: "Checkout")).tag }]

/// The finder and dump scenarios on a tree with a number of sections.
@MainActor
private func scenarios(onTreeOf sections: Int) -> [Scenario] {
    [
        scenario("find/get", sections) { $0.get(.identifier("checkout")).tag },
        scenario("find/role", sections) { $0.get(.role(.button, name: "Checkout")).tag },
        scenario("find/query", sections) { (try? $0.window.query(.identifier("absent"))) == nil ? 1 : 0 },
        scenario("find/all", sections) { $0.window.all(.type(Switch.self)).count },
        scenario("dump", sections) { $0.window.dump().utf8.count },
        scenario("semantics", sections) { $0.window.semanticsDump().utf8.count },
        scenario("audit", sections) { $0.window.accessibilityFindings().count },
    ]
}

/// A scenario that builds a tree with a number of sections and runs one operation on it, adding
/// what the operation returns to the checksum; named after the tree's size, such as `dump 10000`.
@MainActor
private func scenario(
    _ name: String, _ sections: Int, operation: @escaping @MainActor (FinderFixture) -> Int
) -> Scenario {
    Scenario.iterated(name: "\(name) \(FinderFixture.nodeCount(sections: sections))") {
        let fixture = FinderFixture(sections: sections)
        return { iterations in
            var checksum = 0
            for _ in 0..<iterations {
                checksum &+= operation(fixture)
            }
            return checksum
        }
    }
}

/// A window of sections, each a view of 370 rows of a label and a "Buy" button.
///
/// The last row has a switch and a "Checkout" button instead.
@MainActor
final class FinderFixture {
    static let sections10000 = 9
    static let sections20000 = 18
    static let sections100000 = 90
    static let rowsPerSection = 370

    /// The views in a fixture: the window, and per section the section, its rows and their two subviews.
    static func nodeCount(sections: Int) -> Int {
        1 + sections * (1 + 3 * rowsPerSection)
    }

    let window = Window(size: Size(width: 400, height: 1_000))

    init(sections: Int) {
        for section in 0..<sections {
            let sectionView = View(frame: Rect(x: 0, y: 0, width: 400, height: 1_000))
            window.addSubview(sectionView)
            for row in 0..<Self.rowsPerSection {
                let rowView = View(frame: Rect(x: 0, y: Double(row) * 44, width: 400, height: 44))
                rowView.accessibilityIdentifier = "row"
                rowView.addSubview(Label(text: "Item \(row)"))
                rowView.addSubview(Button(title: "Buy"))
                sectionView.addSubview(rowView)
            }
            if section == sections - 1 {
                // The last row's label and button give way to a switch and the button to find.
                let last = sectionView.subviews[Self.rowsPerSection - 1]
                last.subviews[0].removeFromSuperview()
                last.subviews[0].removeFromSuperview()
                last.addSubview(Switch())
                let checkout = Button(title: "Checkout")
                checkout.accessibilityIdentifier = "checkout"
                checkout.tag = 1
                last.addSubview(checkout)
            }
        }
        precondition(window.subtree.count == Self.nodeCount(sections: sections))
    }

    /// The one node a query finds, or a crash naming what went wrong.
    func get(_ query: NodeQuery) -> View {
        do {
            return try window.get(query)
        } catch {
            fatalError("The benchmark tree is broken: \(error)")
        }
    }
}
