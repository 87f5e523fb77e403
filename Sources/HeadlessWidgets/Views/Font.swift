import SendingState

/// The system font at a size and weight, as UIKit's `UIFont` makes it, for labels, buttons and fields.
///
/// HeadlessWidgets draws nothing, so a font is a value a configurer sets and a test reads back:
///
/// ```swift
/// cell.nameLabel.font = Font.systemFont(ofSize: 14)
/// cell.priceLabel.font = .boldSystemFont(ofSize: 14)
/// #expect(cell.priceLabel.font.weight == .bold)
/// ```
///
/// A view with a `font`, such as a ``Label``, starts with ``standard``, UIKit's label font; a dump
/// shows any other font, such as `font=14pt bold`.
public struct Font: Hashable, Sendable {
    /// The size in points; never negative.
    public let pointSize: Double

    /// The thickness of the strokes.
    public let weight: Weight

    private init(pointSize: Double, weight: Weight) {
        // A size no font can have is a documented no-op: it becomes 0, which a test can see.
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
    }

    /// UIKit's label font size, 17 points.
    public static let labelFontSize: Double = 17

    /// The font widgets start with: the regular system font at ``labelFontSize``, as UIKit's label.
    public static let standard = Font.systemFont(ofSize: labelFontSize)

    /// The regular system font at a size.
    ///
    /// - Parameter fontSize: The size in points; a negative, NaN or infinite size becomes 0.
    /// - Returns: The font.
    public static func systemFont(ofSize fontSize: Double) -> Font {
        Font(pointSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points; a negative, NaN or infinite size becomes 0.
    ///   - weight: The thickness of the strokes.
    /// - Returns: The font.
    public static func systemFont(ofSize fontSize: Double, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    ///
    /// - Parameter fontSize: The size in points; a negative, NaN or infinite size becomes 0.
    /// - Returns: The font.
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        Font(pointSize: fontSize, weight: .bold)
    }

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The size in points; a negative, NaN or infinite size becomes 0.
    /// - Returns: The font at that size.
    public func withSize(_ fontSize: Double) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The thickness of a font's strokes, with UIKit's `UIFont.Weight` values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// UIKit's value for the weight, from -1 (thinnest) to 1 (thickest); 0 is regular.
        public let rawValue: Double

        /// Creates a weight from UIKit's value.
        ///
        /// - Parameter rawValue: The value, from -1 to 1.
        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// The thinnest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The thickest weight.
        public static let black = Weight(rawValue: 0.62)

        /// Whether one weight is thinner than another.
        ///
        /// - Parameters:
        ///   - lhs: A weight.
        ///   - rhs: Another weight.
        /// - Returns: `true` if `lhs` is thinner.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}

extension Font {
    /// What a dump line shows of the font: nothing for ``standard``, otherwise `font=14pt bold`.
    var dumpAttributes: [String] {
        self == .standard ? [] : ["font=\(self)"]
    }
}

extension Font: CustomStringConvertible {
    /// The size and, unless regular, the weight, such as `14pt bold`.
    public var description: String {
        let size = "\(formatCoordinate(pointSize))pt"
        return weight == .regular ? size : "\(size) \(weight)"
    }
}

extension Font.Weight: CustomStringConvertible {
    /// UIKit's name for the weight, such as `semibold`, or its value when it has no name.
    public var description: String {
        let names: [(Font.Weight, String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"),
            (.black, "black"),
        ]
        return names.first { $0.0 == self }?.1 ?? "weight \(rawValue)"
    }
}
