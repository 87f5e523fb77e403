#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in sRGB, for the audit of text contrast.
///
/// ```swift
/// label.textColor = Color(red: 0.4, green: 0.4, blue: 0.4)
/// Color.white.contrastRatio(with: .black)  // 21
/// ```
public struct Color: Hashable, Sendable {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double

    /// Creates a colour from its sRGB components, each from 0 to 1; a component outside that
    /// range, or NaN, is clamped into it (NaN to 0).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    public init(red: Double, green: Double, blue: Double) {
        func clamped(_ component: Double) -> Double {
            component.isNaN ? 0 : min(max(component, 0), 1)
        }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The colour's relative luminance, as WCAG 2.2 defines it: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio between this colour and another, as WCAG 2.2 defines it: from 1, for
    /// the same colour, to 21, for black on white.
    ///
    /// - Parameter other: The other colour.
    /// - Returns: The ratio, lighter over darker.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

extension Color: CustomStringConvertible {
    /// The colour as `#RRGGBB`.
    public var description: String {
        func hex(_ component: Double) -> String {
            let byte = Int((component * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "#\(hex(red))\(hex(green))\(hex(blue))"
    }
}

/// A text's colour and the colour behind it, for the audit of text contrast.
public struct TextColors: Hashable, Sendable {
    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color

    /// Creates a pair of colours.
    ///
    /// - Parameters:
    ///   - foreground: The colour of the text.
    ///   - background: The colour behind the text.
    public init(foreground: Color, background: Color) {
        self.foreground = foreground
        self.background = background
    }

    /// The contrast ratio between the two, from 1 to 21.
    public var contrastRatio: Double {
        foreground.contrastRatio(with: background)
    }
}
