public import SendingState

/// A control with a title that a person taps.
///
/// As in UIKit, a button keeps a title for each ``ControlState`` and shows the one of its current
/// ``Control/state``; a state without a title of its own shows the normal title. ``title`` is the
/// short form of the normal title.
///
/// ```swift
/// let favorite = Button(title: "☆")
/// favorite.setTitle("★", for: .selected)
/// favorite.isSelected = true  // favorite.currentTitle == "★"
/// try favorite.tap()          // touchDown, touchUpInside, primaryActionTriggered
/// ```
@MainActor
open class Button: Control {
    /// The titles set for each state; the normal title is the fallback.
    private var titles: [ControlState: String] = [:]

    /// The title colours set for each state; the normal one is the fallback, then black.
    private var titleColors: [ControlState: Color] = [:]

    /// The font of the title; ``Font/standard`` until set.
    public var font = Font.standard

    /// Creates a button with a title for the normal state.
    ///
    /// - Parameter title: The text on the button.
    public convenience init(title: String) {
        self.init()
        setTitle(title, for: .normal)
    }

    /// The normal title: the short form of `title(for: .normal)` and `setTitle(_:for: .normal)`.
    public var title: String? {
        get { titles[.normal] }
        set { setTitle(newValue, for: .normal) }
    }

    /// Sets the title shown in a state, as UIKit's `setTitle(_:for:)`.
    ///
    /// A combined state such as `[.selected, .highlighted]` has a title of its own: it doesn't
    /// fall back to the selected title, only to the normal one, as in UIKit.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` to remove the state's own title so that it shows the normal one.
    ///   - state: The state that shows it.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
    }

    /// The title shown in a state: its own, or else the normal title.
    ///
    /// - Parameter state: The state.
    /// - Returns: The title, or `nil` when neither the state nor `.normal` has one.
    public func title(for state: ControlState) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now: the title for the button's current ``Control/state``.
    public var currentTitle: String? {
        title(for: state)
    }

    /// Sets the colour of the title in a state, as UIKit's `setTitleColor(_:for:)`; a state without
    /// one of its own shows the normal colour, and black without that.
    ///
    /// - Parameters:
    ///   - color: The colour, or `nil` to remove the state's own.
    ///   - state: The state that shows it.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
    }

    /// The colour of the title in a state: its own, or else the normal one; `nil` when neither
    /// is set, and the title is black.
    ///
    /// - Parameter state: The state.
    /// - Returns: The colour set, if any.
    public func titleColor(for state: ControlState) -> Color? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// The colour of the title now: the colour for the current ``Control/state``, black if none
    /// is set.
    public var currentTitleColor: Color {
        titleColor(for: state) ?? .black
    }

    override var impliedTextColor: Color? { currentTitleColor }

    /// The current title.
    open override var visibleText: String? { currentTitle }

    /// The titles set for states other than normal, such as `title[selected]="★"`, then the font
    /// when it isn't ``Font/standard``, then the control's flags.
    open override var dumpAttributes: [String] {
        let titled = titles.keys.filter { $0 != .normal }.sorted { $0.rawValue < $1.rawValue }
        let titleAttributes = titled.map { state in
            "title[\(state.names.joined(separator: ", "))]=" + DumpWriter.quoted(titles[state] ?? "")
        }
        return titleAttributes + font.dumpAttributes + super.dumpAttributes
    }

    // MARK: - What a button is to assistive technology and in a picture

    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union(.button)
    }

    /// An outlined box with rounded corners in the tint, or grey when disabled, and the title in
    /// the colour set for the state, else in the box's colour.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let tint = isEnabled ? SVGPalette.tint : SVGPalette.grey
        svg.element(
            "rect", SVGWriter.frame(of: rect) + [("rx", "8")] + svgFill(tint: tint) + [("stroke", tint)])
        if let title = currentTitle {
            let fill = titleColor(for: state).map { "\($0)" } ?? tint
            svg.text(
                title, kind: "title", at: rect.center.x, in: rect, font: font, centered: true, fill: fill)
        }
    }
}
