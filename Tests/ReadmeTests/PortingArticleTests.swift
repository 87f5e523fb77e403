import Foundation
import Testing

// The DocC article "Porting SendingState to a UI toolkit" shows the GTK adapter's own code. Each of
// its `swift`, `c` and `modulemap` blocks must appear in a file of the adapter's sources or tests,
// or of the conformance checker and the tests that run it, so the article shows code that compiles.
// Indentation and blank lines don't count, and a `// …` line stands for lines left out: the lines
// around it must still appear in that order, in one file.

/// The article, relative to the repository's root.
private let articlePath = "Sources/SendingState/Documentation.docc/PortingToAToolkit.md"

/// The folders whose files a snippet may come from, relative to the repository's root.
private let snippetFolders = [
    "Adapters/GTK/Sources", "Adapters/GTK/Tests", "Sources/SendingStateTesting", "Tests/HeadlessWidgetsTests",
]

/// The kinds of file a snippet may come from.
private let snippetExtensions: Set<String> = ["swift", "h", "modulemap"]

/// The languages of the code blocks that must come from those files; shell commands are not code.
private let checkedLanguages: Set<String> = ["swift", "c", "modulemap"]

/// The line that stands for lines left out of a snippet.
private let elision = "// …"

struct PortingArticleTests {
    @Test func everySnippetInThePortingArticleComesFromTheAdapterOrItsTests() throws {
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent(articlePath), encoding: .utf8)
        let sources = try sourceFiles()
        let snippets = codeBlocks(in: article).filter { checkedLanguages.contains($0.language) }
        #expect(snippets.count >= 10, "found \(snippets.count) checked code blocks in \(articlePath)")
        #expect(!sources.isEmpty, "found no source files in \(snippetFolders)")
        for snippet in snippets {
            let lines = significantLines(snippet.text)
            let found = sources.contains { contains(lines, in: $0.lines) }
            #expect(
                found,
                """
                The \(snippet.language) block at \(articlePath):\(snippet.line) is not in any file under \
                \(snippetFolders.joined(separator: ", ")); \(firstMissingLine(of: lines, in: sources))
                """)
        }
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

    private func sourceFiles() throws -> [SourceFile] {
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
