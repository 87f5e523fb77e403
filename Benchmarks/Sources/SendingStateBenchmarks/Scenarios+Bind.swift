import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Bind: a heterogeneous list of 1,000 rows applied through `AnyBoundable`, against the typed
/// `configure` and the configurers called directly.
@MainActor
let bindScenarios = [
    Scenario.iterated(name: "bind/library") {
        let fixture = BindFixture()
        return { iterations in
            for index in 0..<iterations {
                fixture.rows[index & 1023].apply(to: fixture.cells[index & 1023])
            }
            return fixture.checksum
        }
    },
    Scenario.iterated(name: "bind/typed configure") {
        let fixture = BindFixture()
        return { iterations in
            for index in 0..<iterations {
                switch fixture.typed[index & 1023] {
                case .header(let cell, let model): cell.ss.configure(model)
                case .product(let cell, let model): cell.ss.configure(model)
                case .spacer(let cell, let height): cell.ss.configure(height)
                }
            }
            return fixture.checksum
        }
    },
    Scenario.iterated(name: "bind/direct") {
        let fixture = BindFixture()
        return { iterations in
            for index in 0..<iterations {
                switch fixture.typed[index & 1023] {
                case .header(let cell, let model): cell.configurer(cell, model)
                case .product(let cell, let model): cell.configurer(cell, model)
                case .spacer(let cell, let height): cell.configurer(cell, height)
                }
            }
            return fixture.checksum
        }
    },
]

/// 1,024 rows of three kinds, their cells, and the same rows typed.
@MainActor
private final class BindFixture {
    enum TypedRow {
        case header(HeaderCell, String)
        case product(RowCell, RowModel)
        case spacer(SpacerCell, Double)
    }

    let rows: [AnyBoundable]
    let cells: [AnyObject]
    let typed: [TypedRow]
    let handler = CountingHandler()

    init() {
        var rows: [AnyBoundable] = []
        var typed: [TypedRow] = []
        for (index, model) in RowModel.rows(count: 1_024).enumerated() {
            switch index % 10 {
            case 0:
                let title = "Section \(index / 10)"
                rows.append(AnyBoundable(HeaderRow(contentData: title)))
                typed.append(.header(HeaderCell(), title))
            case 9:
                let height = Double(8 + index % 7)
                rows.append(AnyBoundable(SpacerRow(contentData: height)))
                typed.append(.spacer(SpacerCell(), height))
            default:
                let cell = RowCell()
                cell.ss.addActionHandler(to: handler)
                rows.append(AnyBoundable(ProductRow(contentData: model)))
                typed.append(.product(cell, model))
            }
        }
        self.rows = rows
        self.typed = typed
        cells = typed.map { row -> AnyObject in
            switch row {
            case .header(let cell, _): cell
            case .product(let cell, _): cell
            case .spacer(let cell, _): cell
            }
        }
        // Bind once, so that the loop sees the steady state of reused cells.
        for (row, cell) in zip(rows, cells) {
            row.apply(to: cell)
        }
    }

    /// Something that depends on every cell's last render.
    var checksum: Int {
        typed.reduce(0) { sum, row in
            switch row {
            case .header(let cell, _): sum &+ (cell.titleLabel.text?.count ?? 0)
            case .product(let cell, _): sum &+ cell.deleteButton.tag
            case .spacer(let cell, _): sum &+ Int(cell.frame.size.height)
            }
        }
    }
}

private final class HeaderCell: View, Configurable {
    let titleLabel = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    var configurer: (HeaderCell, String) -> Void {
        { cell, title in cell.titleLabel.text = title }
    }
}

private final class SpacerCell: View, Configurable {
    var configurer: (SpacerCell, Double) -> Void {
        { cell, height in cell.frame.size.height = height }
    }
}

private struct HeaderRow: Boundable {
    typealias Binder = HeaderCell
    var contentData: String?
}

private struct ProductRow: Boundable {
    typealias Binder = RowCell
    var contentData: RowModel?
}

private struct SpacerRow: Boundable {
    typealias Binder = SpacerCell
    var contentData: Double?
}
