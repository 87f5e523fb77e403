// Shows the shopping list in a GTK 4 window, built with SendingState on SendingStateGTK, and
// prints each action the interactor handles. Set GTK_SHOPPING_LIST_QUIT_AFTER to a number of
// seconds to quit by itself, as screenshot.sh does.
import CGtk
import Glibc
import SendingStateGTK

MainActor.assumeIsolated {
    guard GTKMainLoop.initialize() else {
        print("GTKShoppingList needs a display: set DISPLAY, or run it under xvfb-run -a.")
        exit(1)
    }
    let quitAfter = g_getenv("GTK_SHOPPING_LIST_QUIT_AFTER").flatMap { Double(String(cString: $0)) }
    ShoppingListApp().run(quittingAfter: quitAfter)
}
