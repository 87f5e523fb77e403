import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKGridTests {
    /// A delivery form: labels beside fields, and a button across both columns.
    final class DeliveryForm: GTKBox, EventForwardingProvider {
        let form = GTKGrid(rowSpacing: 6, columnSpacing: 12)
        let nameEntry = GTKEntry(placeholder: "Name")
        let notesEntry = GTKEntry(placeholder: "Notes")
        let saveButton = GTKButton(title: "Save")

        init() {
            super.init(axis: .vertical)
            form.attach(GTKLabel(text: "Name"), column: 0, row: 0)
            form.attach(nameEntry, column: 1, row: 0)
            form.attach(GTKLabel(text: "Notes"), column: 0, row: 1)
            form.attach(notesEntry, column: 1, row: 1)
            form.attach(saveButton, column: 0, row: 2, width: 2)
            addSubview(form)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(self) { _, ctx in ctx.key("s", modifierFlags: .control) { ["save shortcut"] } }
                EventForwarder(notesEntry) { _, ctx in ctx.key("d", modifierFlags: .control) { ["notes key"] }
                }
                EventForwarder(saveButton) { _, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
            }
        }
    }

    let screen = DeliveryForm()
    let recorder = Recorder<String>()

    init() {
        screen.ss.addActionHandler(to: recorder)
    }

    @Test func aClickOnAButtonInACellReachesItThroughTheGrid() throws {
        let window = GTKTestWindow(screen)
        defer { window.close() }
        try window.input.click(screen.saveButton)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        // touchDown and touchUpInside come from the input engine, which finds the button only by
        // walking down through the grid.
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func aKeyReachesTheFocusedFieldInTheGridAndGoesUpThroughTheGridToTheScreen() throws {
        let window = GTKTestWindow(screen)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(screen.notesEntry.widget)
        // The engine finds the focused field by walking down through the grid, and goes up from it
        // to the screen through the grid.
        try window.input.key("ctrl+d", "ctrl+s")
        window.waitUntil { recorder.actions.count >= 2 }
        #expect(recorder.actions == ["notes key", "save shortcut"])
    }

    @Test func eachSubviewIsInItsCellWithTheSpacingBetween() {
        let window = GTKTestWindow(screen)
        defer { window.close() }
        let grid = cgtk_grid(screen.form.widget)
        var column: Int32 = -1
        var row: Int32 = -1
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_grid_query_child(grid, screen.saveButton.widget, &column, &row, &width, &height)
        #expect([column, row, width, height] == [0, 2, 2, 1])
        #expect(
            screen.form.cell(of: screen.saveButton) == GTKGrid.Cell(column: 0, row: 2, width: 2, height: 1))
        #expect(screen.form.cell(of: GTKLabel()) == nil)
        #expect(screen.form.rowSpacing == 6 && screen.form.columnSpacing == 12)
        #expect(gtk_grid_get_row_spacing(grid) == 6 && gtk_grid_get_column_spacing(grid) == 12)
        var name = graphene_rect_t()
        var notes = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(screen.nameEntry.widget, screen.form.widget, &name) != 0)
        #expect(gtk_widget_compute_bounds(screen.notesEntry.widget, screen.form.widget, &notes) != 0)
        #expect(notes.origin.y == name.origin.y + name.size.height + 6)
        #expect(notes.origin.x == name.origin.x)
    }

    @Test func theFormsFieldsAreFoundByTheirPlaceholders() throws {
        let window = GTKTestWindow(screen)
        defer { window.close() }
        #expect(try window.get(.role(.textField, name: "Notes")) === screen.notesEntry)
        #expect(try window.get(.role(.button, name: "Save")) === screen.saveButton)
    }

    @Test func attachingTakesAViewFromItsBoxOrCellAndRemovingItFreesIt() {
        let box = GTKBox()
        let label = GTKLabel(text: "Milk")
        box.addSubview(label)
        let grid = GTKGrid()
        grid.attach(label, column: 0, row: 0)
        #expect(box.subviews.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == grid.widget)
        grid.attach(label, column: 3, row: 1)
        #expect(grid.subviews.count == 1)
        #expect(grid.cell(of: label) == GTKGrid.Cell(column: 3, row: 1, width: 1, height: 1))
        label.removeFromSuperview()
        #expect(grid.subviews.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == nil)
        grid.attach(label, column: 0, row: 0)
        grid.removeSubview(label)
        #expect(grid.subviews.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == nil)
    }
}
