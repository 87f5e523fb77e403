import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// A small screen to search: a header, a search entry named by its placeholder, a disabled
/// Checkout, two Buy buttons and a hidden one.
@MainActor
final class QueryScreen: GTKBox {
    let title = GTKLabel(text: "Groceries")
    let search = GTKSearchEntry(placeholder: "Search products")
    let checkout = GTKButton(title: "Checkout")
    let buyMilk = GTKButton(title: "Buy")
    let buyTea = GTKButton(title: "Buy")
    let hidden = GTKButton(title: "Secret")
    let star = GTKToggle(title: "☆")

    init() {
        super.init(axis: .vertical, spacing: 4)
        title.accessibilityRole = .header
        checkout.isEnabled = false
        checkout.accessibilityIdentifier = "checkout"
        buyTea.accessibilityLabel = "Buy tea"
        hidden.isHidden = true
        star.accessibilityLabel = "Favourite"
        for widget in [title, search, checkout, buyMilk, buyTea, hidden, star] as [GTKWidget] {
            addSubview(widget)
        }
    }
}

/// Queries find widgets in a live window with HeadlessWidgets' vocabulary, and a failed one says
/// what was there.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetFindingTests {
    let screen = QueryScreen()

    @Test func aRoleAndNameFindWhatAScreenReaderFinds() throws {
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        #expect(try window.get(.role(.header, name: "Groceries")) === screen.title)
        #expect(
            try window.get(.role(.textField, name: "Search products"), as: GTKSearchEntry.self)
                === screen.search)
        #expect(try window.get(.role(.button, name: "Buy tea")) === screen.buyTea, "a label names it")
        #expect(try window.get(.role(.button, name: "Favourite"), as: GTKToggle.self) === screen.star)
        #expect(window.all(.role(.button)).count == 4, "the hidden button is not on screen")
        #expect(try window.query(.role(.button, name: "Secret")) == nil)
    }

    @Test func identifiersLabelsTextAndTypesFindWidgetsToo() throws {
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        #expect(try window.get(.identifier("checkout"), as: GTKButton.self) === screen.checkout)
        #expect(try window.get(.label("Favourite")) === screen.star)
        #expect(window.all(.text("Buy")).count == 2)
        #expect(try window.get(.text("Groceries")) === screen.title, "a label's text")
        #expect(try window.get(.text("☆")) === screen.star, "a toggle's title")
        screen.search.text = "Milk"
        #expect(try window.get(.text("Milk")) === screen.search, "an entry's text")
        let check = GTKCheckButton(title: "Gift wrap")
        let entry = GTKEntry(placeholder: "Name")
        #expect(check.all(.text("Gift wrap")).first === check, "a check button's title")
        #expect(entry.all(.text("Name")).isEmpty, "a placeholder is not the text")
        #expect(window.all(.type(GTKToggle.self)).count == 1)
        #expect(
            window.all(.type(GTKButton.self)).count == 4, "the hidden one too: only a role needs the screen")
        let custom = NodeQuery("an enabled button titled Checkout") {
            ($0 as? GTKButton).map { $0.isEnabled && $0.title == "Checkout" } == true
        }
        #expect(try window.query(custom) == nil)
    }

    @Test func findingNothingListsTheRolesAndNamesThatWereThere() {
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        let error = #expect(throws: FindError.self) { try window.get(.role(.button, name: "Pay")) }
        #expect(error?.kind == .notFound)
        #expect(
            error?.description == """
                no node with role button named "Pay" under QueryScreen; found 6 nodes:
                  header "Groceries"
                  textField "Search products" focused
                  button "Checkout" disabled
                  button "Buy"
                  button "Buy tea"
                  button "Favourite"
                """)
    }

    @Test func aQueryThatMatchesSeveralListsEveryMatch() {
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        let error = #expect(throws: FindError.self) { try window.get(.text("Buy"), as: GTKButton.self) }
        #expect(
            error?.description == """
                2 nodes match GTKButton with text "Buy" under QueryScreen, expected one:
                  GTKButton "Buy"
                  GTKButton "Buy"
                """)
    }

    @Test func aMatchOfAnotherTypeIsListedAsWhatWasFound() {
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        let error = #expect(throws: FindError.self) {
            try window.get(.identifier("checkout"), as: GTKToggle.self)
        }
        #expect(
            error?.description
                == "no GTKToggle with identifier \"checkout\" under QueryScreen; found 1 node:\n  GTKButton#checkout \"Checkout\""
        )
    }

    @Test func aNameWithALineBreakCannotForgeALine() {
        screen.checkout.accessibilityLabel = "Pay\n  button \"Forged\""
        let window = GTKTestWindow(screen, width: 240, height: 320)
        defer { window.close() }
        #expect(screen.checkout.semanticsLine == #"button "Pay\n  button \"Forged\"" disabled"#)
    }

    @Test func theSemanticsLineShowsStatesAndValues() {
        let spin = GTKSpinButton(minimumValue: 0, maximumValue: 9)
        spin.value = 3
        spin.accessibilityLabel = "Quantity of Milk"
        spin.accessibilityTraits = .busy
        #expect(spin.semanticsLine == #"adjustable "Quantity of Milk" busy value "3""#)
        #expect(GTKBox().semanticsLine == "none")
    }
}
