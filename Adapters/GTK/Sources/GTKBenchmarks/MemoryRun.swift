import BenchmarkSupport
import CGtk
import SendingStateGTK

/// Scrolls a shown GTKListView from the top to the bottom and back, a number of times, and prints
/// the resident memory and the number of row views made after each round trip.
///
/// It runs natively, not under callgrind, which changes memory use.
@MainActor
struct MemoryRun {
    /// How far each step scrolls: 200 rows of 40 pixels.
    ///
    /// That is about as many rows as GTK 4.8 keeps bound around the visible ones, so nearly every row
    /// of the list is bound on the way. GTK draws at most 60 frames a second, and its list needs a
    /// frame after each step, so a row a step would take hours.
    static let step = 8_000.0

    /// The number of rows in the list.
    let rowCount: Int

    /// How many times to scroll to the bottom and back.
    let roundTrips: Int

    /// Runs the round trips, printing one line after each, then the rows visible at the end.
    func run() {
        let fixture = SendingStateList(rowCount: rowCount)
        let window = fixture.window
        for roundTrip in 1...roundTrips {
            window.scroll(toward: window.maximumOffset, step: Self.step)
            window.scroll(toward: 0, step: Self.step)
            print(
                "round-trip \(roundTrip) resident-kib \(residentKiB()) created \(fixture.list.createdRowCount)"
                    + " alive \(BenchmarkRowView.liveCount) bound \(fixture.rows.modelRequests)")
        }
        print("visible \(fixture.list.indexesForVisibleRows.count)")
    }
}
