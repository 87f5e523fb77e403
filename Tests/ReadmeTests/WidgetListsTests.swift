import Foundation
import Testing

// HeadlessWidgets' docs name its widgets in lists only where a list is the reference: the landing
// page's topics, the testing article's tables of what each control sends by touch and by key, and
// the README's porting table. Elsewhere a widget is only an example, and its own file says the rest.
// These tests read the widgets' declarations from the sources, so a widget added without its line
// in one of those lists fails here, not in a reader's hands.

struct WidgetListsTests {
    @Test func theLandingPageListsEveryWidgetInItsTopics() throws {
        let topics = try text(of: "Sources/HeadlessWidgets/Documentation.docc/HeadlessWidgets.md")
            .components(separatedBy: "## Topics").dropFirst().joined()
        for widget in try widgets() {
            let listed = topics.contains("- ``\(widget)``")
            #expect(listed, "HeadlessWidgets.md's Topics don't list ``\(widget)``")
        }
    }

    @Test func theTestingArticleSaysWhatEveryControlSendsByTouchAndByKey() throws {
        let article = try text(of: "Sources/HeadlessWidgets/Documentation.docc/TestingViewLogic.md")
        let tables = [
            "touch": table(in: article, headedBy: "| Interaction | Events sent, in order |"),
            "key": table(in: article, headedBy: "| First responder | Key"),
        ]
        for (kind, rows) in tables {
            #expect(!rows.isEmpty, "TestingViewLogic.md has no table of events by \(kind)")
            for control in try controls() {
                let hasRow = rows.contains { $0.contains("``\(control)``") || $0.contains("``\(control)/") }
                #expect(
                    hasRow, "TestingViewLogic.md's table of events by \(kind) has no row for ``\(control)``")
            }
        }
    }

    @Test func theReadmePortingTableNamesEveryControl() throws {
        let rows = try text(of: "README.md").split(separator: "\n").filter { $0.hasPrefix("| `UI") }
        for control in try controls() {
            let named = rows.contains { $0.contains("`\(control)`") }
            #expect(named, "the README's porting table doesn't name `\(control)`")
        }
    }

    @Test func theSourcesAreReadForEveryWidgetAndOnlyForWidgets() throws {
        let names = Set(try widgets())
        #expect(names.isSuperset(of: ["View", "Window", "Label", "TextView", "ListView", "CollectionCell"]))
        #expect(
            Set(try controls()).isSuperset(of: [
                "Control", "Button", "Stepper", "SegmentedControl",
            ]))
        #expect(!names.contains("Segment"), "a widget's nested part is documented on its widget's page")
        #expect(!names.contains("VirtualClock") && !names.contains("ActionRecorder"), "not views")
    }

    // MARK: - Reading the sources

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func text(of path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of the public classes declared at the top level of HeadlessWidgets' sources that
    /// descend from `View`, with `View` itself.
    private func widgets() throws -> [String] {
        try classes(descendingFrom: "View")
    }

    /// The names of `Control` and the widgets that descend from it.
    private func controls() throws -> [String] {
        try classes(descendingFrom: "Control")
    }

    /// The names of the public classes declared at the top level of HeadlessWidgets' sources that
    /// are a class or descend from it.
    private func classes(descendingFrom base: String) throws -> [String] {
        let folder = repositoryRoot.appendingPathComponent("Sources/HeadlessWidgets")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var superclasses: [String: String] = [:]
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let (name, superclass) = classDeclaration(line) { superclasses[name] = superclass }
            }
        }
        return superclasses.filter { sequence(first: $0.key) { superclasses[$0] }.contains(base) }
            .keys.sorted()
    }

    /// The name and superclass of a public class declared at the top level, unindented, such as
    /// `open class Stepper: Control {`; `nil` for any other line.
    private func classDeclaration(_ line: Substring) -> (name: String, superclass: String)? {
        let prefixes = ["open class ", "public class ", "public final class "]
        guard let prefix = prefixes.first(where: line.hasPrefix) else { return nil }
        let declaration = line.dropFirst(prefix.count)
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].prefix { $0.isLetter || $0.isNumber }
        let superclass = declaration[declaration.index(after: colon)...].drop { $0 == " " }
            .prefix { $0.isLetter || $0.isNumber }
        return name.isEmpty || superclass.isEmpty ? nil : (String(name), String(superclass))
    }

    /// The rows of the Markdown table whose header line starts with a given text, header excluded.
    private func table(in markdown: String, headedBy header: String) -> [Substring] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return Array(lines[(start + 2)...].prefix { $0.hasPrefix("|") })
    }
}
