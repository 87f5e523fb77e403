import Foundation
import Testing

// The porting articles, and the GTK adapter's "Testing a GTK app", "Applications and actions",
// "Menus and header bars", "Layout, style, windows and focus", "Running an app's main loop" and
// "Wrapping any GTK widget", show code
// that compiles. Each `swift`, `c` and `modulemap` block of
// "Porting SendingState to a UI toolkit" must appear in a file of the GTK or web adapter's sources
// or tests, of HeadlessWidgets or its tests, of the gesture kit's tests, or of the conformance
// checker or its tests.
// "Porting an iOS screen" shows the ported screen of the PortingTests target and the XCTest suite
// of XCTestPortingTests; its blocks of iOS code, which begin with `import UIKit`, are the originals
// and can't compile here.
// Indentation and blank lines don't count, and a `// …` line stands for lines left out: the lines
// around it must still appear in that order, in one file.

/// An article whose code blocks must come from files under some folders.
struct CheckedArticle: Sendable, CustomTestStringConvertible {
    /// The article, relative to the repository's root.
    var path: String
    /// The folders whose files a snippet may come from, relative to the repository's root.
    var snippetFolders: [String]
    /// How many checked blocks the article has at least, so a broken parser can't pass.
    var minimumSnippets: Int

    var testDescription: String { path }
}

private let articles = [
    CheckedArticle(
        path: "Sources/SendingState/Documentation.docc/PortingToAToolkit.md",
        snippetFolders: [
            "Adapters/GTK/Sources", "Adapters/GTK/Tests", "Adapters/Web/Sources", "Adapters/Web/Tests",
            "Sources/SendingStateTesting", "Sources/HeadlessWidgets", "Tests/HeadlessWidgetsTests",
            "Tests/SendingStateInputTests", "Tests/SendingStateTestingTests",
        ],
        minimumSnippets: 10),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTKTesting/Documentation.docc/TestingAGTKApp.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTestingTests"],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/ApplicationsAndActions.md",
        snippetFolders: ["Adapters/GTK/Sources/GTKShoppingList"],
        minimumSnippets: 3),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/MenusAndHeaderBars.md",
        snippetFolders: ["Adapters/GTK/Sources/GTKShoppingList", "Adapters/GTK/Tests/GTKMainLoopProbe"],
        minimumSnippets: 2),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/ContextMenusAndPopovers.md",
        snippetFolders: [
            "Adapters/GTK/Tests/SendingStateGTKTests", "Adapters/GTK/Tests/GTKMainLoopProbe",
            "Adapters/GTK/Sources/GTKShoppingList",
        ],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/ClipboardAndDragAndDrop.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests"],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/DialogsAndFileChoosers.md",
        snippetFolders: ["Adapters/GTK/Sources/GTKShoppingList"],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/EditingText.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests"],
        minimumSnippets: 2),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/Tables.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests"],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/NavigationAndLayout.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests"],
        minimumSnippets: 5),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/LayoutAndStyle.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests", "Adapters/GTK/Sources/GTKShoppingList"],
        minimumSnippets: 6),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/RunningAnApp.md",
        snippetFolders: ["Adapters/GTK/Sources/GTKShoppingList"],
        minimumSnippets: 1),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/TranslatingAnApp.md",
        snippetFolders: ["Adapters/GTK/Sources/GTKShoppingList"],
        minimumSnippets: 2),
    CheckedArticle(
        path: "Adapters/GTK/Sources/SendingStateGTK/Documentation.docc/WrappingAnyGTKWidget.md",
        snippetFolders: ["Adapters/GTK/Tests/SendingStateGTKTests"],
        minimumSnippets: 2),
    CheckedArticle(
        path: "Sources/HeadlessWidgets/Documentation.docc/PortingAnIOSScreen.md",
        snippetFolders: ["Tests/PortingTests", "Tests/XCTestPortingTests"],
        minimumSnippets: 4),
]

/// The kinds of file a snippet may come from.
private let snippetExtensions: Set<String> = ["swift", "h", "modulemap"]

/// The languages of the code blocks that must come from those files; shell commands are not code.
private let checkedLanguages: Set<String> = ["swift", "c", "modulemap"]

/// The first line of a block of iOS code, shown as the original of a port.
private let iOSOriginal = "import UIKit"

/// The line that stands for lines left out of a snippet.
private let elision = "// …"

struct PortingArticleTests {
    @Test(arguments: articles)
    func everySnippetOfThePortingArticlesComesFromCompiledCode(_ checked: CheckedArticle) throws {
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent(checked.path), encoding: .utf8)
        let sources = try sourceFiles(in: checked.snippetFolders)
        let snippets = codeBlocks(in: article).filter(isChecked)
        #expect(
            snippets.count >= checked.minimumSnippets,
            "found \(snippets.count) checked code blocks in \(checked.path)")
        #expect(!sources.isEmpty, "found no source files in \(checked.snippetFolders)")
        for snippet in snippets {
            let lines = significantLines(snippet.text)
            let found = sources.contains { contains(lines, in: $0.lines) }
            #expect(
                found,
                """
                The \(snippet.language) block at \(checked.path):\(snippet.line) is not in any file under \
                \(checked.snippetFolders.joined(separator: ", ")); \(firstMissingLine(of: lines, in: sources))
                """)
        }
    }

    @Test func blocksOfIOSCodeAndShellCommandsAreNotChecked() {
        #expect(!isChecked(CodeBlock(language: "swift", line: 1, text: "\nimport UIKit\nfinal class A {}\n")))
        #expect(isChecked(CodeBlock(language: "swift", line: 1, text: "import HeadlessWidgets\n")))
        #expect(isChecked(CodeBlock(language: "modulemap", line: 1, text: "module Gtk {}\n")))
        #expect(!isChecked(CodeBlock(language: "sh", line: 1, text: "swift test\n")))
    }

    @Test func anElisionSkipsLinesButKeepsTheOrder() {
        let file = significantLines("struct A {\n    let a = 1\n    let b = 2\n\n    let c = 3\n}\n")
        #expect(contains(significantLines("let a = 1\nlet b = 2\n"), in: file))
        #expect(contains(significantLines("struct A {\n    // …\n    let c = 3\n}\n"), in: file))
        #expect(contains(significantLines("// …\nlet b = 2\n// …\n"), in: file))
        #expect(!contains(significantLines("let a = 1\nlet c = 3\n"), in: file), "lines left out need `// …`")
        #expect(!contains(significantLines("let c = 3\n// …\nlet a = 1\n"), in: file), "the order counts")
        #expect(!contains(significantLines("let a = 1\nlet d = 4\n"), in: file))
    }

    // MARK: - Reading the files

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// A file a snippet may come from: its path from the repository's root, and its significant lines.
    private struct SourceFile {
        var path: String
        var lines: [Substring]
    }

    private func sourceFiles(in snippetFolders: [String]) throws -> [SourceFile] {
        try snippetFolders.flatMap { folder -> [SourceFile] in
            let url = repositoryRoot.appendingPathComponent(folder)
            let files =
                FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .filter { snippetExtensions.contains($0.pathExtension) } ?? []
            return try files.map { file in
                let text = try String(contentsOf: file, encoding: .utf8)
                return SourceFile(
                    path: folder + file.path.dropFirst(url.path.count), lines: significantLines(text))
            }
        }
    }

    /// A fenced code block of the article: its language, the article's line it starts on, its text.
    private struct CodeBlock {
        var language: String
        var line: Int
        var text: String
    }

    /// Whether a code block must come from compiled code: code in a checked language, and not iOS code.
    private func isChecked(_ block: CodeBlock) -> Bool {
        checkedLanguages.contains(block.language) && significantLines(block.text).first != iOSOriginal[...]
    }

    private func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: CodeBlock?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("```") else {
                open?.text += line + "\n"
                continue
            }
            if let block = open {
                blocks.append(block)
                open = nil
            } else {
                open = CodeBlock(language: String(trimmed.dropFirst(3)), line: index + 1, text: "")
            }
        }
        return blocks
    }

    // MARK: - Matching

    /// Lines without their indentation or trailing spaces, leaving out blank lines.
    private func significantLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { line in
            var line = line.drop(while: { $0 == " " || $0 == "\t" })
            while line.last == " " || line.last == "\t" { line = line.dropLast() }
            return line
        }
        .filter { !$0.isEmpty }
    }

    /// The runs of a snippet's lines between the `// …` lines.
    private func runs(of snippet: [Substring]) -> [ArraySlice<Substring>] {
        snippet.split(whereSeparator: { $0 == elision })
    }

    /// Whether every run of the snippet's lines appears in the file, each after the one before.
    private func contains(_ snippet: [Substring], in file: [Substring]) -> Bool {
        progress(of: snippet, in: file).runs == runs(of: snippet).count
    }

    /// How far the file goes in matching the snippet: how many of its runs of lines appear in order,
    /// and how many lines of the next run follow them.
    ///
    /// The earliest place each run is found leaves the most room for the runs after it.
    private func progress(of snippet: [Substring], in file: [Substring]) -> (runs: Int, lines: Int) {
        var position = file.startIndex
        var matched = 0
        for run in runs(of: snippet) {
            guard
                let start = file[position...].indices.first(where: { file[$0...].starts(with: run) })
            else {
                let lines = file[position...].indices.map { start in
                    zip(file[start...], run).prefix(while: { $0 == $1 }).count
                }
                return (matched, lines.max() ?? 0)
            }
            position = start + run.count
            matched += 1
        }
        return (matched, 0)
    }

    /// Names the file that comes closest to holding the snippet and the line it lacks, for the
    /// failure message.
    private func firstMissingLine(of snippet: [Substring], in sources: [SourceFile]) -> String {
        let closest = sources.map { (source: $0, progress: progress(of: snippet, in: $0.lines)) }
            .max { $0.progress < $1.progress }
        guard let closest else { return "there are no files to look in" }
        let run = runs(of: snippet)[closest.progress.runs]
        return "the closest file, \(closest.source.path), has the lines before "
            + "`\(run[run.startIndex + closest.progress.lines])` but not that line"
    }
}
