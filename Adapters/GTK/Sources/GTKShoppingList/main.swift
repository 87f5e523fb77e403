// Shows the shopping list in a GTK 4 window, built with SendingState on SendingStateGTK, and
// prints each action the interactor handles. Set GTK_SHOPPING_LIST_QUIT_AFTER to a number of
// seconds to quit by itself, as screenshot.sh does.
//
// It runs as the application org.sendingstate.GTKShoppingList: starting it again while it runs
// brings its window to the front, and `GTKShoppingList cart.json` opens a cart in it. The header
// bar's menu opens, saves (Control-O, Control-S) and clears carts, checks out (Control-Return),
// shows About and quits (Control-Q). A row's context menu opens its product in a window of its
// own, which Control-W closes. Its strings are in the person's language where po/ has a
// translation: `bash po/compile.sh` then `GTK_SHOPPING_LIST_LOCALEDIR=po/build LANGUAGE=de`.
import Foundation
import SendingStateGTK

MainActor.assumeIsolated {
    startLocalization()
    // The icon of Adapters/GTK/data, once installed; the desktop file names it too.
    GTKWindow.defaultIconName = "org.sendingstate.GTKShoppingList"
    let quitAfter = ProcessInfo.processInfo.environment["GTK_SHOPPING_LIST_QUIT_AFTER"].flatMap(Double.init)
    do {
        // The name assistive technology reads and the desktop shows, in the person's language.
        let application = try GTKApplication(
            id: "org.sendingstate.GTKShoppingList", name: localized("Groceries"))
        let commands = try ApplicationCommands(application: application)
        var shoppingList: ShoppingListApp?
        // The window, made and shown the first time the application is activated or opens a file.
        @MainActor func shownWindow(_ application: GTKApplication) -> ShoppingListApp? {
            if let shoppingList {
                shoppingList.window.present()
                return shoppingList
            }
            do {
                let app = try ShoppingListApp(application: application, commands: commands)
                app.show(quittingAfter: quitAfter, application: application)
                shoppingList = app
                return app
            } catch {
                print("GTKShoppingList couldn't make its window: \(error)")
                return nil
            }
        }
        application.onActivate = { application in _ = shownWindow(application) }
        // A cart file from the file manager, or from a second start: `GTKShoppingList cart.json`.
        application.onOpen = { application, files in
            guard let app = shownWindow(application) else { return }
            for file in files { app.open(URL(fileURLWithPath: file)) }
        }
        try application.run(opening: Array(CommandLine.arguments.dropFirst()))
        withExtendedLifetime(commands) {}
    } catch GTKApplicationError.noDisplay {
        print("GTKShoppingList needs a display: set DISPLAY, or run it under xvfb-run -a.")
        exit(1)
    } catch {
        print("GTKShoppingList: \(error)")
        exit(1)
    }
}
