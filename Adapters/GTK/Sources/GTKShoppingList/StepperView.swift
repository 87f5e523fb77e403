import SendingState
import SendingStateGTK

/// A stepper that changes its own count: its buttons call `invalidateState`, and the count flows
/// back to the `BindingStore` that was applied to it.
final class StepperView: GTKBox, Configurable, EventForwardingProvider {
    /// What the stepper's own buttons do.
    enum Step {
        case increment
        case decrement
    }

    let titleLabel = GTKLabel()
    let minusButton = GTKButton(title: "−")
    let valueLabel = GTKLabel()
    let plusButton = GTKButton(title: "+")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        accessibilityIdentifier = "bags"
        titleLabel.expandsHorizontally = true
        valueLabel.setMinimumSize(width: 32, height: -1)
        minusButton.accessibilityIdentifier = "bags-minus"
        plusButton.accessibilityIdentifier = "bags-plus"
        minusButton.accessibilityLabel = localized("Fewer bags")
        plusButton.accessibilityLabel = localized("More bags")
        for view in [titleLabel, minusButton, valueLabel, plusButton] as [GTKWidget] { addSubview(view) }
        // The stepper handles its own steps; other handlers ignore `Step`, which is not their type.
        ss.addActionHandler(to: self)
    }

    var configurer: (StepperView, Int) -> Void {
        { stepper, count in
            stepper.titleLabel.text = localized("Bags")
            stepper.valueLabel.text = "\(count)"
            stepper.minusButton.isEnabled = count > 0
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(minusButton) { _, ctx in ctx.control(.primaryActionTriggered) { [Step.decrement] }
            }
            EventForwarder(plusButton) { _, ctx in ctx.control(.primaryActionTriggered) { [Step.increment] } }
        }
    }
}

// The stepper is its own handler for `Step`. The conformance is isolated to the main actor, where
// SendingState dispatches every event, so `handle(action:)` can touch the view directly.
extension StepperView: @MainActor ActionHandlingProvider {
    func handle(action: Step) {
        ss.invalidateState { count in
            action == .increment ? count + 1 : max(count - 1, 0)
        }
    }
}
