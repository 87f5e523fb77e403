import CGtk
import SendingState
import SendingStateGTK
import SendingStateParity

/// A row of the GTK list: the item's name and an Add button that sends the item shown.
final class GTKItemRow: GTKBox, Configurable, EventForwardingProvider {
    let name = GTKLabel()
    let add = GTKButton(title: "Add")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        setMinimumSize(width: -1, height: 30)
        name.expandsHorizontally = true
        addSubview(name)
        addSubview(add)
    }

    var configurer: (GTKItemRow, Int) -> Void {
        { row, item in row.name.text = "Item \(item)" }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(add) { _, ctx in
            ctx.control(.primaryActionTriggered) { (item: Int) in ["add item \(item)"] }
        }
    }
}

/// The parity screen on GTK, with the same parts and mappings as on HeadlessWidgets.
final class GTKParityScreen: GTKBox, EventForwardingProvider, GTKListViewDataSource {
    let button = GTKButton(title: "Buy")
    let toggle = GTKSwitch()
    let check = GTKCheckButton(title: "Gift wrap")
    let stepper = GTKSpinButton(minimumValue: 0, maximumValue: 99)
    let slider = GTKScale(minimumValue: 0, maximumValue: 10, value: 0, step: 1)
    let field = GTKEntry()
    let field2 = GTKEntry()
    let search = GTKEntry()
    let notes = GTKTextView()
    let tapPad = GTKBox()
    let doubleTapPad = GTKBox()
    let pressPad = GTKBox()
    let panPad = GTKBox()
    let swipePad = GTKBox()
    let pinchPad = GTKBox()
    let segments = GTKSegmentedControl(items: ["List", "Map", "Grid"])
    /// The pads, each with the part it is, in layout order.
    var pads: [(part: Part, view: GTKBox)] {
        [
            (.tapPad, tapPad), (.doubleTapPad, doubleTapPad), (.pressPad, pressPad), (.panPad, panPad),
            (.swipePad, swipePad), (.pinchPad, pinchPad),
        ]
    }
    let list = GTKListView { GTKItemRow() }
    var items = Items()

    init() {
        super.init(axis: .horizontal, spacing: 20)
        setMargins(10)
        slider.isContinuous = false
        toggle.accessibilityLabel = PartLabel.toggle
        check.accessibilityLabel = PartLabel.check
        stepper.accessibilityLabel = PartLabel.stepper
        slider.accessibilityLabel = PartLabel.slider
        for (field, label) in zip([field, field2, search, notes] as [GTKWidget], PartLabel.fields) {
            field.accessibilityLabel = label
        }
        list.accessibilityLabel = PartLabel.list
        let controls = GTKBox(axis: .vertical, spacing: 10)
        let column: [GTKWidget] = [
            button, toggle, check, stepper, slider, field, field2, search, notes, list,
        ]
        for widget in column {
            controls.addSubview(widget)
        }
        // A switch stretched across the column would take clicks beside it.
        gtk_widget_set_halign(toggle.widget, GTK_ALIGN_START)
        slider.setMinimumSize(width: 200, height: -1)
        list.setMinimumSize(width: 260, height: 240)
        let gestures = GTKBox(axis: .vertical, spacing: 10)
        for pad in pads {
            pad.view.setMinimumSize(width: 300, height: 60)
            gestures.addSubview(pad.view)
        }
        segments.setMinimumSize(width: 300, height: -1)
        gestures.addSubview(segments)
        addSubview(controls)
        addSubview(gestures)
        list.dataSource = self
        list.reloadData()
        // The screen filters its own list; the transcript's handler ignores `Search`.
        ss.addActionHandler(to: self)
    }

    func widget(for part: Part) -> GTKWidget {
        switch part {
        case .button: button
        case .toggle: toggle
        case .check: check
        case .stepper: stepper
        case .slider: slider
        case .field: field
        case .field2: field2
        case .search: search
        case .notes: notes
        case .tapPad: tapPad
        case .doubleTapPad: doubleTapPad
        case .pressPad: pressPad
        case .panPad: panPad
        case .swipePad: swipePad
        case .pinchPad: pinchPad
        case .segments: segments
        }
    }

    func numberOfRows(in listView: GTKListView<GTKItemRow>) -> Int { items.shown.count }

    func listView(_ listView: GTKListView<GTKItemRow>, modelForRowAt row: Int) -> Int { items.shown[row] }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(button) { _, ctx in recordControlEvents(ctx, of: .button) }
            EventForwarder(toggle) { view, ctx in
                recordControlEvents(ctx, of: .toggle) { AccessibilityValue.toggle(isOn: view.isOn) }
            }
            EventForwarder(check) { view, ctx in
                recordControlEvents(ctx, of: .check) { AccessibilityValue.toggle(isOn: view.isOn) }
            }
            EventForwarder(stepper) { view, ctx in
                recordControlEvents(ctx, of: .stepper) { AccessibilityValue.number(view.value) }
            }
            EventForwarder(slider) { view, ctx in
                recordControlEvents(ctx, of: .slider) { AccessibilityValue.number(view.value.rounded()) }
            }
            EventForwarder(field) { view, ctx in recordControlEvents(ctx, of: .field) { view.text } }
            EventForwarder(field2) { view, ctx in recordControlEvents(ctx, of: .field2) { view.text } }
            EventForwarder(search) { view, ctx in
                recordControlEvents(ctx, of: .search) { view.text }
                ctx.control(.editingChanged) { [Search(text: view.text)] }
            }
            EventForwarder(notes) { view, ctx in recordControlEvents(ctx, of: .notes) { view.text } }
            EventForwarder(segments) { view, ctx in
                recordControlEvents(ctx, of: .segments) { String(view.selectedSegmentIndex) }
            }
            for pad in pads {
                EventForwarder(pad.view) { _, ctx in recordGesture(ctx, of: pad.part) }
            }
        }
    }
}

extension GTKParityScreen: @MainActor ActionHandlingProvider {
    func handle(action: Search) {
        items.query = action.text
        list.reloadData()
    }
}
