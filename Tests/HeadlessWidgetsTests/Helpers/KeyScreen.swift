import HeadlessWidgets
import SendingState

/// A screen with keyboard shortcuts, and a panel of controls that maps Escape itself.
///
/// The screen maps `q`, Command-F, Space, Return and the left arrow to actions of those names;
/// the panel maps Escape to `"panel escape"`. The panel holds, top to bottom, a text field, a
/// button, a switch and a slider; a footer button sits below the panel.
final class KeyScreen: View, EventForwardingProvider {
    let panel = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    let field = TextField(frame: Rect(x: 0, y: 0, width: 300, height: 44))
    let button = Button(title: "Buy")
    let toggle = Switch(frame: Rect(x: 0, y: 100, width: 51, height: 31))
    let slider = Slider(minimumValue: 0, maximumValue: 10, value: 5)
    let footer = Button(title: "Done")

    override init(frame: Rect) {
        super.init(frame: frame)
        field.accessibilityIdentifier = "field"
        button.accessibilityIdentifier = "button"
        button.frame = Rect(x: 0, y: 50, width: 100, height: 44)
        toggle.accessibilityIdentifier = "toggle"
        slider.accessibilityIdentifier = "slider"
        slider.frame = Rect(x: 0, y: 150, width: 200, height: 30)
        footer.accessibilityIdentifier = "footer"
        footer.frame = Rect(x: 0, y: 500, width: 100, height: 44)
        addSubview(panel)
        for control in [field, button, toggle, slider] as [View] { panel.addSubview(control) }
        addSubview(footer)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(self) { _, ctx in
                ctx.key("q") { ["q"] }
                ctx.key("f", modifierFlags: .command) { ["command+f"] }
                ctx.key(.space) { ["space"] }
                ctx.key(.return) { ["return"] }
                ctx.key(.leftArrow) { ["left"] }
            }
            EventForwarder(panel) { _, ctx in
                ctx.key(.escape) { ["panel escape"] }
            }
        }
    }

    /// A screen filling `window`, with a recorder attached.
    static func added(to window: Window) -> (KeyScreen, ActionRecorder<String>) {
        let screen = KeyScreen(frame: window.bounds)
        window.addSubview(screen)
        let recorder = ActionRecorder<String>()
        screen.ss.addActionHandler(to: recorder)
        return (screen, recorder)
    }
}
