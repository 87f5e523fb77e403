public import HeadlessWidgets
public import SendingState

/// A row of the headless list: the item's name and an Add button that sends the item shown.
public final class HeadlessItemCell: CollectionCell, Configurable, EventForwardingProvider {
    /// The item's name.
    public let name = Label()
    /// The button that sends the item shown.
    public let add = Button(title: "Add")

    /// Creates a row with its label and button laid out in the frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        name.frame = Rect(x: 0, y: 0, width: 120, height: 30)
        add.frame = Rect(x: 130, y: 0, width: 60, height: 30)
        addSubview(name)
        addSubview(add)
    }

    /// Shows an item's name.
    public var configurer: (HeadlessItemCell, Int) -> Void {
        { cell, item in cell.name.text = "Item \(item)" }
    }

    /// Maps the button's primary action to `add item` and the item shown.
    public var eventForwarder: any EventForwardable {
        EventForwarder(add) { _, ctx in
            ctx.control(.primaryActionTriggered) { (item: Int) in ["add item \(item)"] }
        }
    }
}

/// The parity screen on HeadlessWidgets, with the same parts and mappings as every toolkit's.
public final class HeadlessParityScreen: View, EventForwardingProvider, ListViewDataSource {
    /// The Buy button.
    public let button = Button(title: "Buy")
    /// The switch.
    public let toggle = Switch()
    /// The check button: a switch, as HeadlessWidgets has no check box.
    public let check = Switch()
    /// The stepper.
    public let stepper = Stepper()
    /// The slider, from 0 to 10.
    public let slider = Slider(minimumValue: 0, maximumValue: 10, value: 0)
    /// The first text field.
    public let field = TextField()
    /// The second text field.
    public let field2 = TextField()
    /// The search field, which filters the list.
    public let search = TextField()
    /// The multi-line text view.
    public let notes = TextView()
    /// The view that recognizes a tap.
    public let tapPad = View()
    /// The view that recognizes a double tap.
    public let doubleTapPad = View()
    /// The view that recognizes a long press.
    public let pressPad = View()
    /// The view that recognizes a pan.
    public let panPad = View()
    /// The view that recognizes swipes.
    public let swipePad = View()
    /// The view that recognizes a pinch.
    public let pinchPad = View()
    /// The segmented control.
    public let segments = SegmentedControl(items: ["List", "Map", "Grid"])
    /// The pads, each with the part it is, in layout order.
    public var pads: [(part: Part, view: View)] {
        [
            (.tapPad, tapPad), (.doubleTapPad, doubleTapPad), (.pressPad, pressPad), (.panPad, panPad),
            (.swipePad, swipePad), (.pinchPad, pinchPad),
        ]
    }
    /// The recycled list of items.
    public let list = ListView()
    /// The items the list shows, filtered by the search field.
    public var items = Items()
    /// The handler each row's button sends its action to, attached as a row is shown.
    public var handler: AnyActionHandlingProvider?

    /// Creates the screen, 600 by 700 points, with its parts laid out.
    ///
    /// - Parameter leftOut: The parts the screen doesn't show, as another toolkit's screen that
    ///   lacks them; only ``Part/segments`` can be left out.
    public init(leavingOut leftOut: Set<Part> = []) {
        super.init(frame: Rect(x: 0, y: 0, width: 600, height: 700))
        slider.isContinuous = false
        toggle.accessibilityLabel = PartLabel.toggle
        check.accessibilityLabel = PartLabel.check
        stepper.accessibilityLabel = PartLabel.stepper
        slider.accessibilityLabel = PartLabel.slider
        for (field, label) in zip([field, field2, search, notes] as [View], PartLabel.fields) {
            field.accessibilityLabel = label
        }
        list.accessibilityLabel = PartLabel.list
        let column: [View] = [button, toggle, check, stepper, slider, field, field2, search, notes]
        for (index, view) in column.enumerated() {
            view.frame = Rect(x: 10, y: 10 + Double(index) * 50, width: 200, height: 40)
            addSubview(view)
        }
        for (index, pad) in pads.enumerated() {
            pad.view.frame = Rect(x: 240, y: 10 + Double(index) * 70, width: 300, height: 60)
            addSubview(pad.view)
        }
        segments.frame = Rect(x: 240, y: 425, width: 300, height: 30)
        list.frame = Rect(x: 10, y: 460, width: 300, height: 240)
        list.rowHeight = 30
        list.register(HeadlessItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = self
        addSubview(list)
        // After the list, as the other toolkits read it: at the foot of the gestures' column.
        if !leftOut.contains(.segments) { addSubview(segments) }
        // The screen filters its own list; the transcript's handler ignores `Search`.
        ss.addActionHandler(to: self)
    }

    /// The view of a part.
    public func view(for part: Part) -> View {
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

    /// The number of items shown.
    public func numberOfRows(in listView: ListView) -> Int { items.shown.count }

    /// A row for the item shown at a row, attached to ``handler``.
    public func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) throws -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        if let cell = cell as? HeadlessItemCell {
            cell.ss.configure(items.shown[indexPath.row])
            handler?.attach(to: cell)
        }
        return cell
    }

    /// The parity mappings: every control event and gesture phase as a transcript line.
    public var eventForwarder: any EventForwardable {
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
            EventForwarder(field) { view, ctx in recordControlEvents(ctx, of: .field) { view.text ?? "" } }
            EventForwarder(field2) { view, ctx in recordControlEvents(ctx, of: .field2) { view.text ?? "" } }
            EventForwarder(search) { view, ctx in
                recordControlEvents(ctx, of: .search) { view.text ?? "" }
                ctx.control(.editingChanged) { [Search(text: view.text ?? "")] }
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

extension HeadlessParityScreen: @MainActor ActionHandlingProvider {
    /// Filters the list by the search text.
    public func handle(action: Search) {
        items.query = action.text
        list.reloadData()
    }
}
