import CGtk
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct GTKWindowTests {
    @Test func theContentViewIsTheWindowsChild() {
        let window = GTKWindow(title: "Groceries", width: 200, height: 100)
        let label = GTKLabel(text: "Milk")
        window.contentView = label
        #expect(gtk_window_get_child(cgtk_window(window.widget)) == label.widget)
        #expect(String(cString: gtk_window_get_title(cgtk_window(window.widget))) == "Groceries")
        window.isDecorated = false
        #expect(!window.isDecorated)
        window.close()
    }

    @Test func releasingTheWrapperDestroysTheWindowAndFreesItsWidgets() {
        let watch = GObjectWatch()
        do {
            let window = GTKWindow(title: "Released", width: 200, height: 100)
            let label = GTKLabel(text: "Milk")
            window.contentView = label
            window.present()
            watch.watch(window.widget)
            watch.watch(label.widget)
        }
        GTKMainLoop.iterate(timeout: 3) { watch.aliveCount == 0 }
        #expect(watch.aliveCount == 0)
    }
}
