import Foundation
import HeadlessWidgets
import HeadlessWidgetsSnapshotTesting
import SendingState
import SendingStateTestSupport
import SnapshotTesting
import Testing

@MainActor
struct SnapshottingViewTests {
    let window = Window(size: Size(width: 200, height: 100))
    let name = Label(text: "Milk")
    let buy = Button(title: "Buy")
    let scratch: ScratchDirectory
    /// Where this test's recordings go; it is removed when the test ends.
    var directory: String { scratch.path }

    init() throws {
        scratch = try ScratchDirectory()
        name.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        buy.frame = Rect(x: 120, y: 40, width: 70, height: 44)
        buy.accessibilityIdentifier = "buy"
        window.addSubview(name)
        window.addSubview(buy)
    }

    /// Checks the window against a recording in this test's `directory`, named `name`, and returns
    /// the library's failure message.
    ///
    /// The record mode is `.missing`, the library's default, unless a test says otherwise, so
    /// that a `SNAPSHOT_TESTING_RECORD` set around the tests, as CI sets it, changes nothing here.
    func verify(
        as strategy: Snapshotting<View, String>, named name: String = "fixture",
        record: SnapshotTestingConfiguration.Record? = .missing
    ) -> String? {
        verifySnapshot(
            of: window, as: strategy, named: name, record: record, snapshotDirectory: directory,
            testName: "fixture")
    }

    // MARK: - Matching and failing

    @Test func anUnchangedScreenMatchesItsCommittedRecordings() {
        assertSnapshot(of: window, as: .dump, named: "dump")
        assertSnapshot(of: window, as: .semantics, named: "semantics")
        assertSnapshot(of: window, as: .svg, named: "svg")
    }

    @Test func aChangedScreenFailsWithALineDiffOfTheDump() throws {
        #expect(verify(as: .dump) != nil, "the first run records")
        #expect(verify(as: .dump) == nil)

        name.text = "Tea"
        let message = try #require(verify(as: .dump, record: .never))

        #expect(message.hasPrefix(#"Snapshot "fixture" does not match reference."#))
        #expect(message.contains(#""file://\#(directory)/fixture.fixture.txt""#), "it names the recording")
        // The library marks a removed line with U+2212, and a line kept as context with U+2007.
        #expect(
            message.hasSuffix(
                """

                @@ −1,4 +1,4 @@
                \u{2007}Window (0, 0, 200, 100)
                −  Label "Milk" (10, 10, 100, 20) staticText
                +  Label "Tea" (10, 10, 100, 20) staticText
                \u{2007}  Button#buy "Buy" (120, 40, 70, 44) button
                """))
        #expect(
            recording(at: "\(directory)/fixture.fixture.txt")?.contains("Milk") == true, "never overwrites")
    }

    @Test func aChangedScreenFailsWithALineDiffOfTheSVG() throws {
        _ = verify(as: .svg)

        buy.isEnabled = false
        let message = try #require(verify(as: .svg, record: .never))

        #expect(message.contains(#""file://\#(directory)/fixture.fixture.svg""#))
        #expect(
            message.hasSuffix(
                """
                −    <g data-type="Button" data-identifier="buy">
                −      <rect class="frame" x="120" y="40" width="70" height="44" rx="8" fill="none" stroke="#007aff"/>
                −      <text class="title" x="155" y="67.95" font-size="17" text-anchor="middle" fill="#007aff">Buy</text>
                +    <g data-type="Button" data-identifier="buy" class="disabled">
                +      <rect class="frame" x="120" y="40" width="70" height="44" rx="8" fill="none" stroke="#8e8e93"/>
                +      <text class="title" x="155" y="67.95" font-size="17" text-anchor="middle" fill="#8e8e93">Buy</text>
                \u{2007}    </g>
                \u{2007}  </g>
                \u{2007}</svg>
                """))
    }

    // MARK: - Recording, as the library records

    @Test func aFirstRunRecordsTheScreenAndSaysSo() throws {
        let path = "\(directory)/fixture.fixture.txt"

        let message = try #require(verify(as: .dump))

        #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
        #expect(message.contains(#"open "file://\#(path)""#))
        #expect(recording(at: path) == window.dump())
        #expect(verify(as: .dump) == nil, "the next run matches the recording")
    }

    @Test func recordingNothingLeavesAMissingRecordingMissing() {
        let message = verify(as: .semantics, record: .never)

        #expect(
            message
                == "No reference was found on disk. New snapshot was not recorded because recording is disabled"
        )
        #expect(recording(at: "\(directory)/fixture.fixture.txt") == nil)
    }

    @Test func recordingAllReRecordsAChangedScreen() throws {
        _ = verify(as: .semantics)
        name.text = "Tea"

        let message = try #require(
            withSnapshotTesting(record: .all) { verify(as: .semantics, record: nil) })

        #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
        #expect(recording(at: "\(directory)/fixture.fixture.txt") == window.semanticsDump())
        #expect(verify(as: .semantics) == nil)
    }

    @Test func recordingFailuresReRecordsOnlyWhatFailed() throws {
        _ = verify(as: .dump, named: "unchanged")
        _ = verify(as: .svg, named: "changed")
        let unchanged = recording(at: "\(directory)/fixture.unchanged.txt")
        buy.title = "Pay"

        let message = try #require(verify(as: .svg, named: "changed", record: .failed))

        #expect(
            message.hasPrefix(
                #"Snapshot "changed" does not match reference. A new snapshot was automatically recorded."#))
        #expect(recording(at: "\(directory)/fixture.changed.svg") == window.renderSVG())
        #expect(verify(as: .dump(maxDepth: 0), named: "unchanged", record: .failed) != nil)
        #expect(recording(at: "\(directory)/fixture.unchanged.txt") == window.dump(maxDepth: 0))
        #expect(unchanged != window.dump(maxDepth: 0))
    }

    // MARK: - What each strategy records

    @Test func theDumpRecordsTheWholeTreeAsText() {
        _ = verify(as: .dump)
        #expect(recording(at: "\(directory)/fixture.fixture.txt") == window.dump())
    }

    @Test func aDumpWithAMaximumDepthRecordsOnlyTheOutline() {
        _ = verify(as: .dump(maxDepth: 0))
        let outline = recording(at: "\(directory)/fixture.fixture.txt")
        #expect(outline == window.dump(maxDepth: 0))
        #expect(outline == "Window (0, 0, 200, 100)\n  … 2 more nodes below depth 0\n")
        #expect(verify(as: .dump(maxDepth: nil)) != nil, "nil shows every node")
    }

    @Test func theSemanticsRecordWhatAScreenReaderSees() {
        _ = verify(as: .semantics)
        #expect(recording(at: "\(directory)/fixture.fixture.txt") == "staticText \"Milk\"\nbutton \"Buy\"\n")
    }

    @Test func theSVGRecordsThePictureInAnSVGFile() {
        _ = verify(as: .svg)
        #expect(recording(at: "\(directory)/fixture.fixture.svg") == window.renderSVG())
    }

    @Test func anSVGWithAScaleRecordsTheSamePictureShownLarger() throws {
        _ = verify(as: .svg(scale: 2))
        let picture = try #require(recording(at: "\(directory)/fixture.fixture.svg"))
        #expect(picture == window.renderSVG(scale: 2))
        #expect(
            picture.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 200 100""#))
    }

    @Test func eachStrategyRecordsInAFileOfItsKind() {
        #expect(Snapshotting.dump.pathExtension == "txt")
        #expect(Snapshotting.dump(maxDepth: 1).pathExtension == "txt")
        #expect(Snapshotting<View, String>.semantics.pathExtension == "txt")
        #expect(Snapshotting.svg.pathExtension == "svg")
        #expect(Snapshotting.svg(scale: 3).pathExtension == "svg")
    }

    @Test func aCellIsRecordedOnItsOwn() {
        let list = ListCell(frame: Rect(x: 0, y: 100, width: 200, height: 44))
        let title = Label(text: "Eggs")
        title.frame = Rect(x: 10, y: 0, width: 100, height: 44)
        list.addSubview(title)
        window.addSubview(list)
        _ = verifySnapshot(
            of: list, as: .dump, named: "cell", record: .missing, snapshotDirectory: directory,
            testName: "cell")
        _ = verifySnapshot(
            of: list, as: .svg, named: "cell", record: .missing, snapshotDirectory: directory,
            testName: "cell")

        #expect(recording(at: "\(directory)/cell.cell.txt") == list.dump())
        #expect(recording(at: "\(directory)/cell.cell.svg") == list.renderSVG())
    }

    // MARK: - Misuse

    @Test("A strategy used off the main actor traps instead of reading a view from another thread")
    func aStrategyUsedOffTheMainActorTraps() async {
        await #expect(processExitsWith: .failure) {
            let window = await MainActor.run { Window(size: Size(width: 10, height: 10)) }
            Snapshotting.dump.snapshot(window).run { _ in }
        }
    }

    @Test(arguments: [0, 1e308])
    func anSVGScaleThatIsNotPositiveOrOverflowsRecordsThePictureAtItsOwnSizeAndIsReported(scale: Double) {
        var picture: String?
        let reports = diagnostics {
            Snapshotting<View, String>.svg(scale: scale).snapshot(window).run { picture = $0 }
        }
        #expect(picture == window.renderSVG())
        #expect(reports.count == 1)
        #expect(reports.first?.contains("renderSVG(scale: \(scale))") == true)
    }
}
