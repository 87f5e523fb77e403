import Foundation
import Glibc
import SendingState
import SendingStateGTK
import SendingStateTestSupport
import Testing

@testable import SendingStateGTKTesting

/// A button that names each control event it reports, and an entry to type into.
@MainActor
final class InputScreen: GTKBox, EventForwardingProvider {
    let button = GTKButton(title: "Buy")
    let entry = GTKEntry(placeholder: "Name")
    let other = GTKEntry(placeholder: "Other")
    let pad = GTKBox()

    init() {
        super.init(axis: .vertical, spacing: 8)
        button.setMinimumSize(width: 120, height: 40)
        pad.setMinimumSize(width: -1, height: 80)
        for widget in [button, entry, other, pad] as [GTKWidget] { addSubview(widget) }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(button) { _, ctx in
                ctx.control(.touchDown) { ["down"] }
                ctx.control(.touchUpInside) { ["up inside"] }
                ctx.control(.touchUpOutside) { ["up outside"] }
                ctx.control(.primaryActionTriggered) { ["primary"] }
            }
            EventForwarder(pad) { _, ctx in
                ctx.longPressGesture(minimumPressDuration: 0.5, on: .began) { ["long press"] }
            }
        }
    }
}

/// Real input reaches GTK as a person's: clicks, double clicks, long presses, drags, the wheel,
/// typing and keys, and a widget that isn't shown is an error, not a crash.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct RealInputTests {
    let screen = InputScreen()
    let recorder = Recorder<String>()

    init() {
        screen.ss.addActionHandler(to: recorder)
    }

    @Test func aClickAndADoubleClickReportWhatUIKitWould() throws {
        let window = GTKTestWindow(screen, width: 300, height: 260)
        defer { window.close() }
        try window.input.click(screen.button)
        window.settle()
        #expect(recorder.actions == ["down", "up inside", "primary"])
        recorder.removeAll()
        try window.input.doubleClick(screen.button)
        window.settle()
        #expect(recorder.actions == ["down", "up inside", "primary", "down", "up inside", "primary"])
    }

    @Test func draggingOffAButtonReleasesOutsideIt() throws {
        let window = GTKTestWindow(screen, width: 300, height: 260)
        defer { window.close() }
        let center = window.input.center(of: screen.button)
        try window.input.drag(screen.button, from: center, to: Point(x: center.x, y: center.y + 150))
        window.settle()
        #expect(recorder.actions == ["down", "up outside"])
    }

    @Test func draggingOneWidgetOntoAnotherDropsTheFirstsText() throws {
        screen.button.dragText = "Buy"
        let target = GTKDropTarget()
        screen.pad.addDropTarget(target)
        let window = GTKTestWindow(screen, width: 300, height: 260)
        defer { window.close() }
        try window.input.drag(screen.button, onto: screen.pad)
        window.waitUntil { target.droppedText != nil }
        window.settle()
        #expect(target.droppedText == "Buy")
        #expect(recorder.actions == ["down"])
    }

    @Test func aLongPressHoldsTheButtonDown() throws {
        let window = GTKTestWindow(screen, width: 300, height: 260)
        defer { window.close() }
        try window.input.longPress(screen.pad, for: 0.8)
        window.settle()
        #expect(recorder.actions == ["long press"])
    }

    @Test func typingAndKeysReachTheFocusedEntry() throws {
        let window = GTKTestWindow(screen, width: 300, height: 260)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(screen.entry)
        try window.input.type("Ann Lee")
        try window.input.keyDown("shift")
        try window.input.type("x")
        try window.input.keyUp("shift")
        window.settle()
        #expect(screen.entry.text == "Ann LeeX")
        try window.input.key("Tab")
        window.settle()
        #expect(screen.other.isEditing)
        try window.input.key("shift+Tab")
        window.settle()
        #expect(screen.entry.isEditing)
    }

    @Test func theWheelScrollsWhatIsUnderThePointer() throws {
        let scrolled = GTKScrolledWindow()
        let tall = GTKBox()
        tall.setMinimumSize(width: 100, height: 2_000)
        scrolled.contentView = tall
        let window = GTKTestWindow(scrolled, width: 200, height: 200)
        defer { window.close() }
        try window.input.scroll(scrolled, by: 3)
        window.waitUntil { scrolled.contentOffset.y > 0 }
        let down = scrolled.contentOffset.y
        #expect(down > 0)
        try window.input.scroll(scrolled, by: -1)
        window.waitUntil { scrolled.contentOffset.y < down }
        #expect(scrolled.contentOffset.y < down)
        try window.input.scroll(scrolled, by: 0)
    }

    @Test func aWidgetThatIsntShownCantBeClicked() {
        let error = #expect(throws: RealInputError.self) {
            try RealInput(windowTitle: "none").click(GTKButton())
        }
        #expect(error?.description == "a GTKButton isn't in a shown window")
    }

    @Test func aFailingXdotoolIsAnErrorThatSaysWhatXdotoolSaid() {
        let error = #expect(throws: RealInputError.self) {
            try RealInput(windowTitle: "none").xdotool(["no-such-command"])
        }
        let description = error?.description ?? ""
        #expect(description.hasPrefix("xdotool no-such-command failed: "))
        #expect(description.contains("Unknown command: no-such-command"))
    }

    @Test func aStepWaitingForAWindowNobodyShowsFailsWithinItsTimeLimitAndLeavesNoXdotool() {
        let title = "sendingstate-nobody-shows-\(getpid())"
        var input = RealInput(windowTitle: title)
        input.timeLimit = 1
        let error = #expect(throws: RealInputError.self) { try input.focusWindow() }
        let description = error?.description ?? ""
        #expect(description.contains("didn't finish within 1.0 s"))
        #expect(description.contains("waiting for a shown window whose title matches ^\(title)$"))
        #expect(description.hasSuffix("and was stopped"))
        #expect(runningCommandLines().filter { $0.contains(title) }.isEmpty)
    }

    @Test func theWindowIsFoundAfterTheAppChangesItsTitle() throws {
        let window = GTKTestWindow(screen)
        defer { window.close() }
        window.window.title = "Notes — edited"
        window.settle()
        try window.input.click(screen.button)
        window.settle()
        #expect(recorder.actions.contains("up inside"))
        try window.input.focusWindow()
    }

    @Test func xdotoolRunsWithNoSignalBlockedWhateverTheTestBlocks() throws {
        var blocked = sigset_t()
        sigfillset(&blocked)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let child = try ChildProcess(
            "/bin/sh", arguments: ["-c", "grep SigBlk /proc/self/status >&2; exit 3"])
        #expect(GTKMainLoop.iterate(timeout: 5) { child.hasExited })
        #expect(!child.succeeded)
        #expect(child.errorOutput == "SigBlk:\t0000000000000000")
    }

    /// The command lines of the processes running now, read from `/proc`.
    func runningCommandLines() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
                String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            }
        }
    }
}
