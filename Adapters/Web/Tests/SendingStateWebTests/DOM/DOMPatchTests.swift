import Foundation
import SendingState
import Testing

@testable import SendingStateWeb

/// The session tells the page only what changed, and the page's text is always text.
@MainActor
struct DOMPatchTests {
    let screen = WebStack()
    let title = WebLabel(text: "Groceries")
    let buy = WebButton(title: "Buy")

    init() {
        screen.addSubview(title)
        screen.addSubview(buy)
    }

    @Test func theFirstPatchMakesEveryShownViewAndPutsEachInItsParent() {
        let session = WebSession(root: screen)
        let changes = session.pendingChanges()
        #expect(
            changes == [
                .create(
                    id: 1,
                    element: DOMElement(tag: "div", attributes: ["class": "ss-column"])),
                .create(
                    id: 2, element: DOMElement(tag: "span", attributes: [:], text: "Groceries")),
                .create(id: 3, element: DOMElement(tag: "button", attributes: [:], text: "Buy")),
                .setChildren(id: 1, [2, 3]),
            ])
        #expect(session.pendingChanges().isEmpty, "nothing changed since")
    }

    @Test func aChangedTextOrStateIsOneChangeOfThatElement() {
        let session = WebSession(root: screen)
        _ = session.pendingChanges()
        title.text = "Cart"
        buy.isEnabled = false
        #expect(
            session.pendingChanges() == [
                .setText(id: 2, "Cart"), .setAttributes(id: 3, ["disabled": ""]),
            ])
        buy.isEnabled = true
        #expect(session.pendingChanges() == [.setAttributes(id: 3, ["disabled": String?.none])])
        // An element that isn't a native control says it is disabled to assistive technology.
        screen.isEnabled = false
        #expect(session.pendingChanges() == [.setAttributes(id: 1, ["aria-disabled": "true"])])
    }

    @Test func aHiddenViewLeavesThePageWithItsSubviewsAndComesBackAsItWas() {
        let row = WebStack(axis: .horizontal)
        let price = WebLabel(text: "1.20")
        row.addSubview(price)
        screen.addSubview(row)
        let session = WebSession(root: screen)
        _ = session.pendingChanges()
        row.isHidden = true
        #expect(session.pendingChanges() == [.setChildren(id: 1, [2, 3]), .remove(id: 4), .remove(id: 5)])
        row.isHidden = false
        let back = session.pendingChanges()
        #expect(
            back.contains(
                .create(
                    id: 4, element: DOMElement(tag: "div", attributes: ["class": "ss-row"]))))
        #expect(back.contains(.setChildren(id: 1, [2, 3, 4])))
    }

    @Test func aPatchCarriesMarkupAsTextEscapedForJSON() {
        title.text = #"<img src=x onerror=alert(1)> "quoted" \ line"# + "\n\u{1}"
        let session = WebSession(root: screen)
        let json = session.pendingPatch(reset: true) ?? ""
        #expect(json.contains(#""text":"<img src=x onerror=alert(1)> \"quoted\" \\ line\n\u0001""#))
        #expect(json.hasPrefix(#"{"root":1,"reset":true,"changes":[{"op":"create","id":1,"tag":"div","#))
    }

    @Test func aResetPatchMakesThePageAgainWhole() {
        let session = WebSession(root: screen)
        _ = session.pendingChanges()
        let again = session.pendingPatch(reset: true) ?? ""
        #expect(again.components(separatedBy: #""op":"create""#).count - 1 == 3)
        #expect(session.pendingPatch(reset: false) == nil)
    }
}
