import Foundation
import HeadlessWidgets
import SendingState
import ShoppingListModel
import Testing

@testable import ShoppingList

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

    @Test func theTranscriptMatchesTheCommittedOutput() throws {
        #expect(ScriptedSession.run() + "\n" == (try expectedOutput))
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

    @Test func theTranscriptIsDeterministic() {
        #expect(ScriptedSession.run() == ScriptedSession.run())
    }

    @Test func everyStepReachesTheInteractorWithTheRightProduct() {
        let transcript = ScriptedSession.run()
        let actions = transcript.split(separator: "\n").filter { $0.hasPrefix("action:") }
        #expect(
            actions == [
                "action:  none", "action:  none",
                "action:  toggleFavorite(productID: 1)",
                "action:  setQuantity(productID: 1, quantity: 3)",
                "action:  open(productID: 2)",
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
}
