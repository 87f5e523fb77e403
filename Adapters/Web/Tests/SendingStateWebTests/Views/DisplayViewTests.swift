import SendingState
import Testing

@testable import SendingStateWeb

/// Views that show, and take no input: a label, a progress bar and an image, read as the tree
/// reader reads them.
@MainActor
struct DisplayViewTests {
    @Test func aLabelReadsAsTextAndAnEmptyOneIsNotReadAsTheBrowserReadsNoEmptySpan() {
        let quantity = WebLabel(text: "× 2")
        #expect(quantity.semanticsDump() == "staticText \"× 2\"\n")
        quantity.text = ""
        #expect(quantity.semanticsDump() == "")
    }

    @Test func aProgressBarShowsItsProgressInRangeAndReadsItAsAPercentage() {
        let upload = WebProgressView(progress: 0.25)
        upload.accessibilityLabel = "Upload"
        var element = upload.render()
        #expect(element.tag == "progress")
        #expect(element.attributes["value"] == "0.25")
        #expect(element.attributes["max"] == "1")
        upload.progress = 3
        #expect(upload.progress == 1)
        upload.progress = .nan
        #expect(upload.progress == 1, "a NaN is ignored")
        element = upload.render()
        #expect(element.attributes["aria-valuetext"] == "100%")
        #expect(upload.semanticsDump() == "progressIndicator \"Upload\" value \"100%\"\n")
    }

    @Test func anImageLoadsOnlyAPathOfTheServersOwnOrigin() {
        let photo = WebImageView(imagePath: "/images/milk.png")
        #expect(photo.render().attributes["src"] == "/images/milk.png")
        #expect(photo.render().attributes["alt"] == "", "without a label, an image is decoration")
        for foreign in [
            "https://example.com/x.png", "//example.com/x.png", "javascript:alert(1)", "/\\example.com",
        ] {
            photo.imagePath = foreign
            #expect(photo.imagePath == nil, "\(foreign)")
            #expect(WebImageView(imagePath: foreign).render().attributes["src"] == nil)
        }
        photo.imagePath = "/images/eggs.png"
        photo.accessibilityLabel = "Eggs"
        #expect(photo.render().attributes["alt"] == "Eggs")
        #expect(photo.semanticsDump() == "image \"Eggs\"\n")
    }
}
