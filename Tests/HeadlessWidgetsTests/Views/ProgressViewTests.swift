import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ProgressViewTests {
    @Test func theProgressStartsAtZeroIsClampedIntoZeroToOneAndIgnoresNaN() {
        let progressView = ProgressView()
        expectProgressContract(
            progress: { progressView.progress }, setProgress: { progressView.progress = $0 })
    }

    @Test func setProgressIgnoresNaNToo() {
        let progressView = ProgressView()
        progressView.progress = 0.3
        progressView.setProgress(.nan, animated: true)
        #expect(progressView.progress == 0.3)
    }

    @Test func setProgressSetsItAtOnceWhetherAnimatedOrNot() {
        let progressView = ProgressView()
        progressView.setProgress(0.25, animated: true)
        #expect(progressView.progress == 0.25)
        progressView.setProgress(2, animated: false)
        #expect(progressView.progress == 1)
    }

    @Test func theStyleIsTheDefaultUntilSetOrGivenAtInit() {
        #expect(ProgressView().progressViewStyle == .default)
        #expect(ProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
        #expect(ProgressView(progressViewStyle: .bar).frame == .zero)
    }

    @Test func assistiveTechnologySeesAProgressIndicatorWithAWholePercentage() {
        let window = makeWindow()
        let progressView = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4))
        progressView.accessibilityLabel = "Upload"
        progressView.progress = 0.256
        window.addSubview(progressView)
        #expect(progressView.accessibilityRole == .progressIndicator)
        #expect(progressView.isAccessibilityElement)
        #expect(progressView.accessibilityValue == "26%")
        #expect(window.semanticsDump() == "progressIndicator \"Upload\" value \"26%\"\n")
        progressView.progress = 1
        #expect(progressView.accessibilityValue == "100%")
    }

    @Test func theDumpShowsTheProgress() {
        let progressView = ProgressView()
        progressView.progress = 0.5
        #expect(progressView.dumpAttributes == ["progress=0.5"])
        #expect(progressView.dump().contains("progress=0.5"))
    }

    @Test func aProgressViewCanBeFoundByRole() throws {
        let window = makeWindow()
        let progressView = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4))
        progressView.accessibilityLabel = "Download"
        window.addSubview(progressView)
        #expect(try window.get(.role(.progressIndicator, name: "Download")) === progressView)
    }

    @Test func theDumpNamesTheBarStyleAfterTheProgress() {
        let progressView = ProgressView(progressViewStyle: .bar)
        progressView.progress = 0.75
        #expect(progressView.dumpAttributes == ["progress=0.75", "style=bar"])
    }

    @Test func theDefaultProgressViewStyleIsNotNamed() {
        let progressView = ProgressView(progressViewStyle: .bar)
        progressView.progressViewStyle = .default
        #expect(progressView.dumpAttributes == ["progress=0"])
    }
}
