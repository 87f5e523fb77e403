import SendingState
import SendingStateParity
import SendingStateWeb

/// A row of the web list: the item's name and an Add button that sends the item shown.
final class WebItemRow: WebStack, Configurable, EventForwardingProvider {
    let name = WebLabel()
    let add = WebButton(title: "Add")

    init() {
        super.init(axis: .horizontal)
        addSubview(name)
        addSubview(add)
    }

    var configurer: (WebItemRow, Int) -> Void {
        { row, item in row.name.text = "Item \(item)" }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(add) { _, ctx in
            ctx.control(.primaryActionTriggered) { (item: Int) in ["add item \(item)"] }
        }
    }
}

/// The parity screen on the web, with the same parts and mappings as on HeadlessWidgets and GTK:
/// the controls and the list in one column, the gesture pads in another.
final class WebParityScreen: WebStack, EventForwardingProvider, WebListViewDataSource {
    let button = WebButton(title: "Buy")
    let toggle = WebToggle()
    let check = WebToggle()
    let stepper = WebStepper()
    let slider = WebSlider(minimumValue: 0, maximumValue: 10, value: 0)
    let field = WebTextField()
    let field2 = WebTextField()
    let search = WebTextField()
    let notes = WebTextView()
    let tapPad = WebView()
    let doubleTapPad = WebView()
    let pressPad = WebView()
    let panPad = WebView()
    let swipePad = WebView()
    let pinchPad = WebView()
    /// The pads, each with the part it is, in layout order.
    var pads: [(part: Part, view: WebView)] {
        [
            (.tapPad, tapPad), (.doubleTapPad, doubleTapPad), (.pressPad, pressPad), (.panPad, panPad),
            (.swipePad, swipePad), (.pinchPad, pinchPad),
        ]
    }
    let list = WebListView { WebItemRow() }
    var items = Items()

    init() {
        super.init(axis: .horizontal)
        slider.isContinuous = false
        toggle.accessibilityLabel = PartLabel.toggle
        check.accessibilityLabel = PartLabel.check
        stepper.accessibilityLabel = PartLabel.stepper
        slider.accessibilityLabel = PartLabel.slider
        for (field, label) in zip([field, field2, search, notes] as [WebView], PartLabel.fields) {
            field.accessibilityLabel = label
        }
        list.accessibilityLabel = PartLabel.list
        list.height = 240
        list.rowHeight = 44
        let controls = WebStack(axis: .vertical)
        for view in [button, toggle, check, stepper, slider, field, field2, search, notes, list] as [WebView]
        {
            controls.addSubview(view)
        }
        let gestures = WebStack(axis: .vertical)
        for pad in pads { gestures.addSubview(pad.view) }
        addSubview(controls)
        addSubview(gestures)
        list.dataSource = self
        list.reloadData()
        // The screen filters its own list; the transcript's handler ignores `Search`.
        ss.addActionHandler(to: self)
    }

    func view(for part: Part) throws -> WebView {
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
        case .segments: throw ParityError(noWebSegmentedControl)
        }
    }

    func numberOfRows(in listView: WebListView<WebItemRow>) -> Int { items.shown.count }

    func listView(_ listView: WebListView<WebItemRow>, modelForRowAt row: Int) -> Int { items.shown[row] }

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
                recordControlEvents(ctx, of: .slider) {
                    AccessibilityValue.number(Double(view.value).rounded())
                }
            }
            EventForwarder(field) { view, ctx in recordControlEvents(ctx, of: .field) { view.text } }
            EventForwarder(field2) { view, ctx in recordControlEvents(ctx, of: .field2) { view.text } }
            EventForwarder(search) { view, ctx in
                recordControlEvents(ctx, of: .search) { view.text }
                ctx.control(.editingChanged) { [Search(text: view.text)] }
            }
            EventForwarder(notes) { view, ctx in recordControlEvents(ctx, of: .notes) { view.text } }
            for pad in pads {
                EventForwarder(pad.view) { _, ctx in recordGesture(ctx, of: pad.part) }
            }
        }
    }
}

extension WebParityScreen: @MainActor ActionHandlingProvider {
    func handle(action: Search) {
        items.query = action.text
        list.reloadData()
    }
}
