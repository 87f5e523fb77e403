import Foundation
import SendingStateTestSupport
import Testing

/// The committed recordings: every picture opens in a browser, and the refused checkout is red.
struct RecordingsTests {
    /// Every committed SVG recording, relative to the `__Snapshots__` folder.
    static var pictures: [String] {
        let files =
            FileManager.default.enumerator(atPath: snapshotsFolder.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".svg") }.sorted()
    }

    /// The parsed recording at a path relative to the `__Snapshots__` folder.
    func picture(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SVGElement {
        let data = try Data(contentsOf: snapshotsFolder.appendingPathComponent(path))
        return try SVGElement.parse(data).get()
    }

    @Test func everySVGRecordingIsWellFormedXML() throws {
        #expect(Self.pictures.count >= 4, "the session's three moments and the strategies' own fixture")
        for path in Self.pictures {
            let root = try picture(path)
            #expect(root.name == "svg", "\(path)")
            #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg", "\(path)")
        }
    }

    @Test func aBrokenPictureIsNotWellFormed() {
        let broken = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g></svg>"#.utf8)
        #expect(throws: (any Error).self) { try SVGElement.parse(broken).get() }
    }

    @Test func theRefusedCheckoutIsOutlinedInRed() throws {
        let root = try picture(
            "ShoppingListSnapshotTests/theScreensMatchTheirRecordingsThroughTheSession.checkout-refused.svg")

        let refusal = try #require(root.elements(ofClass: "refusal").first)
        #expect(refusal.attributes["data-reason"] == "disabled")
        let target = try #require(refusal.elements(ofClass: "refusal-target").first)
        #expect(target.attributes["stroke"] == "#ff3b30", "red")
        #expect(target.attributes["stroke-dasharray"] != nil, "dashed")
        let frame = ["x", "y", "width", "height"].map { target.attributes[$0] }
        #expect(frame == ["230", "10", "80", "40"], "around the checkout button")
        let message = refusal.elements(ofClass: "refusal-message").map(\.text).joined(separator: " ")
        #expect(message.contains(#"Button#checkout "Checkout" is disabled"#))
    }

    @Test func theScreenBeforeTheRefusalHasNoRed() throws {
        let root = try picture(
            "ShoppingListSnapshotTests/theScreensMatchTheirRecordingsThroughTheSession.products-arrived.svg")
        #expect(root.elements(ofClass: "refusal").isEmpty)
        #expect(!root.descendants.contains { $0.attributes["stroke"] == "#ff3b30" })
    }
}
