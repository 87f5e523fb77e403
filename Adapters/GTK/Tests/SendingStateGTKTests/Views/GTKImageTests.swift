import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKImageTests {
    /// A box whose image has a tap mapped on it.
    final class ImageBox: GTKBox, EventForwardingProvider {
        let image = GTKImage(iconName: "starred-symbolic")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            image.pixelSize = 48
            addSubview(image)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(image) { image, ctx in
                ctx.tapGesture { ["tapped \(image.iconName ?? "nothing")"] }
            }
        }
    }

    @Test func aTapMappedOnTheImageFiresOnARealClick() throws {
        let box = ImageBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.image)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["tapped starred-symbolic"])
    }

    @Test func theIconNameAndPixelSizeReadBackFromGTK() {
        let image = GTKImage(iconName: "starred-symbolic")
        #expect(image.iconName == "starred-symbolic")
        #expect(image.pixelSize == -1)
        image.iconName = "edit-delete-symbolic"
        image.pixelSize = 24
        #expect(image.iconName == "edit-delete-symbolic")
        #expect(image.pixelSize == 24)
        image.iconName = nil
        #expect(image.iconName == nil)
    }

    @Test func aNewlyMadeImageCanShowNothing() {
        #expect(GTKImage(iconName: nil).iconName == nil)
    }

    @Test func aLaidOutImageIsAsLargeAsItsPixelSize() {
        let box = ImageBox()
        let window = GTKTestWindow(box)
        defer { window.close() }
        #expect(gtk_widget_get_height(box.image.widget) == 48)
    }

    @Test func anImageIsAnImageToAssistiveTechnology() {
        #expect(GTKImage(iconName: "starred-symbolic").accessibilityRole == .image)
    }
}
