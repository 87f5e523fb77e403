import SendingState
import SendingStateGTK

/// The application's own commands, `app.` actions declared as a screen declares its controls:
/// About, and Quit with Control-Q.
@MainActor
final class ApplicationCommands: EventForwardingProvider, @MainActor ActionHandlingProvider {
    /// What the application's commands do.
    enum Action {
        case about
        case quit
    }

    let senderStorage = SenderStorage()
    let about: GTKAction
    let quit: GTKAction
    /// The About window, made when first shown: GTK makes windows only once the application has
    /// started up.
    private lazy var aboutDialog: GTKAboutDialog = {
        let dialog = GTKAboutDialog(programName: localized("Groceries"))
        dialog.version = "1.0"
        dialog.comments = localized(
            "A catalogue of 100,000 products and a cart, built with SendingState on GTK 4.")
        dialog.copyright = "© 2026 The SendingState for Linux authors"
        dialog.license = .mit
        dialog.logoIconName = "org.sendingstate.GTKShoppingList"
        return dialog
    }()
    private weak var application: GTKApplication?

    /// Adds the commands to the application and handles them.
    init(application: GTKApplication) throws(GTKActionError) {
        self.application = application
        about = try GTKAction("about")
        quit = try GTKAction("quit", shortcuts: [KeyPress("q", modifierFlags: .control)])
        try application.addAction(about)
        try application.addAction(quit)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(about) { _, ctx in ctx.control(.primaryActionTriggered) { [Action.about] } }
            EventForwarder(quit) { _, ctx in ctx.control(.primaryActionTriggered) { [Action.quit] } }
        }
    }

    func handle(action: Action) {
        switch action {
        case .about: aboutDialog.present(over: application?.windows.first)
        case .quit: application?.quit()
        }
    }
}
