import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// How the engine routes a key: focus navigation, the focused control's own keys, then up the
/// focus chain to the first view that maps it.
@MainActor
struct KeyDeliveryTests {
    let engine = InputEngine(clock: TestClock())
    let screen = Node("screen", width: 400, height: 400)
    let panel = Node("panel", width: 400, height: 200)
    let field = Node("field", width: 200, height: 30)

    init() {
        screen.add(panel)
        panel.add(field)
        field.controlKind = .textField
    }

    /// What a delivery did, as a name: the target's name, or the navigation.
    func outcome(_ delivery: InputEngine.KeyDelivery) -> String {
        switch delivery {
        case .focusNavigation(let forward): forward ? "tab" : "shift-tab"
        case .performed(let target): "performed by \((target as? Node)?.name ?? "?")"
        case .reported(let target): "reported to \((target as? Node)?.name ?? "?")"
        case .unhandled: "unhandled"
        case .queued: "queued"
        }
    }

    @Test func tabAndShiftTabAreFocusNavigationThatNoMappingSees() {
        let mappings = Mappings([
            (screen, [.key(KeyPress(.tab)), .key(KeyPress(.tab, modifierFlags: .shift))])
        ])
        #expect(outcome(engine.deliver(KeyPress(.tab), focused: field)) == "tab")
        #expect(outcome(engine.deliver(KeyPress(.tab, modifierFlags: .shift), focused: field)) == "shift-tab")
        #expect(mappings.actions.isEmpty)
        #expect(
            outcome(engine.deliver(KeyPress(.tab, modifierFlags: .control), focused: field)) == "unhandled")
    }

    @Test func theFocusedControlTakesItsKindsKeysBeforeAnyMapping() {
        let mappings = Mappings([(panel, [.key("a")])])
        #expect(outcome(engine.deliver("a", focused: field)) == "performed by field")
        #expect(field.commands == [.insertText("a")])
        #expect(mappings.actions.isEmpty)
    }

    @Test func aKeyTheControlDoesntTakeGoesUpToTheFirstViewThatMapsIt() {
        let mappings = Mappings([
            (panel, [.key(KeyPress(.escape))]),
            (screen, [.key(KeyPress(.escape)), .key(KeyPress("s", modifierFlags: .command))]),
        ])
        #expect(outcome(engine.deliver(KeyPress(.escape), focused: field)) == "reported to panel")
        #expect(
            outcome(engine.deliver(KeyPress("s", modifierFlags: .command), focused: field))
                == "reported to screen")
        #expect(mappings.actions == ["panel escape", "screen command+s"])
        #expect(field.commands.isEmpty)
    }

    @Test func aControlThatDeclinesACommandLetsTheKeyGoUp() {
        let mappings = Mappings([(screen, [.key(KeyPress(.return))])])
        field.performsCommands = false
        #expect(outcome(engine.deliver(KeyPress(.return), focused: field)) == "reported to screen")
        #expect(field.commands == [.endEditing])
        #expect(mappings.actions == ["screen return"])
    }

    @Test func aDisabledControlPerformsNothingAndIsSkippedOnTheWayUp() {
        let button = panel.add(Node("button", width: 50, height: 30))
        button.controlKind = .button
        let mappings = Mappings([(button, [.key(KeyPress(.space))]), (screen, [.key(KeyPress(.space))])])
        button.isInputEnabled = false
        #expect(outcome(engine.deliver(KeyPress(.space), focused: button)) == "reported to screen")
        #expect(button.commands.isEmpty)
        #expect(mappings.actions == ["screen space"])
    }

    @Test func withNothingFocusedAKeyStartsAtTheFrontmostContent() {
        let mappings = Mappings([(panel, [.key("q")]), (screen, [.key("q")])])
        #expect(outcome(engine.deliver("q", focused: nil, unfocusedStart: screen)) == "reported to screen")
        #expect(outcome(engine.deliver("q", focused: nil, unfocusedStart: panel)) == "reported to panel")
        #expect(outcome(engine.deliver("q", focused: nil)) == "unhandled")
        #expect(mappings.actions == ["screen q", "panel q"])
    }

    @Test func aKeyNoViewMapsIsLeftToTheToolkit() {
        #expect(outcome(engine.deliver(KeyPress(.pageDown), focused: field)) == "unhandled")
    }
}
