public import HeadlessWidgets
import SendingState
import ShoppingListModel

/// Plays a scripted user session on the shopping list and writes down the one-way flow of each
/// step: what the person did, the action the interactor received, the state it sent back, and
/// the widget tree.
///
/// The products come from a ``ProductService`` that waits on the window's virtual clock, and the
/// interactor runs the service's work on the clock's executor, so the session controls when the
/// service answers, moving the clock waits for the answer, and the transcript is the same on every
/// run. The step whose tap is refused is also drawn with `renderSVG()`, for `main.swift` to write.
///
/// A test that looks at the screen between steps passes a closure that
/// ``played(picturePath:afterEachStep:)`` calls after each one:
///
/// ```swift
/// let session = await ScriptedSession.played { step, session in
///     if step == 3 { print(session.window.renderSVG()) }  // the refused checkout
/// }
/// ```
@MainActor
public struct ScriptedSession {
    /// The window that holds the screen, 320 by 300 points, with the virtual clock the session
    /// moves.
    public let window = Window(size: Size(width: 320, height: 300))
    let screen = ShoppingListScreen()
    let service: ProductService
    let interactor: ShoppingListInteractor
    /// The two-way store of the bags stepper: the stepper writes its count back here.
    let bagsStore = BindingStore<Int, StepperView>(1)
    /// Where the transcript says the picture of the refused step is written.
    public let picturePath: String
    /// The lines written down so far.
    public private(set) var transcript: [String] = []
    /// The screen right after the refused tap on "Checkout", drawn by `renderSVG()`: the button is
    /// outlined in red, and the refusal is written below the screen.
    public private(set) var picture = ""
    private var stepCount = 0

    /// Where `swift run ShoppingList` writes the picture unless it is given another path.
    public static let defaultPicturePath = ".build/shopping-list-checkout.svg"

    init(picturePath: String = ScriptedSession.defaultPicturePath) {
        self.picturePath = picturePath
        service = ProductService(clock: window.clock)
        interactor = ShoppingListInteractor(service: service, executor: window.clock.executor)
        window.addSubview(screen)
        screen.actionHandler = AnyActionHandlingProvider(interactor)
        screen.header.ss.addActionHandler(to: interactor)
        interactor.render = { [screen] state in screen.ss.configure(state) }
        bagsStore.apply(to: screen.bagsStepper)
        bagsStore.observe(interactor) { interactor, bags in interactor.handle(action: .setBags(bags)) }
    }

    /// Runs the whole session and returns its transcript.
    static func run() async -> String {
        await played().transcript.joined(separator: "\n")
    }

    /// Runs the whole session and returns it, with its transcript and its picture.
    ///
    /// The session is the same whatever `afterEachStep` does, as long as it only looks: its
    /// transcript is the one `swift run ShoppingList` prints. The steps are numbered from 1, as
    /// the transcript numbers them; step 2 is the products arriving, 3 the refused checkout, and
    /// 8 the list settled after the fling, showing reused cells.
    ///
    /// ```swift
    /// let session = await ScriptedSession.played(picturePath: "pictures/checkout.svg")
    /// print(session.transcript.joined(separator: "\n"))
    /// ```
    ///
    /// - Parameters:
    ///   - picturePath: Where the transcript says the picture is written.
    ///   - afterEachStep: Called after each step is written down, with the step's number and the
    ///     session as it is then.
    /// - Returns: The session, played to its end.
    public static func played(
        picturePath: String = defaultPicturePath,
        afterEachStep: (_ step: Int, _ session: ScriptedSession) -> Void = { _, _ in }
    ) async -> ScriptedSession {
        var session = ScriptedSession(picturePath: picturePath)
        session.screen.ss.configure(session.interactor.state)
        for step in session.script {
            await session.perform(step)
            afterEachStep(session.stepCount, session)
        }
        return session
    }

    /// One step of the script: what the person does, and whether the screen is drawn after it.
    private struct Step {
        var title: String
        var drawn = false
        var action: (ScriptedSession) async throws -> Void
    }

    /// The steps of the session, in order.
    private var script: [Step] {
        [
            Step(title: "Open the screen: the interactor asks the service for the products") {
                $0.interactor.handle(action: .load)
            },
            Step(title: "Wait \(service.latency) on the window's virtual clock: the service answers") {
                await $0.window.clock.advance(by: $0.service.latency)
            },
            Step(title: "Tap \"Checkout\" while the cart is empty", drawn: true) {
                try $0.button("checkout").tap()
            },
            Step(title: "Tap ☆ on Milk") { try $0.cell("Milk").favoriteButton.tap() },
            Step(title: "Slide Milk's quantity to 3") {
                try $0.cell("Milk").quantitySlider.slide(to: 3, steps: 3)
            },
            Step(title: "Tap the Eggs row") { try $0.cell("Eggs").tap() },
            Step(title: "Fling the list upward: the content follows the finger for a frame, then glides on") {
                try $0.screen.list.fling(velocity: Point(x: 0, y: -1_500))
            },
            Step(
                title:
                    "Let the list settle on the virtual clock: it stops at the end, reusing cells for Coffee and Tea"
            ) {
                try await $0.window.settle()
            },
            Step(title: "Tap ☆ on Coffee, in a reused cell") { try $0.cell("Coffee").favoriteButton.tap() },
            Step(title: "Long-press Tea for a second to remove it") {
                try $0.cell("Tea").longPress(duration: 1)
            },
            Step(title: "Tap + on the bags stepper: it changes its own state, and the store hears it") {
                try $0.button("bags-plus").tap()
            },
            Step(
                title: "Tap the \"Checkout\" button, found by its role and name as a screen reader finds it"
            ) {
                try $0.window.get(.role(.button, name: "Checkout"), as: Button.self).tap()
            },
        ]
    }

    /// An action as the transcript shows it: a list of products by its length.
    static func describe(_ action: ShopAction) -> String {
        if case .productsLoaded(let products) = action {
            "productsLoaded(\(products.count) products)"
        } else {
            "\(action)"
        }
    }

    private func button(_ identifier: String) throws -> Button {
        try window.get(.identifier(identifier), as: Button.self)
    }

    private func cell(_ name: String) throws -> ProductCell {
        let label = try window.get(.text(name), as: Label.self)
        guard let cell = label.superview as? ProductCell else {
            throw FindError(
                kind: .notFound, query: "ProductCell around \(label.summary)", root: window.summary, nodes: []
            )
        }
        return cell
    }

    /// Performs one step and records it, drawing the screen afterwards when the step says so.
    private mutating func perform(_ step: Step) async {
        var handled: [(ShopAction, ShopState)] = []
        interactor.onHandle = { handled.append(($0, $1)) }
        stepCount += 1
        transcript.append("── \(stepCount). \(step.title)")
        do {
            try await step.action(self)
        } catch {
            transcript.append("refused: \(error)")
        }
        if step.drawn {
            picture = window.renderSVG()
            transcript.append("picture: \(picturePath)")
        }
        interactor.onHandle = nil
        if handled.isEmpty {
            transcript.append("action:  none")
            transcript.append("state:   \(interactor.state) (unchanged)")
        }
        for (action, state) in handled {
            transcript.append("action:  \(Self.describe(action))")
            transcript.append("state:   \(state)")
        }
        transcript.append(
            "cells:   \(screen.list.createdCellCount) created for \(screen.list.numberOfRows) rows")
        transcript.append(window.dump())
    }
}
