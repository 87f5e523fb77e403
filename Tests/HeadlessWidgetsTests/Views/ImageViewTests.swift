import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ImageViewTests {
    @Test func letsTouchesPassThroughLikeUIKits() {
        let window = makeWindow()
        let image = ImageView(imageName: "milk")
        image.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(image)
        image.accessibilityLabel = "Milk"
        #expect(!image.isUserInteractionEnabled)
        #expect(refusal(of: try image.tap())?.reason == .userInteractionDisabled)
        #expect(
            window.dump()
                == "Window (0, 0, 390, 844)\n  ImageView \"Milk\" (0, 0, 100, 100) image imageName=milk\n")
    }

    @Test func isAnImageElementOnlyWhenItHasALabel() {
        let image = ImageView(imageName: "divider")
        #expect(image.accessibilityRole == .none, "an image without a label is decoration")
        #expect(!image.isAccessibilityElement)
        image.accessibilityLabel = "A bottle of milk"
        #expect(image.accessibilityRole == .image)
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityName == "A bottle of milk")
        #expect(ImageView().dumpAttributes.isEmpty)
    }
}
