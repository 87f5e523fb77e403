import CGtk
import Glibc
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@testable import SendingStateGTK

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct SignalBridgeTests {
    /// Something a signal closure holds, to see when GLib releases the closure.
    final class Token {}

    @Test func aClosureRunsOnEachEmissionAndIsReleasedWithItsObject() {
        weak var weakToken: Token?
        var values: [Double] = []
        do {
            let adjustment: UnsafeMutablePointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 10, 1, 1, 0)
            g_object_ref_sink(adjustment)
            let token = Token()
            weakToken = token
            connectSignal(UnsafeMutableRawPointer(adjustment), "value-changed") { arguments in
                withExtendedLifetime(token) { values.append(gtk_adjustment_get_value(adjustment)) }
            }
            gtk_adjustment_set_value(adjustment, 3)
            gtk_adjustment_set_value(adjustment, 4)
            #expect(weakToken != nil, "the closure holds what it captured while the object lives")
            g_object_unref(adjustment)
        }
        #expect(values == [3, 4])
        #expect(weakToken == nil)
    }

    @Test func aSignalWithoutParametersPassesItsObjectAlone() {
        let adjustment: UnsafeMutablePointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 10, 1, 1, 0)
        g_object_ref_sink(adjustment)
        defer { g_object_unref(adjustment) }
        var counts: [Int] = []
        var objects: [UnsafeMutableRawPointer?] = []
        var beyond: [UnsafeMutableRawPointer?] = []
        connectSignal(UnsafeMutableRawPointer(adjustment), "value-changed") { arguments in
            counts.append(arguments.count)
            objects.append(arguments.pointer(0))
            beyond.append(arguments.pointer(1))
        }
        gtk_adjustment_set_value(adjustment, 3)
        #expect(counts == [1])
        #expect(objects == [UnsafeMutableRawPointer(adjustment)])
        #expect(beyond == [nil])
    }

    @Test func aSignalOfOnePointerPassesItsObjectAndThePointer() {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_list_box_new()
        g_object_ref_sink(box)
        defer { g_object_unref(box) }
        let row: UnsafeMutablePointer<GtkWidget> = gtk_list_box_row_new()
        let listBox = OpaquePointer(box)
        gtk_list_box_append(listBox, row)
        var seen: [[UnsafeMutableRawPointer?]] = []
        connectSignal(UnsafeMutableRawPointer(box), "row-selected") { arguments in
            seen.append([arguments.pointer(0), arguments.pointer(1), arguments.pointer(2)])
            #expect(arguments.count == 2)
        }
        gtk_list_box_select_row(listBox, UnsafeMutablePointer<GtkListBoxRow>(OpaquePointer(row)))
        #expect(seen == [[UnsafeMutableRawPointer(box), UnsafeMutableRawPointer(row), nil]])
    }

    @Test func aTimeoutRunsAgainWhileItReturnsTrueAndIsReleasedAfter() {
        weak var weakToken: Token?
        var runs = 0
        do {
            let token = Token()
            weakToken = token
            addTimeout(seconds: 0.01) {
                withExtendedLifetime(token) { runs += 1 }
                return runs < 3
            }
        }
        GTKMainLoop.iterate(timeout: 2) { weakToken == nil }
        #expect(runs == 3)
        #expect(weakToken == nil)
    }

    @Test func aSignalThatReturnsABooleanGetsTheClosuresAnswer() {
        let window = GTKWindow(title: "Close me", width: 100, height: 100)
        window.present()
        GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
        var asked = 0
        connectSignal(UnsafeMutableRawPointer(window.widget), "close-request") { arguments in
            asked += 1
            arguments.setReturn(true)  // refuse to close
        }
        gtk_window_close(cgtk_window(window.widget))
        #expect(asked == 1)
        #expect(gtk_widget_in_destruction(window.widget) == 0)
        window.close()
    }

    @Test func aSignalEmittedOffTheMainThreadTrapsBeforeItsClosureRuns() async {
        await #expect(processExitsWith: .failure) {
            let address = await Self.adjustmentWhoseClosureMustNotRun()
            await Task.detached {
                gtk_adjustment_set_value(UnsafeMutablePointer(bitPattern: address), 1)
            }.value
        }
    }

    /// A new adjustment with a "value-changed" closure that exits with success, as its address.
    static func adjustmentWhoseClosureMustNotRun() -> UInt {
        let adjustment: UnsafeMutablePointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 10, 1, 1, 0)
        connectSignal(UnsafeMutableRawPointer(adjustment), "value-changed") { _ in exit(0) }
        return UInt(bitPattern: adjustment)
    }
}
