import BenchmarkSupport
import CGtk
import SendingState
import SendingStateGTK

/// How far down the click scenarios scroll before clicking, so that every row widget was recycled.
private let clickOffset = 200_000.0

/// Click: GTK emitting "clicked" on the favourite button of a recycled row, through SendingState's
/// dispatch to the list's action handler, against a hand-written "clicked" callback that reads the
/// row's id from the row and calls the handler.
@MainActor
let clickScenarios = [
    Scenario(name: "click/SendingState") {
        let fixture = SendingStateList(rowCount: 100_000)
        fixture.window.scroll(to: clickOffset)
        guard let row = fixture.list.indexesForVisibleRows.dropFirst().first,
            let view = fixture.list.rowView(at: row)
        else { fail("no row is shown") }
        return { iterations in
            for _ in 0..<iterations {
                cgtk_button_emit_clicked(view.favoriteButton.widget)
            }
            return Outcome(operations: iterations, checksum: fixture.handler.checksum)
        }
    },
    Scenario(name: "click/hand-written") {
        let list = HandWrittenList(rowCount: 100_000)
        let window = BenchmarkWindow(showing: list.scrolledWindow)
        window.scroll(to: clickOffset)
        guard let row = list.shownRowWidget(), let label = gtk_widget_get_first_child(row),
            let button = gtk_widget_get_next_sibling(label)
        else { fail("no row is shown") }
        return { iterations in
            for _ in 0..<iterations {
                cgtk_button_emit_clicked(button)
            }
            return Outcome(operations: iterations, checksum: HandWrittenList.clickHandler.checksum)
        }
    },
]
