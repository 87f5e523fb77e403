import SendingState
import SendingStateGTK
import ShoppingListModel

/// The shopping list in a GTK window: the same models, actions and interactor as the scripted
/// session on HeadlessWidgets, wired the same way.
@MainActor
final class ShoppingListApp {
    let window = GTKWindow(title: "Groceries", width: 460, height: 640)
    let screen = ShoppingListScreen()
    let interactor = ShoppingListInteractor(products: Product.groceries)
    /// The two-way store of the bags stepper: the stepper writes its count back here.
    let bagsStore = BindingStore<Int, StepperView>(1)

    init() {
        window.contentView = screen
        screen.actionHandler = AnyActionHandlingProvider(interactor)
        screen.header.ss.addActionHandler(to: interactor)
        interactor.render = { [screen] state in screen.ss.configure(state) }
        interactor.onHandle = { action, state in print("action: \(action)\nstate:  \(state)") }
        bagsStore.apply(to: screen.bagsStepper)
        bagsStore.observe(interactor) { interactor, bags in interactor.handle(action: .setBags(bags)) }
        screen.ss.configure(interactor.state)
    }

    /// Shows the window and runs until it is closed, or for `seconds` when given.
    func run(quittingAfter seconds: Double?) {
        window.onClose = { GTKMainLoop.quit() }
        if let seconds { GTKMainLoop.after(seconds: seconds) { GTKMainLoop.quit() } }
        window.present()
        GTKMainLoop.run()
    }
}
