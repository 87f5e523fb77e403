import HeadlessWidgets
import Testing

struct FontTests {
    @Test func systemFontsHaveASizeAndAWeight() {
        let regular = Font.systemFont(ofSize: 14)
        #expect(regular.pointSize == 14)
        #expect(regular.weight == .regular)
        #expect(Font.boldSystemFont(ofSize: 14).weight == .bold)
        #expect(Font.systemFont(ofSize: 14, weight: .semibold).weight == .semibold)
        #expect(regular.withSize(20) == Font.systemFont(ofSize: 20))
        #expect(Font.boldSystemFont(ofSize: 14).withSize(9) == Font.boldSystemFont(ofSize: 9))
    }

    @Test func theStandardFontIsUIKitsLabelFont() {
        #expect(Font.labelFontSize == 17)
        #expect(Font.standard == Font.systemFont(ofSize: 17))
    }

    @Test func aSizeNoFontCanHaveBecomesZero() {
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.boldSystemFont(ofSize: .infinity).pointSize == 0)
        #expect(Font.systemFont(ofSize: 12).withSize(-1).pointSize == 0)
    }

    @Test func aNegativeZeroSizeBecomesZeroAndIsNeverShownWithASign() {
        let font = Font.systemFont(ofSize: -0.0)
        #expect(font.pointSize.sign == .plus)
        #expect(font == Font.systemFont(ofSize: 0))
        #expect(font.description == Font.systemFont(ofSize: 0).description)
    }

    @Test func weightsHaveUIKitsValuesInOrder() {
        let weights: [Font.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights == weights.sorted())
        #expect(Font.Weight(rawValue: 0.4) == .bold)
    }

    @Test func describesSizeAndWeight() {
        #expect(Font.systemFont(ofSize: 14).description == "14pt")
        #expect(Font.boldSystemFont(ofSize: 14.5).description == "14.5pt bold")
        #expect(Font.systemFont(ofSize: 9, weight: .ultraLight).description == "9pt ultraLight")
        #expect(
            Font.systemFont(ofSize: 9, weight: Font.Weight(rawValue: 0.1)).description == "9pt weight 0.1")
    }
}
