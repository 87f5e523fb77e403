public import Testing

// The scenarios every toolkit's parity suite plays: each is a script of what a person does, played on
// HeadlessWidgets and on a real toolkit with real input, and the transcripts must be the same but
// where the scenario states a difference by that toolkit's design.

/// A control of the parity screens, which every toolkit's screen has, with the same mappings.
public enum Part: String, Sendable {
    /// The Buy button.
    case button
    /// The Express delivery switch.
    case toggle
    /// The Gift wrap check button.
    case check
    /// The Quantity stepper, from 0.
    case stepper
    /// The Volume slider, from 0 to 10, not continuous.
    case slider
    /// The first text field, Name.
    case field
    /// The second text field, Town.
    case field2
    /// The search field, which filters the list.
    case search
    /// The multi-line text view, Notes.
    case notes
    /// A view that recognizes a tap.
    case tapPad
    /// A view that recognizes a double tap.
    case doubleTapPad
    /// A view that recognizes a long press of half a second.
    case pressPad
    /// A view that recognizes a pan.
    case panPad
    /// A view that recognizes a swipe right and a swipe left.
    case swipePad
    /// A view that recognizes a pinch.
    case pinchPad
    /// The View segmented control: List, Map and Grid, none selected.
    case segments
}

/// A key a person presses, as each toolkit names it.
public enum Stroke: String, Sendable {
    /// The space bar.
    case space
    /// Return.
    case `return`
    /// Tab.
    case tab
    /// Tab with Shift held.
    case shiftTab
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Backspace, which deletes backward.
    case backspace
}

/// One thing a person does.
public enum Step: Sendable {
    /// Clicks a part's center, as many times as given, quickly: two are a double click.
    case click(Part, count: Int = 1)
    /// Clicks the + or − half of the stepper.
    case step(up: Bool)
    /// Presses a part's center, drags by an offset in eight moves, and, with `back`, returns before
    /// releasing.
    case drag(Part, dx: Double, dy: Double, back: Bool = false)
    /// Presses a part's center and holds it still.
    case hold(Part, seconds: Double)
    /// Gives a part the keyboard focus, as each toolkit does it: a click in a text field or a text
    /// view, else the window's focus moved to it.
    case focus(Part)
    /// Presses and releases a key.
    case key(Stroke)
    /// Types text with the keyboard; capitals with Shift held.
    case type(String)
    /// Brings a row of the list on screen, as far as it is.
    case scroll(toRow: Int)
    /// Clicks the Add button of a row on screen.
    case add(row: Int)
    /// Slides the slider's thumb from where it is to the end of the track.
    case slideToEnd
    /// Presses the slider's thumb and releases it without moving.
    case pressThumb
    /// Pinches the pinch pad out, to twice its spread, with two fingers.
    case pinch
    /// Clicks a segment of the segmented control, by its index from 0.
    case segment(Int)
}

/// A script of what a person does, and what every toolkit must report for it.
public struct Scenario: Sendable, CustomTestStringConvertible {
    /// What the scenario does, in words; the test's description.
    public let name: String
    /// What a person does, in order.
    public let steps: [Step]
    /// Whether a person's input here reports nothing at all, as a press too short for a long press.
    public var reportsNothing: Bool
    /// Why GTK can't play the scenario, when it can't, and what HeadlessWidgets reports, which the
    /// GTK suite checks instead of a comparison.
    public var gtkCannotPlay: (reason: String, transcript: [String])?
    /// Where GTK reports otherwise, by its design: why, and what GTK reports instead.
    public var gtkDiffers: (reason: String, transcript: [String])?
    /// Why GTK moves the keyboard focus otherwise, by its design, where it does.
    ///
    /// A screen reader then reads `focused` on another part; the readings are the same but for that.
    public var gtkFocusDiffers: String?
    /// For the web adapter: where it reports otherwise, by the browser's design: why, and what it
    /// reports instead.
    public var webDiffers: (reason: String, transcript: [String])?
    /// For the web adapter: why the keyboard focus moves otherwise, by the browser's design, where it
    /// does; a screen reader's readings are then the same but for `focused`.
    public var webFocusDiffers: String?
    /// For the web adapter: why it can't play the scenario, when it can't.
    public var webCannotPlay: String?

    /// Creates a scenario that every toolkit plays alike, but for the differences given.
    public init(
        name: String,
        steps: [Step],
        reportsNothing: Bool = false,
        gtkCannotPlay: (reason: String, transcript: [String])? = nil,
        gtkDiffers: (reason: String, transcript: [String])? = nil,
        gtkFocusDiffers: String? = nil,
        webDiffers: (reason: String, transcript: [String])? = nil,
        webFocusDiffers: String? = nil,
        webCannotPlay: String? = nil
    ) {
        self.name = name
        self.steps = steps
        self.reportsNothing = reportsNothing
        self.gtkCannotPlay = gtkCannotPlay
        self.gtkDiffers = gtkDiffers
        self.gtkFocusDiffers = gtkFocusDiffers
        self.webDiffers = webDiffers
        self.webFocusDiffers = webFocusDiffers
        self.webCannotPlay = webCannotPlay
    }

    /// The scenario's name, as a test names its argument.
    public var testDescription: String { name }
}

/// Why GTK reads a spin button as focused after a click on one of its buttons.
public let spinButtonTakesFocus =
    "GTK's spin button takes the keyboard focus when a person clicks its buttons; UIKit's stepper doesn't"

/// Why the web adapter plays no scenario of the segmented control: it has none yet, so its screen,
/// and the headless screen it is compared with, leave out ``Part/segments``.
public let noWebSegmentedControl = "the web adapter has no segmented control yet"

/// The scenarios: each runs on HeadlessWidgets and on each toolkit with real input, and the
/// transcripts of control events, gesture phases and actions must be the same.
public let scenarios: [Scenario] = [
    // Buttons.
    Scenario(name: "tap a button", steps: [.click(.button)]),
    Scenario(name: "double tap a button", steps: [.click(.button, count: 2)]),
    Scenario(name: "press a button, drag off it and release", steps: [.drag(.button, dx: 0, dy: 150)]),
    Scenario(
        name: "press a button, drag off and back on, and release",
        steps: [.drag(.button, dx: 0, dy: 150, back: true)]),
    Scenario(name: "press a button and drag a little within it", steps: [.drag(.button, dx: 6, dy: 0)]),
    Scenario(name: "Space on a focused button", steps: [.focus(.button), .key(.space)]),
    Scenario(name: "Return on a focused button", steps: [.focus(.button), .key(.return)]),
    Scenario(name: "hold a button", steps: [.hold(.button, seconds: 0.8)]),
    // A switch and a check button.
    Scenario(name: "toggle a switch by click", steps: [.click(.toggle)]),
    Scenario(name: "toggle a switch on and off by click", steps: [.click(.toggle), .click(.toggle)]),
    Scenario(name: "toggle a switch by Space", steps: [.focus(.toggle), .key(.space)]),
    Scenario(name: "toggle a check button by click", steps: [.click(.check)]),
    Scenario(name: "toggle a check button on and off by click", steps: [.click(.check), .click(.check)]),
    Scenario(name: "toggle a check button by Space", steps: [.focus(.check), .key(.space)]),
    Scenario(name: "drag off a switch before releasing", steps: [.drag(.toggle, dx: 0, dy: 150)]),
    // A stepper.
    Scenario(name: "step up by click", steps: [.step(up: true)], gtkFocusDiffers: spinButtonTakesFocus),
    Scenario(
        name: "step up three times by click", steps: [.step(up: true), .step(up: true), .step(up: true)],
        gtkFocusDiffers: spinButtonTakesFocus),
    Scenario(name: "step down at the minimum by click", steps: [.step(up: false)]),
    Scenario(
        name: "step up then down by click", steps: [.step(up: true), .step(up: false)],
        gtkFocusDiffers: spinButtonTakesFocus),
    Scenario(name: "step up by the arrow keys", steps: [.focus(.stepper), .key(.up), .key(.up)]),
    Scenario(
        name: "step down by the arrow key at the minimum", steps: [.focus(.stepper), .key(.down)],
        reportsNothing: true),
    // A slider.
    Scenario(
        name: "slide the thumb to the end", steps: [.slideToEnd],
        gtkFocusDiffers:
            "GTK's scale takes the keyboard focus when a person presses it; UIKit's slider doesn't"),
    Scenario(
        name: "press the thumb without moving it", steps: [.pressThumb],
        gtkFocusDiffers:
            "GTK's scale takes the keyboard focus when a person presses it; UIKit's slider doesn't"),
    Scenario(
        name: "click the slider's track", steps: [.click(.slider)],
        gtkDiffers: (
            "GTK's scale jumps to a click on its track (GTK's primary-button-warps-slider setting); "
                + "UIKit's slider moves only with a finger that lands on its thumb",
            ["slider touchDown 0", "slider valueChanged 5", "slider touchUpInside 5"]
        )),
    // A segmented control.
    Scenario(name: "select a segment by click", steps: [.segment(2)], webCannotPlay: noWebSegmentedControl),
    Scenario(
        name: "select one segment, then another, by click", steps: [.segment(2), .segment(0)],
        webCannotPlay: noWebSegmentedControl),
    Scenario(
        name: "click the selected segment again", steps: [.segment(1), .segment(1)],
        webCannotPlay: noWebSegmentedControl),
    // Text.
    Scenario(name: "type into a text field", steps: [.focus(.field), .type("milk")]),
    Scenario(
        name: "type with Shift held, spaces included, then Return",
        steps: [.focus(.field), .type("Oat Milk"), .key(.return)]),
    Scenario(name: "delete a character", steps: [.focus(.field), .type("tea"), .key(.backspace)]),
    Scenario(
        name: "Tab from one field to the next", steps: [.focus(.field), .type("a"), .key(.tab), .type("b")]),
    Scenario(name: "Tab through the form and back", steps: [.focus(.field), .key(.tab), .key(.shiftTab)]),
    // Multi-line text.
    Scenario(
        name: "type lines into a text view", steps: [.focus(.notes), .type("Hi"), .key(.return), .type("yo")]),
    Scenario(name: "Tab types a tab in a text view", steps: [.focus(.notes), .type("a"), .key(.tab)]),
    Scenario(name: "Shift-Tab leaves a text view", steps: [.focus(.notes), .type("a"), .key(.shiftTab)]),
    Scenario(name: "delete in a text view", steps: [.focus(.notes), .type("ab"), .key(.backspace)]),
    Scenario(
        name: "Tab from a field into a text view", steps: [.focus(.search), .key(.tab), .type("z")]),
    // Gestures.
    Scenario(name: "tap a view", steps: [.click(.tapPad)]),
    Scenario(name: "double tap a view", steps: [.click(.doubleTapPad, count: 2)]),
    Scenario(name: "a single tap is not a double tap", steps: [.click(.doubleTapPad)], reportsNothing: true),
    Scenario(name: "long press a view", steps: [.hold(.pressPad, seconds: 0.9)]),
    Scenario(
        name: "a short press is not a long press", steps: [.hold(.pressPad, seconds: 0.1)],
        reportsNothing: true),
    Scenario(name: "pan a view", steps: [.drag(.panPad, dx: 80, dy: 30)]),
    Scenario(
        name: "a drag on a tap view is not a tap", steps: [.drag(.tapPad, dx: 60, dy: 0)],
        reportsNothing: true),
    Scenario(name: "swipe right", steps: [.drag(.swipePad, dx: 120, dy: 0)]),
    Scenario(name: "swipe left", steps: [.drag(.swipePad, dx: -120, dy: 0)]),
    Scenario(
        name: "a slow drag is not a swipe",
        steps: [.hold(.swipePad, seconds: 0.1), .drag(.swipePad, dx: 8, dy: 0)], reportsNothing: true),
    // A recycled list.
    Scenario(name: "act in the first row", steps: [.add(row: 0)]),
    Scenario(name: "scroll far down and act in a row", steps: [.scroll(toRow: 600), .add(row: 600)]),
    Scenario(
        name: "scroll far down, act, scroll back and act in the row the reused view shows",
        steps: [.scroll(toRow: 600), .add(row: 600), .scroll(toRow: 2), .add(row: 2)]),
    Scenario(
        name: "search and act on a filtered row", steps: [.focus(.search), .type("77"), .add(row: 0)],
        gtkDiffers: (
            "GTK's list focuses the row a click lands on, which ends the search field's editing; "
                + "a tap on a UIKit table's cell leaves the first responder editing",
            [
                "search touchDown ", "search touchUpInside ", "search primaryActionTriggered ",
                "search editingDidBegin ", "search editingChanged 7", "search editingChanged 77",
                "search editingDidEnd 77", "add item 77",
            ]
        )),
    Scenario(
        name: "search, press Return, and act on a filtered row",
        steps: [.focus(.search), .type("12"), .key(.return), .add(row: 1)]),
    // What xdotool can't do.
    Scenario(
        name: "pinch a view with two fingers", steps: [.pinch],
        gtkCannotPlay: (
            "xdotool drives one pointer: X has no multi-touch from it",
            ["pinchPad pinch began", "pinchPad pinch changed", "pinchPad pinch ended"]
        )),
]
