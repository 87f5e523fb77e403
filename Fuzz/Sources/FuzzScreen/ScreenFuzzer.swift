import FuzzSupport
import SendingState

/// Runs the program the fuzz input decodes to on a fresh ``Screen``, checking the invariants after
/// every step.
@MainActor
enum ScreenFuzzer {
    static func run(_ bytes: [UInt8]) {
        var decoder = ProgramDecoder(bytes)
        let setup = decoder.decodeSetup()
        let screen = Screen(usesScrollView: setup.usesScrollView)
        let record: SendingStateDiagnostics.Handler = { screen.diagnostics.append($0) }
        SendingStateDiagnostics.withHandler(record) {
            if let reaction = setup.prelude {
                trace("prelude, reaction \(reaction)\(setup.usesScrollView ? ", in a scroll view" : "")")
                for operation in Screen.prelude(reaction: reaction) {
                    _ = screen.perform(operation)
                }
                screen.checkInvariants(expected: [], after: .reload(card: 0))
            }
            var step = 0
            while step < ProgramDecoder.maximumLength, let operation = decoder.next() {
                trace("\(step): \(operation.traceLine)")
                let expected = screen.perform(operation)
                screen.checkInvariants(expected: expected, after: operation)
                step += 1
            }
        }
    }
}
