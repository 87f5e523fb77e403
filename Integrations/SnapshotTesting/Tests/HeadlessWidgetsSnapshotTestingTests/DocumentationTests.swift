import Foundation
import Testing

/// The articles show code that runs.
///
/// Each `swift` block of the catalog must appear, line for line, in one of these tests.
/// Indentation and blank lines don't count, and a block may stop short of the end of the code it
/// is taken from.
struct DocumentationTests {
    /// The package's root folder.
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of a text that aren't blank, without their indentation.
    func significantLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }

    @Test func everySwiftBlockOfTheArticlesRunsInATest() throws {
        let catalog = Self.packageFolder.appendingPathComponent(
            "Sources/HeadlessWidgetsSnapshotTesting/Documentation.docc")
        let tests = Self.packageFolder.appendingPathComponent("Tests/HeadlessWidgetsSnapshotTestingTests")
        let testFiles = try FileManager.default.contentsOfDirectory(atPath: tests.path)
            .filter { $0.hasSuffix(".swift") }
            .map {
                significantLines(try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8))
            }
        var blocks = 0
        for article in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
        where article.hasSuffix(".md") {
            let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                let lines = significantLines(block.components(separatedBy: "```")[0])
                blocks += 1
                let found = testFiles.contains { file in
                    file.indices.contains { file[$0...].starts(with: lines) }
                }
                #expect(found, "\(article): a block no test runs:\n\(lines.joined(separator: "\n"))")
            }
        }
        #expect(blocks >= 2, "the articles show the assertions")
    }
}
