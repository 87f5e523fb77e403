import SendingState
import SendingStateGTK

/// The application's own commands, `app.` actions declared as a screen declares its controls:
/// Quit, with Control-Q.
@MainActor
final class ApplicationCommands: EventForwardingProvider, @MainActor ActionHandlingProvider {
    /// What the application's commands do.
    enum Action {
        case quit
    }

    let senderStorage = SenderStorage()
    let quit: GTKAction
    private weak var application: GTKApplication?

    /// Adds the commands to the application and handles them.
    init(application: GTKApplication) throws(GTKActionError) {
        self.application = application
        quit = try GTKAction("quit", shortcuts: [KeyPress("q", modifierFlags: .control)])
        try application.addAction(quit)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(quit) { _, ctx in ctx.control(.primaryActionTriggered) { [Action.quit] } }
    }

    func handle(action: Action) {
        switch action {
        case .quit: application?.quit()
        }
    }
}
