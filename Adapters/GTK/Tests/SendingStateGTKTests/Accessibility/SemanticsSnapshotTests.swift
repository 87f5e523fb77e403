import HeadlessWidgetsSnapshotTesting
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SnapshotTesting
import Testing

/// The `.semantics` strategy of HeadlessWidgetsSnapshotTesting records a live GTK window as it
/// records a headless one: what a screen reader reads, with nothing of pixels, fonts or sizes.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct SemanticsSnapshotTests {
    /// An order form with a paned beside it: a heading, an entry, a switch, a spin button, a
    /// button, and the paned's handle.
    final class OrderForm: GTKPaned {
        let title = GTKLabel(text: "Order")
        let name = GTKEntry(placeholder: "Name")
        let giftWrap = GTKSwitch(isOn: true)
        let quantity = GTKSpinButton(minimumValue: 1, maximumValue: 9, value: 2)
        let order = GTKButton(title: "Order")

        init() {
            super.init(axis: .horizontal)
            title.accessibilityRole = .header
            giftWrap.accessibilityLabel = "Gift wrap"
            quantity.accessibilityLabel = "Quantity"
            let form = GTKBox(axis: .vertical, spacing: 8)
            for view in [title, name, giftWrap, quantity, order] { form.addSubview(view) }
            startView = form
            endView = GTKLabel(text: "Summary")
        }
    }

    @Test func aLiveGTKWindowMatchesItsSemanticsRecording() throws {
        let form = OrderForm()
        let window = GTKTestWindow(form, width: 420, height: 320)
        defer { window.close() }
        assertSnapshot(of: form, as: .semantics, named: "order-form")
        // A change a screen reader would notice fails against the recording.
        form.quantity.value = 3
        let failure = verifySnapshot(of: form, as: .semantics, named: "order-form", record: .never)
        #expect(failure?.contains(#"value "3""#) == true, "\(failure ?? "no failure")")
    }
}
