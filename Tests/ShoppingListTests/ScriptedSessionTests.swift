import Foundation
import HeadlessWidgets
import SendingState
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
                "action:  checkOut",
            ])
        #expect(
            transcript.contains(
                "refused: tap on Button#checkout \"Checkout\" refused: Button#checkout \"Checkout\" is disabled"
            ))
    }
}
