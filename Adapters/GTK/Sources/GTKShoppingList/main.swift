// Shows the shopping list in a GTK 4 window, built with SendingState on SendingStateGTK, and
// prints each action the interactor handles. Set GTK_SHOPPING_LIST_QUIT_AFTER to a number of
// seconds to quit by itself, as screenshot.sh does.
import CGtk
import Glibc
import SendingStateGTK

MainActor.assumeIsolated {
    // The application's id and the name assistive technology and the desktop show for it.
    g_set_prgname("org.sendingstate.GTKShoppingList")
    g_set_application_name("Groceries")
    guard GTKMainLoop.initialize() else {
        print("GTKShoppingList needs a display: set DISPLAY, or run it under xvfb-run -a.")
        exit(1)
    }
    let quitAfter = g_getenv("GTK_SHOPPING_LIST_QUIT_AFTER").flatMap { Double(String(cString: $0)) }
    ShoppingListApp().run(quittingAfter: quitAfter)
}
