import HeadlessWidgets
import SendingState

/// A stepper that changes its own count: its buttons call `invalidateState`, and the count flows
/// back to the `BindingStore` that was applied to it.
final class StepperView: View, Configurable, EventForwardingProvider {
    /// What the stepper's own buttons do.
    enum Step {
        case increment
        case decrement
    }

    let titleLabel = Label()
    let minusButton = Button(title: "−")
    let valueLabel = Label()
    let plusButton = Button(title: "+")

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "bags"
        titleLabel.frame = Rect(x: 10, y: 0, width: 100, height: 44)
        minusButton.frame = Rect(x: 180, y: 0, width: 44, height: 44)
        valueLabel.frame = Rect(x: 224, y: 0, width: 32, height: 44)
        plusButton.frame = Rect(x: 256, y: 0, width: 44, height: 44)
        minusButton.accessibilityIdentifier = "bags-minus"
        plusButton.accessibilityIdentifier = "bags-plus"
        minusButton.accessibilityLabel = "Fewer bags"
        plusButton.accessibilityLabel = "More bags"
        for subview in [titleLabel, minusButton, valueLabel, plusButton] { addSubview(subview) }
        // The stepper handles its own steps; other handlers ignore `Step`, which is not their type.
        ss.addActionHandler(to: self)
    }

    var configurer: (StepperView, Int) -> Void {
        { stepper, count in
            stepper.titleLabel.text = "Bags"
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
