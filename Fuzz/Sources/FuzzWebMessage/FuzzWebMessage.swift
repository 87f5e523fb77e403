import FuzzSupport
import SendingState
import SendingStateWeb

/// libFuzzer's entry point, exported as `LLVMFuzzerTestOneInput`: runs ``WebMessageFuzzer`` on one
/// input.
///
/// libFuzzer calls it on the main thread, which is the main actor's. The pointer is read once, into
/// an array, here and nowhere else.
///
/// - Parameters:
///   - data: The input, or `nil` when it is empty.
///   - size: Its length in bytes.
/// - Returns: 0, as libFuzzer requires; a broken invariant stops the process instead.
@c(LLVMFuzzerTestOneInput)
public func fuzzWebMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        WebMessageFuzzer.run(bytes)
    }
    return 0
}

/// Feeds arbitrary text to the web adapter's message decoder, as a hostile browser would send it.
///
/// Each line is a message; what it decodes to goes to a new session, and the fuzzer checks what the
/// adapter promises:
/// the decoder throws only `ClientMessageError`, and never returns a position or frame that isn't
/// finite; the session acts only on elements the page shows that take input, whatever came before;
/// its patches make only the elements the page may make. Each input gets a page and session of its
/// own, so that a press one input leaves down is freed with it.
@MainActor
enum WebMessageFuzzer {
    /// At most this many lines of an input are messages; the rest is ignored.
    static let maximumMessages = 32

    static func run(_ bytes: [UInt8]) {
        let page = FuzzPage()
        let session = WebSession(root: page)
        _ = session.pendingChanges()
        let lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for line in lines.prefix(maximumMessages) {
            let message: ClientMessage
            do {
                message = try ClientMessage(json: line)
            } catch {
                trace("refused: \(error)")
                continue
            }
            trace("decoded: \(message)")
            check(message)
            let reportsBefore = page.reports.count
            _ = SendingStateDiagnostics.withHandler({ _ in }, operation: { session.handle(message) })
            let newReports = page.reports[reportsBefore...]
            trace("reported: \(Array(newReports))")
            fuzzCheck(page.disabled.isEnabled == false, "the disabled button was enabled")
            fuzzCheck(page.disabledField.text.isEmpty, "the disabled field took a text")
            fuzzCheck(
                (0...1).contains(page.slider.value), "the slider's value left its range: \(page.slider.value)"
            )
            fuzzCheck(
                !newReports.contains { $0.hasPrefix("disabled") || $0.hasPrefix("hidden") },
                "a disabled or hidden view reported: \(Array(newReports))")
            for change in session.pendingChanges() {
                if case .create(_, let element) = change {
                    fuzzCheck(
                        DOMElement.allowedTags.contains(element.tag),
                        "a tag the page may not make: \(element.tag)")
                }
            }
        }
    }

    /// Checks that a decoded message carries only finite positions and frames of positive size.
    private static func check(_ message: ClientMessage) {
        guard case .pointer(_, _, let location, _, let frame) = message else { return }
        fuzzCheck(location.x.isFinite && location.y.isFinite, "a position that isn't finite: \(location)")
        guard let frame else { return }
        fuzzCheck(
            [frame.minX, frame.minY, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
                && frame.size.width >= 0 && frame.size.height >= 0,
            "a frame that isn't finite and positive: \(frame)")
    }
}

/// The fuzzed page: element 1 is the stack, then the button (2), the switch (3), the disabled
/// button (4), the slider (5), the text field (6) and the disabled text field (7); the hidden
/// label isn't in the page.
@MainActor
final class FuzzPage: WebStack, EventForwardingProvider, @MainActor ActionHandlingProvider {
    let button = WebButton(title: "Buy")
    let toggle = WebToggle(title: "Express")
    let disabled = WebButton(title: "Pay")
    let hidden = WebLabel(text: "Secret")
    let slider = WebSlider()
    let field = WebTextField(placeholder: "Search")
    let disabledField = WebTextField(placeholder: "Card number")
    /// Every control event each view reported, as `name [event]`.
    private(set) var reports: [String] = []

    init() {
        super.init(axis: .vertical)
        disabled.isEnabled = false
        disabledField.isEnabled = false
        hidden.isHidden = true
        for view in [button, toggle, disabled, hidden, slider, field, disabledField] as [WebView] {
            addSubview(view)
        }
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        let events: [ControlEvents] = [
            .touchDown, .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside, .touchCancel,
            .valueChanged, .primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd,
            .editingDidEndOnExit,
        ]
        return SenderGroup {
            for (name, view) in [
                ("button", button), ("toggle", toggle), ("disabled", disabled), ("hidden", hidden),
                ("slider", slider), ("field", field), ("disabled field", disabledField),
            ]
                as [(String, WebView)]
            {
                EventForwarder(view) { _, ctx in
                    for event in events { ctx.control(event) { ["\(name) \(event)"] } }
                }
            }
        }
    }

    func handle(action: String) {
        reports.append(action)
    }
}
