import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ProgressViewStyleTests {
    @Test func theDumpNamesTheBarStyleAfterTheProgress() {
        let progressView = ProgressView(progressViewStyle: .bar)
        progressView.progress = 0.75
        #expect(progressView.dumpAttributes == ["progress=0.75", "style=bar"])
    }

    @Test func theDefaultStyleIsNotNamed() {
        let progressView = ProgressView(progressViewStyle: .bar)
        progressView.progressViewStyle = .default
        #expect(progressView.dumpAttributes == ["progress=0"])
    }
}
