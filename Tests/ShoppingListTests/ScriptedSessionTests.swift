import Foundation
import HeadlessWidgets
import SendingState
import ShoppingListModel
import Testing

@testable import ShoppingListUI

@MainActor
struct ScriptedSessionTests {
    /// The committed transcript that `swift run ShoppingList` must print.
    private var expectedOutput: String {
        get throws {
            let path = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
            return try String(
                contentsOfFile: "/\(path)/Examples/ShoppingList/expected-output.txt", encoding: .utf8)
        }
    }

    @Test func theTranscriptMatchesTheCommittedOutput() async throws {
        #expect(await ScriptedSession.run() + "\n" == (try expectedOutput))
    }

    @Test func theBagsStepperChangesItsOwnStateAndTheStoreAndInteractorHearIt() throws {
        let session = ScriptedSession()
        session.screen.ss.configure(session.interactor.state)
        let plus = try session.window.get(.identifier("bags-plus"), as: Button.self)
        try plus.tap()
        try plus.tap()
        #expect(session.bagsStore.state == 3)
        #expect(session.interactor.state.bags == 3)
        #expect(session.screen.bagsStepper.valueLabel.text == "3")
        let minus = try session.window.get(.identifier("bags-minus"), as: Button.self)
        for _ in 0..<3 { try minus.tap() }
        #expect(session.bagsStore.state == 0)
        #expect(refusal(of: try minus.tap())?.reason == .disabled, "the stepper disables minus at zero")
    }

    @Test("The screen shows that it loads, then the products once the service answers on the window's clock")
    func theScreenShowsLoadingThenTheProducts() async throws {
        let session = ScriptedSession()
        session.screen.ss.configure(session.interactor.state)

        session.interactor.handle(action: .load)

        #expect(try session.window.get(.identifier("header")).query(.text("Loading products…")) != nil)
        #expect(session.screen.list.numberOfRows == 0)
        await session.window.clock.advance(by: session.service.latency - .milliseconds(1))
        #expect(session.screen.list.numberOfRows == 0, "the answer isn't there a millisecond early")

        await session.window.clock.advance(by: .milliseconds(1))

        #expect(session.screen.list.numberOfRows == 12)
        #expect(try session.window.get(.text("Milk"), as: Label.self).superview is ProductCell)
        #expect(try session.window.query(.text("12 products · 0 in cart · 0 ★")) != nil)
        #expect(session.window.clock.waiters.isEmpty, "the request's timeout was cancelled")
    }

    @Test("A flung list glides on the window's clock, and a tap while it glides only stops it")
    func aFlungListGlidesAndATapStopsIt() async throws {
        let session = ScriptedSession()
        session.screen.ss.configure(session.interactor.state)
        session.interactor.handle(action: .load)
        await session.window.clock.advance(by: session.service.latency)
        let list = session.screen.list
        try list.fling(velocity: Point(x: 0, y: -600))
        await session.window.clock.advance(by: .milliseconds(100))
        #expect(list.isDecelerating)
        let bread = try #require(
            try session.window.get(.text("Bread"), as: Label.self).superview as? ProductCell)
        var handled: [ShopAction] = []
        session.interactor.onHandle = { action, _ in handled.append(action) }
        try bread.favoriteButton.tap()
        #expect(!list.isDecelerating)
        #expect(handled.isEmpty, "the tap only stopped the list")
        let stoppedAt = list.contentOffset
        try await session.window.settle()
        #expect(list.contentOffset == stoppedAt)
        try bread.favoriteButton.tap()
        #expect(handled == [.toggleFavorite(productID: 3)])
    }

    @Test("The session calls back after each step, with the screen as the step left it, and plays the same")
    func theSessionCallsBackAfterEachStep() async throws {
        var steps: [Int] = []
        var rowsAfterEachStep: [Int] = []
        var refusals: [InteractionRefusal.Reason?] = []
        let session = await ScriptedSession.played { step, session in
            steps.append(step)
            rowsAfterEachStep.append(session.screen.list.numberOfRows)
            refusals.append(session.window.lastRefusal?.reason)
            #expect(session.transcript.filter { $0.hasPrefix("── ") }.count == step)
        }
        #expect(steps == Array(1...12))
        #expect(rowsAfterEachStep == [0, 12, 12, 12, 12, 12, 12, 12, 12, 11, 11, 11])
        #expect(Array(refusals.prefix(3)) == [nil, nil, .disabled], "the checkout is refused at step 3")
        #expect(session.transcript.joined(separator: "\n") + "\n" == (try expectedOutput))
    }

    @Test func theTranscriptIsDeterministic() async {
        let first = await ScriptedSession.run()
        for _ in 0..<5 {
            #expect(await ScriptedSession.run() == first)
        }
    }

    @Test func everyStepReachesTheInteractorWithTheRightProduct() async {
        let transcript = await ScriptedSession.run()
        let actions = transcript.split(separator: "\n").filter { $0.hasPrefix("action:") }
        #expect(
            actions == [
                "action:  load", "action:  productsLoaded(12 products)", "action:  none",
                "action:  toggleFavorite(productID: 1)",
                "action:  setQuantity(productID: 1, quantity: 3)",
                "action:  open(productID: 2)",
                "action:  none",
                "action:  none",
                "action:  toggleFavorite(productID: 10)",
                "action:  remove(productID: 11)",
                "action:  setBags(2)",
                "action:  checkOut",
            ])
        #expect(
            transcript.contains(
                "refused: tap on Button#checkout \"Checkout\" refused: Button#checkout \"Checkout\" is disabled"
            ))
    }

    @Test("The session draws the screen of the refused checkout, with the refusal in red, and names the file")
    func theSessionDrawsTheRefusedCheckout() async {
        let session = await ScriptedSession.played(picturePath: "pictures/checkout.svg")

        #expect(session.transcript.contains("picture: pictures/checkout.svg"))
        #expect(session.picture.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320""#))
        #expect(
            session.picture.contains(#"<g data-type="Button" data-identifier="checkout" class="disabled">"#))
        #expect(session.picture.contains(#"<g class="refusal" data-reason="disabled">"#))
        #expect(session.picture.contains(">Groceries</text>"))
        #expect(!session.picture.contains(">Pasta</text>"), "drawn before the list scrolls down")
    }
}
