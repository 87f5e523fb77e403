import CGtk
import SendingState
import SendingStateGTK

/// Shows every wrapper of the adapter in one window, with nothing labelled but a text view.
///
/// It is an app written in a hurry, for check-accessibility.py to read over AT-SPI: GTK 4.8 reads a
/// widget that has no name by its GObject type, and no node of this window may read so. Runs until
/// it is killed.
@MainActor
func runGalleryScenario() throws {
    let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe.Gallery", name: "Gallery")
    let rows = GalleryRows()
    var shown: [AnyObject] = []
    application.onActivate = { application in
        do {
            let window = GTKWindow(title: "Gallery", width: 900, height: 700)
            let about = try GTKAction("about")
            try window.addAction(about)
            let header = GTKHeaderBar()
            header.packEnd(GTKMenuButton(menu: try GTKMenu([.section([.command("About", about)])])))
            window.titleBar = header

            let controls = GTKBox(axis: .vertical, spacing: 4)
            let views: [GTKWidget] = [
                GTKButton(), GTKButton(title: "Buy"), GTKCheckButton(), GTKToggle(), GTKLabel(), GTKSwitch(),
                GTKScale(), GTKSpinButton(), GTKEntry(), GTKSearchEntry(), GTKImage(iconName: "starred"),
                GTKProgressBar(progress: 0.5), GTKDropDown(items: ["Fruit", "Bread"]),
            ]
            for view in views { controls.addSubview(view) }
            let overlay = GTKOverlay()
            overlay.contentView = GTKLabel(text: "Overlaid")
            controls.addSubview(overlay)
            let stack = GTKStack()
            stack.addPage(GTKLabel(text: "First page"), name: "first", title: "First")
            stack.addPage(GTKLabel(text: "Second page"), name: "second", title: "Second")
            controls.addSubview(GTKStackSwitcher(stack: stack))
            controls.addSubview(stack)

            let table = GTKColumnView<String>(columns: [
                .init(title: "Name") { GalleryCell() }, .init(title: "Mark") { GalleryMark() },
            ])
            table.dataSource = rows
            table.reloadData()
            let list = GTKListView { GalleryCell() }
            list.dataSource = rows
            list.reloadData()
            let lists = GTKBox(axis: .vertical, spacing: 4)
            table.setMinimumSize(width: 300, height: 150)
            list.setMinimumSize(width: 300, height: 150)
            lists.addSubview(table)
            lists.addSubview(list)
            // The one label: the editor's scroll pane takes its name from its text view.
            let note = GTKTextView(text: "A note")
            note.accessibilityLabel = "Note"
            let editor = GTKScrolledWindow()
            editor.contentView = note
            editor.setMinimumSize(width: 300, height: 150)
            lists.addSubview(editor)

            let paned = GTKPaned(axis: .horizontal)
            paned.startView = controls
            paned.endView = lists
            window.contentView = paned
            application.addWindow(window)
            window.present()
            shown = [window, table, list]
            print("shown")
            fflush(nil)
        } catch {
            print("error: \(error)")
            application.quit()
        }
    }
    try application.run()
    _ = shown
}

/// Three rows of text, for the gallery's table and list.
@MainActor
private final class GalleryRows: GTKColumnViewDataSource, GTKListViewDataSource {
    let names = ["Apples", "Bread", "Cheese"]
    func numberOfRows(in columnView: GTKColumnView<String>) -> Int { names.count }
    func columnView(_ columnView: GTKColumnView<String>, modelForRowAt row: Int) -> String { names[row] }
    func numberOfRows(in listView: GTKListView<GalleryCell>) -> Int { names.count }
    func listView(_ listView: GTKListView<GalleryCell>, modelForRowAt row: Int) -> String { names[row] }
}

/// A cell that shows its row's text.
@MainActor
final class GalleryCell: GTKLabel, Configurable {
    var configurer: (GalleryCell, String) -> Void { { cell, name in cell.text = name } }
}

/// A cell with no text: an image alone.
@MainActor
final class GalleryMark: GTKImage, Configurable {
    init() { super.init(iconName: "starred") }
    var configurer: (GalleryMark, String) -> Void { { _, _ in } }
}
