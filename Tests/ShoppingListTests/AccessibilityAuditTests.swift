import HeadlessWidgets
import SendingState
import ShoppingListUI
import Testing

@MainActor
struct AccessibilityAuditTests {
    @Test("The shopping list passes the accessibility audit after every step of the scripted session")
    func theScreenPassesTheAuditAfterEveryStep() async {
        var failures: [String] = []
        var steps = 0
        _ = await ScriptedSession.played { step, session in
            steps = step
            do {
                try session.window.auditAccessibility()
            } catch {
                failures.append("after step \(step), \(error)")
            }
        }
        #expect(steps == 12, "the audit ran at every step, loading, loaded, scrolled and checked out")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("The session's screen reads with every row's controls named, so the audit reads them too")
    func theAuditReadsTheRowsControls() async {
        var dumps: [Int: String] = [:]
        _ = await ScriptedSession.played { step, session in
            dumps[step] = session.window.semanticsDump()
        }
        #expect(dumps[1]?.contains("list busy\n") == true, "loading")
        for step in [2, 8, 12] {
            let dump = dumps[step] ?? ""
            let favourites = dump.split(separator: "\n").filter { $0.hasPrefix("    button \"Favourite\"") }
            #expect(favourites.count == 4, "step \(step)")
            #expect(dump.contains("    adjustable \"Quantity of "), "step \(step)")
        }
    }

    @Test("The only target under 44 points, the enhanced audit's size, is the 40-point-high Checkout")
    func theEnhancedAuditFindsOnlyTheCheckoutButton() async throws {
        let session = await ScriptedSession.played()
        let error = try #require(throws: AccessibilityAuditError.self) {
            try session.window.auditAccessibility(.enhanced)
        }
        #expect(error.findings.map(\.rule) == [.targetSize])
        #expect(error.findings.map(\.node) == [#"button "Checkout""#])
        #expect(error.findings.map(\.problem) == ["is 80×40 points, under 44×44"])
        try session.window.auditAccessibility(.enhanced.accepting(.targetSize, named: "Checkout"))
    }
}
