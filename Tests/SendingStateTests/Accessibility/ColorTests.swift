import SendingState
import Testing

struct ColorTests {
    @Test func blackHasNoLuminanceAndWhiteAllOfIt() {
        #expect(Color.black.relativeLuminance == 0)
        #expect(Color.white.relativeLuminance == 1)
    }

    @Test func eachPrimaryWeighsAsWCAGWeighsIt() {
        #expect(Color(red: 1, green: 0, blue: 0).relativeLuminance == 0.2126)
        #expect(Color(red: 0, green: 1, blue: 0).relativeLuminance == 0.7152)
        #expect(Color(red: 0, green: 0, blue: 1).relativeLuminance == 0.0722)
    }

    @Test func aDarkComponentIsLinearAndALighterOneFollowsTheGammaCurve() {
        let dark = Color(red: 0.04, green: 0.04, blue: 0.04)
        #expect(abs(dark.relativeLuminance - 0.04 / 12.92) < 1e-12)
        let mid = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(mid.relativeLuminance - 0.214_041) < 1e-6)
    }

    @Test func blackOnWhiteContrastsTwentyOneToOneEitherWayRound() {
        #expect(Color.black.contrastRatio(with: .white) == 21)
        #expect(Color.white.contrastRatio(with: .black) == 21)
        #expect(TextColors(foreground: .black, background: .white).contrastRatio == 21)
    }

    @Test func aColourContrastsOneToOneWithItself() {
        let grey = Color(red: 0.3, green: 0.3, blue: 0.3)
        #expect(grey.contrastRatio(with: grey) == 1)
    }

    @Test func theContrastOfGreyTextOnWhiteStraddlesFourAndAHalf() {
        let grey77 = TextColors(foreground: grey(0x77), background: .white).contrastRatio
        let grey76 = TextColors(foreground: .white, background: grey(0x76)).contrastRatio
        #expect(abs(grey77 - 4.48) < 0.005)
        #expect(abs(grey76 - 4.54) < 0.005)
    }

    @Test func componentsOutsideZeroToOneAreClampedAndNaNIsZero() {
        let color = Color(red: -0.5, green: 2, blue: .nan)
        #expect(color.red == 0)
        #expect(color.green == 1)
        #expect(color.blue == 0)
        #expect(Color(red: .infinity, green: -.infinity, blue: 0.25).description == "#FF0040")
    }

    @Test func describesItselfAsSixUppercaseHexDigits() {
        #expect(Color.black.description == "#000000")
        #expect(Color.white.description == "#FFFFFF")
        #expect(grey(0x77).description == "#777777")
        #expect(Color(red: 10 / 255, green: 171 / 255, blue: 0.5).description == "#0AAB80", "0.5 rounds up")
        #expect(Color(red: 16 / 255, green: 15 / 255, blue: 1).description == "#100FFF", "two digits from 16")
    }

    private func grey(_ byte: Int) -> Color {
        let component = Double(byte) / 255
        return Color(red: component, green: component, blue: component)
    }
}
