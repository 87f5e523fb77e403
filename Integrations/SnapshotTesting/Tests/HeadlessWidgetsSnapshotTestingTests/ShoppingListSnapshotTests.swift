import HeadlessWidgets
import HeadlessWidgetsSnapshotTesting
import SendingState
import ShoppingListUI
import SnapshotTesting
import Testing

/// The worked example: the shopping list's screens, recorded at three moments of its scripted
/// session, and what a reviewer sees when one of them changes.
@MainActor
struct ShoppingListSnapshotTests {
    /// The moments recorded, by the number of the step they follow in the session's transcript.
    static let moments = [2: "products-arrived", 3: "checkout-refused", 8: "list-settled"]

    /// The test whose recordings the deliberate change is checked against.
    static let recordingTest = "theScreensMatchTheirRecordingsThroughTheSession()"

    @Test func theScreensMatchTheirRecordingsThroughTheSession() async {
        var recorded: [String] = []
        _ = await ScriptedSession.played { step, session in
            guard let moment = Self.moments[step] else { return }
            // Each text recording is named for its strategy: the dump and the semantics are both .txt.
            assertSnapshot(of: session.window, as: .dump, named: "\(moment)-dump")
            assertSnapshot(of: session.window, as: .semantics, named: "\(moment)-semantics")
            assertSnapshot(of: session.window, as: .svg, named: moment)
            recorded.append(moment)
        }
        #expect(recorded == ["products-arrived", "checkout-refused", "list-settled"])
    }

    @Test("A deliberate change fails with a diff a reviewer can read, and matches again once restored")
    func aDeliberateChangeFailsReadablyAndMatchesOnceRestored() async throws {
        var failure: String?
        var restored: String?
        let session = await ScriptedSession.played { step, session in
            guard step == 3, let checkout = try? session.window.get(.identifier("checkout"), as: Button.self)
            else {
                return
            }
            checkout.title = "Pay now"
            failure = verifySnapshot(
                of: session.window, as: .semantics, named: "checkout-refused-semantics", record: .never,
                testName: Self.recordingTest)
            checkout.title = "Checkout"
            restored = verifySnapshot(
                of: session.window, as: .semantics, named: "checkout-refused-semantics", record: .never,
                testName: Self.recordingTest)
        }

        let message = try #require(failure)
        #expect(message.hasPrefix(#"Snapshot "checkout-refused-semantics" does not match reference."#))
        #expect(
            message.contains(
                "__Snapshots__/ShoppingListSnapshotTests/"
                    + "theScreensMatchTheirRecordingsThroughTheSession.checkout-refused-semantics.txt"))
        #expect(
            message.hasSuffix(
                """
                @@ −1,7 +1,7 @@
                \u{2007}staticText "Groceries"
                \u{2007}staticText "12 products · 0 in cart · 0 ★"
                −button "Checkout" disabled
                +button "Pay now" disabled
                \u{2007}list
                \u{2007}  cell "Milk"
                \u{2007}    staticText "Milk"
                \u{2007}    adjustable "Quantity of Milk" value "0"
                """))
        #expect(restored == nil, "the restored screen matches its recording")
        #expect(
            session.transcript == (await ScriptedSession.played()).transcript, "the session played as usual")
    }
}
