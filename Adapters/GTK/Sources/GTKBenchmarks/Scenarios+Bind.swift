import BenchmarkSupport
import CGtk
import SendingState
import SendingStateGTK

/// How far one scroll step moves the list: six or seven rows of 40 pixels, which GTK binds.
let scrollStep = 256.0

/// Scroll steps made before measuring, so that GTK has made every row widget it keeps.
private let warmUpSteps = 40

/// Row views for the configure scenarios, which reuse each in turn as a list reuses its rows.
private let configuredRowCount = 64

/// Bind: the rows GTK binds as the 100,000-row list scrolls, through GTKListView's factory
/// (`ss.configure`) against a hand-written factory "bind"; and `ss.configure` alone against the
/// two GTK calls it stands for, without GTK's scrolling around them.
///
/// The check script reads the scroll scenarios twice: all the loop does, and what happens inside
/// `gtk_adjustment_set_value`, where GTK 4.8 binds the rows, before it lays them out and draws them.
@MainActor
let bindScenarios = [
    Scenario(name: "bind/scroll/SendingState") {
        let fixture = SendingStateList(rowCount: 100_000)
        fixture.window.scroll(by: scrollStep, steps: warmUpSteps)
        return { iterations in
            let before = fixture.rows.modelRequests
            fixture.window.scroll(by: scrollStep, steps: iterations)
            let shown = fixture.list.indexesForVisibleRows
            return Outcome(operations: fixture.rows.modelRequests - before, checksum: shown.first ?? -1)
        }
    },
    Scenario(name: "bind/scroll/hand-written") {
        let list = HandWrittenList(rowCount: 100_000)
        let window = BenchmarkWindow(showing: list.scrolledWindow)
        window.scroll(by: scrollStep, steps: warmUpSteps)
        return { iterations in
            let before = HandWrittenList.bindCount
            window.scroll(by: scrollStep, steps: iterations)
            let shown = list.shownRowWidget().flatMap { HandWrittenList.id(shownBy: $0) }
            return Outcome(operations: HandWrittenList.bindCount - before, checksum: shown ?? -1)
        }
    },
    Scenario(name: "bind/configure/SendingState") {
        let views = configuredRowViews()
        return { iterations in
            for id in 0..<iterations {
                views[id % configuredRowCount].ss.configure(Row(id: id))
            }
            return Outcome(
                operations: iterations, checksum: views.reduce(0) { $0 &+ ($1.ss.state()?.id ?? 0) })
        }
    },
    // GTK 4.8's factory unbinds a recycled row before it binds it again: GTKListView removes the
    // row view's state on "unbind", then configures it on "bind".
    Scenario(name: "bind/unbind+configure/SendingState") {
        let views = configuredRowViews()
        return { iterations in
            for id in 0..<iterations {
                let view = views[id % configuredRowCount]
                view.ss.removeState()
                view.ss.configure(Row(id: id))
            }
            return Outcome(
                operations: iterations, checksum: views.reduce(0) { $0 &+ ($1.ss.state()?.id ?? 0) })
        }
    },
    Scenario(name: "bind/configure/hand-written") {
        let rows = (0..<configuredRowCount).map { _ in HandWrittenList.makeRow() }
        for row in rows { HandWrittenList.show(0, in: row) }
        return { iterations in
            for id in 0..<iterations {
                HandWrittenList.show(id, in: rows[id % configuredRowCount])
            }
            return Outcome(
                operations: iterations,
                checksum: rows.reduce(0) { $0 &+ (HandWrittenList.id(shownBy: $1) ?? 0) })
        }
    },
]

/// Row views with a handler attached and a row bound, as GTKListView's "setup" and first "bind"
/// leave them.
@MainActor
private func configuredRowViews() -> [BenchmarkRowView] {
    let handler = AnyActionHandlingProvider(CountingHandler())
    return (0..<configuredRowCount).map { _ in
        let view = BenchmarkRowView()
        handler.attach(to: view)
        view.ss.configure(Row(id: 0))
        return view
    }
}
