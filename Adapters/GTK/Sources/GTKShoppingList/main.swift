// Shows the shopping list in a GTK 4 window, built with SendingState on SendingStateGTK, and
// prints each action the interactor handles. Set GTK_SHOPPING_LIST_QUIT_AFTER to a number of
// seconds to quit by itself, as screenshot.sh does.
//
// It runs as the application org.sendingstate.GTKShoppingList: starting it again while it runs
// brings its window to the front. The header bar's menu, or Control-Q, quits; Control-Return, or
// the menu's Checkout, checks out.
import CGtk
import Glibc
import SendingStateGTK

MainActor.assumeIsolated {
    // The application's id and the name assistive technology and the desktop show for it.
    g_set_prgname("org.sendingstate.GTKShoppingList")
    g_set_application_name("Groceries")
    // The icon of Adapters/GTK/data, once installed; the desktop file names it too.
    gtk_window_set_default_icon_name("org.sendingstate.GTKShoppingList")
    let quitAfter = g_getenv("GTK_SHOPPING_LIST_QUIT_AFTER").flatMap { Double(String(cString: $0)) }
    do {
        let application = try GTKApplication(id: "org.sendingstate.GTKShoppingList")
        let commands = try ApplicationCommands(application: application)
        var shoppingList: ShoppingListApp?
        application.onActivate = { application in
            if let shoppingList {
                shoppingList.window.present()
                return
            }
            do {
                let app = try ShoppingListApp(application: application, commands: commands)
                app.show(quittingAfter: quitAfter, application: application)
                shoppingList = app
            } catch {
                print("GTKShoppingList couldn't make its window: \(error)")
            }
        }
        try application.run()
        withExtendedLifetime(commands) {}
    } catch GTKApplicationError.noDisplay {
        print("GTKShoppingList needs a display: set DISPLAY, or run it under xvfb-run -a.")
        exit(1)
    } catch {
        print("GTKShoppingList: \(error)")
        exit(1)
    }
}
