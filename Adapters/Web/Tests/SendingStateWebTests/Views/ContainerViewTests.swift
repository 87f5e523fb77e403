import SendingState
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// A scroll view and a split view lay out what they show; a scroll view follows the page's
/// scrolling and scrolls it from Swift, without sending the page's own scroll back.
@MainActor
@Suite(.serialized)
struct ContainerViewTests {
    @Test func aScrollViewFollowsThePageAndScrollsItFromSwiftWithoutEchoingIt() throws {
        let terms = WebScrollView(height: 200)
        let text = WebLabel(text: "Terms")
        terms.addSubview(text)
        let session = WebSession(root: terms)
        let element = terms.render()
        #expect(element.attributes["class"] == "ss-column ss-scroll")
        #expect(element.attributes["data-ss-style-height"] == "200")
        #expect(element.attributes[WebView.scrollOffsetAttribute] == "0")
        _ = session.pendingChanges()
        #expect(session.handle(.scroll(target: 1, top: 340)))
        #expect(terms.contentOffset == 340)
        #expect(session.pendingChanges().isEmpty, "the page is where the person scrolled it")
        terms.setContentOffset(-5)
        #expect(terms.contentOffset == 0, "a negative offset is the top")
        #expect(session.pendingChanges() == [.setAttributes(id: 1, [WebView.scrollOffsetAttribute: "0"])])
        terms.setContentOffset(.nan)
        #expect(terms.contentOffset == 0)
        #expect(terms.semanticsDump() == "staticText \"Terms\"\n", "assistive technology reads its content")
    }

    @Test func aScrollViewKeepsAPositiveFiniteHeight() {
        let view = WebScrollView(height: -1)
        #expect(view.height == 300)
        view.height = 120
        view.height = .infinity
        view.height = 0
        #expect(view.height == 120)
    }

    @Test func aSplitViewShowsItsPrimaryColumnAtItsWidthAndHidesIt() {
        let folders = WebLabel(text: "Folders")
        let messages = WebLabel(text: "Messages")
        let split = WebSplitView(primary: folders, secondary: messages, primaryWidth: 240)
        #expect(
            split.subviews.map(ObjectIdentifier.init) == [
                ObjectIdentifier(folders), ObjectIdentifier(messages),
            ])
        #expect(split.render().attributes["class"] == "ss-row ss-split")
        #expect(split.render().attributes["data-ss-style-primary-width"] == "240")
        split.primaryWidth = -3
        #expect(split.primaryWidth == 240, "a width that isn't positive is ignored")
        split.isPrimaryHidden = true
        #expect(folders.isHidden)
        #expect(split.render().attributes["class"] == "ss-row ss-split ss-split-collapsed")
        #expect(split.semanticsDump() == "staticText \"Messages\"\n")
        #expect(
            WebSplitView(primary: WebView(), secondary: WebView(), primaryWidth: .nan).primaryWidth == 320)
        #expect(WebSplitView(primary: WebView(), secondary: WebView(), primaryWidth: -5).primaryWidth == 320)
    }
}
