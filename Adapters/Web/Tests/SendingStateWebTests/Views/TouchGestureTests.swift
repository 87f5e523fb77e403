import SendingState
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// A view that maps a gesture a touch makes keeps such a touch from the browser's scroll, zoom and
/// selection; one that maps only taps leaves the page as it is.
@MainActor
struct TouchGestureTests {
    final class Photo: WebStack, EventForwardingProvider {
        var gestures: [GestureEvent]

        init(_ gestures: [GestureEvent]) {
            self.gestures = gestures
            super.init(axis: .vertical)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                for gesture in self.gestures { ctx.gesture(gesture) { ["\(gesture)"] } }
            }
        }
    }

    @Test(arguments: [GestureEvent.pan(), .pinch(), .swipe(direction: .left), .longPress()])
    func aViewThatMapsAGestureOfATouchTakesTheTouchFromTheBrowser(_ gesture: GestureEvent) {
        let photo = Photo([gesture])
        let recorder = Recorder<String>()
        photo.ss.addActionHandler(to: recorder)
        #expect(photo.render().attributes["data-ss-gestures"] == "touch")
    }

    @Test func aViewThatMapsOnlyTapsIsATargetButLeavesTheTouchToTheBrowser() {
        let tapped = Photo([.tap(), .tap(numberOfTaps: 2)])
        let recorder = Recorder<String>()
        tapped.ss.addActionHandler(to: recorder)
        #expect(tapped.render().attributes["data-ss-gestures"] == "", "a target the style sheet sizes")
        #expect(WebLabel(text: "Milk").render().attributes["data-ss-gestures"] == nil)
    }
}
