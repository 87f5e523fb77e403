import Benchmark
import HeadlessWidgets
import SendingState

/// Registers measurement 2, bind: `AnyBoundable.apply(to:)` over 1,000 view models of three types.
///
/// One sample is one pass over the list and its cells. Baselines: the same cells configured
/// directly through a typed enum, and `ss.configure` on the typed cells, which isolates the cost
/// of type erasure.
func registerBindBenchmarks() {
    mainActorBenchmark("2 bind/library", fixture: BindFixture.init) { fixture, benchmark in
        let rows = fixture.rows
        let cells = fixture.cells
        benchmark.measure { iterations in
            for index in iterations {
                rows[index].apply(to: cells[index])
            }
        }
    }

    mainActorBenchmark("2 bind/typed configure", fixture: BindFixture.init) { fixture, benchmark in
        let typed = fixture.typed
        benchmark.measure { iterations in
            for index in iterations {
                switch typed[index] {
                case .header(let cell, let model): cell.ss.configure(model)
                case .product(let cell, let model): cell.ss.configure(model)
                case .spacer(let cell, let height): cell.ss.configure(height)
                }
            }
        }
    }

    mainActorBenchmark("2 bind/direct", fixture: BindFixture.init) { fixture, benchmark in
        let typed = fixture.typed
        benchmark.measure { iterations in
            for index in iterations {
                switch typed[index] {
                case .header(let cell, let model): cell.configurer(cell, model)
                case .product(let cell, let model): cell.configurer(cell, model)
                case .spacer(let cell, let height): cell.configurer(cell, height)
                }
            }
        }
    }
}

/// 1,000 cells of three types and their view models, type-erased and typed.
///
/// Every tenth row is a header and every tenth a spacer; the rest are product rows.
@MainActor
private final class BindFixture {
    /// A row as the typed baselines see it: its cell and its model.
    enum TypedRow {
        case header(HeaderCell, String)
        case product(RowCell, RowModel)
        case spacer(SpacerCell, Double)
    }

    let rows: [AnyBoundable]
    let cells: [AnyObject]
    let typed: [TypedRow]

    init() {
        var rows: [AnyBoundable] = []
        var typed: [TypedRow] = []
        for (index, model) in RowModel.rows(count: 1_000).enumerated() {
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
                cell.ss.addActionHandler(to: Self.handler)
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
        // Bind once, so that samples see the steady state of reused cells.
        for (row, cell) in zip(rows, cells) {
            row.apply(to: cell)
        }
    }

    /// The handler of every product cell; handlers are held weakly, so it must outlive them.
    private static let handler = CountingHandler()
}

/// A section header: a label, no sender mappings.
private final class HeaderCell: View, Configurable {
    let titleLabel = Label()

    required init() {
        super.init()
        addSubview(titleLabel)
    }

    var configurer: (HeaderCell, String) -> Void {
        { cell, title in
            cell.titleLabel.text = title
        }
    }
}

/// Blank space of a given height between sections.
private final class SpacerCell: View, Configurable {
    var configurer: (SpacerCell, Double) -> Void {
        { cell, height in
            cell.frame.size.height = height
        }
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
