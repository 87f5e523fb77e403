import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKStackTests {
    /// A switcher above a stack of two pages, the first of which holds a button.
    final class Aisles: GTKBox, EventForwardingProvider {
        let stack = GTKStack(transition: .crossfade)
        let switcher: GTKStackSwitcher
        let fresh = GTKButton(title: "Buy apples")
        let pantry = GTKLabel(text: "Tins and jars")

        init() {
            stack.addPage(fresh, name: "fresh", title: "Fresh")
            stack.addPage(pantry, name: "pantry", title: "Pantry")
            switcher = GTKStackSwitcher(stack: stack)
            super.init(axis: .vertical, spacing: 6)
            addSubview(switcher)
            addSubview(stack)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(stack) { stack, ctx in
                    ctx.control(.valueChanged) { [stack.visiblePageName ?? ""] }
                }
                EventForwarder(fresh) { _, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
            }
        }
    }

    let aisles = Aisles()
    let recorder = Recorder<String>()

    init() {
        aisles.ss.addActionHandler(to: recorder)
    }

    @Test func aClickOnASwitcherButtonShowsItsPageAndReportsValueChangedOnce() throws {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        try window.input.click(try window.get(.role(.tab, name: "Pantry")))
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["pantry"])
        #expect(aisles.stack.visiblePageName == "pantry")
        #expect(aisles.stack.visiblePage?.view === aisles.pantry)
    }

    @Test func settingThePageFromCodeAndAddingOrRemovingPagesReportNothing() {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        aisles.stack.visiblePageName = "pantry"
        #expect(aisles.stack.visiblePageName == "pantry")
        aisles.stack.visiblePageName = "no such aisle"
        #expect(aisles.stack.visiblePageName == "pantry")
        aisles.stack.addPage(GTKLabel(text: "Bread"), name: "bakery", title: "Bakery")
        aisles.stack.removePage(named: "pantry")
        #expect(aisles.stack.visiblePageName == "fresh")
        window.settle()
        #expect(recorder.actions.isEmpty)
    }

    @Test func aClickOnAButtonInTheShownPageReachesItThroughTheStack() throws {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        try window.input.click(aisles.fresh)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        // touchDown and touchUpInside come from the input engine, which finds the button only by
        // walking down through the stack.
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func onlyTheShownPageIsFoundInTheWindow() throws {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        #expect(try window.query(.text("Buy apples")) === aisles.fresh)
        #expect(try window.query(.text("Tins and jars")) == nil)
        aisles.stack.visiblePageName = "pantry"
        #expect(try window.query(.text("Buy apples")) == nil)
        #expect(try window.query(.text("Tins and jars")) === aisles.pantry)
    }

    @Test func theTabsAreFoundByRoleAndNameAndTheShownPagesTabIsSelected() throws {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        #expect(window.all(.role(.tab)).map(\.accessibilityName) == ["Fresh", "Pantry"])
        #expect(try window.get(.role(.tab) && .traits(.selected)).accessibilityName == "Fresh")
        #expect(try window.get(.role(.tab, name: "Pantry")) === window.get(.role(.tab, name: "Pantry")))
        aisles.stack.visiblePageName = "pantry"
        window.settle()
        #expect(try window.get(.role(.tab) && .traits(.selected)).accessibilityName == "Pantry")
        let lines = window.semanticsDump().split(separator: "\n")
        #expect(lines.prefix(2) == [#"tab "Fresh" focused"#, #"tab "Pantry" selected"#], "\(lines)")
        #expect(window.accessibilityFindings().isEmpty, "\(window.accessibilityFindings())")
    }

    @Test func theSwitcherButtonsAreTabsNamedByThePageTitles() {
        let window = GTKTestWindow(aisles)
        defer { window.close() }
        let buttons = window.all(.role(.tab))
        #expect(buttons.count == 2)
        for (button, title) in zip(buttons, ["Fresh", "Pantry"]) {
            #expect(cgtk_accessible_label_is(button.widget, title) != 0, "\(title)")
            #expect(
                gtk_accessible_get_accessible_role(cgtk_accessible(button.widget)) == GTK_ACCESSIBLE_ROLE_TAB)
        }
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(aisles.switcher.widget))
                == GTK_ACCESSIBLE_ROLE_TAB_LIST)
    }

    @Test func aPageTakesItsViewFromItsBoxAndRemovingThePageFreesIt() {
        let box = GTKBox()
        let label = GTKLabel(text: "Milk")
        box.addSubview(label)
        let stack = GTKStack()
        stack.addPage(label, name: "dairy", title: "Dairy")
        #expect(box.subviews.isEmpty)
        #expect(label.superview == nil)
        #expect(gtk_widget_get_parent(label.widget) == stack.widget)
        #expect(stack.pages.map(\.name) == ["dairy"])
        #expect(stack.pages.map(\.title) == ["Dairy"])
        label.removeFromSuperview()
        #expect(stack.pages.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == nil)
        stack.addPage(label, name: "dairy", title: "Dairy")
        box.addSubview(label)
        #expect(stack.pages.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == box.widget)
    }

    @Test func aPageOfTheSameNameReplacesTheOldOne() {
        let stack = GTKStack()
        let old = GTKLabel(text: "Old")
        let new = GTKLabel(text: "New")
        stack.addPage(old, name: "aisle", title: "Aisle")
        stack.addPage(new, name: "aisle", title: "New aisle")
        #expect(stack.pages.count == 1)
        #expect(stack.pages.first?.view === new)
        #expect(gtk_widget_get_parent(old.widget) == nil)
    }

    @Test func theStackHoldsItsPagesAndNotTheOtherWayRound() {
        weak var weakPage: GTKLabel?
        weak var weakStack: GTKStack?
        var page: GTKLabel? = GTKLabel(text: "Kept")
        do {
            let stack = GTKStack()
            weakStack = stack
            stack.addPage(page!, name: "kept", title: "Kept")
            weakPage = page
            page = nil
            #expect(weakPage != nil, "the stack holds its page")
        }
        #expect(weakStack == nil)
        #expect(weakPage == nil)
    }

    @Test(arguments: [
        (GTKStack.Transition.none, GTK_STACK_TRANSITION_TYPE_NONE),
        (.crossfade, GTK_STACK_TRANSITION_TYPE_CROSSFADE),
        (.slide, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT),
    ])
    func theTransitionIsGTKsTransitionType(transition: GTKStack.Transition, type: GtkStackTransitionType) {
        let stack = GTKStack(transition: transition)
        #expect(gtk_stack_get_transition_type(cgtk_stack(stack.widget)) == type)
        #expect(stack.transition == transition)
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKNavigationStackTests {
    /// A catalogue that goes forward into a product's details, with the back button above.
    final class Catalogue: GTKBox, EventForwardingProvider {
        let products = GTKButton(title: "Milk")
        let details = GTKButton(title: "Add to cart")
        let navigation: GTKNavigationStack

        init() {
            navigation = GTKNavigationStack(root: products, title: "Catalogue")
            super.init(axis: .vertical, spacing: 6)
            addSubview(navigation.backButton)
            addSubview(navigation.titleLabel)
            addSubview(navigation)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(navigation) { navigation, ctx in
                    ctx.control(.valueChanged) { ["back to \(navigation.titles.last ?? "")"] }
                }
                EventForwarder(details) { _, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
            }
        }
    }

    let catalogue = Catalogue()
    let recorder = Recorder<String>()

    init() {
        catalogue.ss.addActionHandler(to: recorder)
    }

    @Test func pushingShowsTheViewWithItsTitleEnablesTheBackButtonAndReportsNothing() {
        let window = GTKTestWindow(catalogue)
        defer { window.close() }
        let navigation = catalogue.navigation
        #expect(!navigation.canGoBack)
        #expect(!navigation.backButton.isEnabled)
        #expect(navigation.titleLabel.text == "Catalogue")
        navigation.push(catalogue.details, title: "Milk")
        window.settle()
        #expect(navigation.canGoBack)
        #expect(navigation.backButton.isEnabled)
        #expect(navigation.topView === catalogue.details)
        #expect(navigation.titleLabel.text == "Milk")
        #expect(navigation.titles == ["Catalogue", "Milk"])
        #expect(gtk_stack_get_visible_child(cgtk_stack(navigation.widget)) == catalogue.details.widget)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aClickOnTheBackButtonGoesBackAndReportsValueChangedOnce() throws {
        let window = GTKTestWindow(catalogue)
        defer { window.close() }
        catalogue.navigation.push(catalogue.details, title: "Milk")
        window.settle()
        try window.input.click(catalogue.navigation.backButton)
        window.waitUntil { !recorder.actions.isEmpty }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["back to Catalogue"])
        #expect(catalogue.navigation.views.count == 1)
        #expect(!catalogue.navigation.backButton.isEnabled)
        #expect(catalogue.navigation.titleLabel.text == "Catalogue")
    }

    @Test func altLeftGoesBackOneViewAtATimeAndDoesNothingAtTheRoot() throws {
        let window = GTKTestWindow(catalogue)
        defer { window.close() }
        let navigation = catalogue.navigation
        navigation.push(catalogue.details, title: "Milk")
        navigation.push(GTKLabel(text: "Reviews"), title: "Reviews")
        window.settle()
        try window.input.focusWindow()
        try window.input.key("alt+Left")
        window.waitUntil { recorder.actions.count >= 1 }
        #expect(navigation.topView === catalogue.details)
        try window.input.key("alt+Left")
        window.waitUntil { recorder.actions.count >= 2 }
        try window.input.key("alt+Left")
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["back to Milk", "back to Catalogue"])
        #expect(navigation.topView === catalogue.products)
    }

    @Test func poppingFromCodeReportsNothingAndReleasesTheView() {
        let window = GTKTestWindow(catalogue)
        defer { window.close() }
        let navigation = catalogue.navigation
        weak var weakReviews: GTKLabel?
        do {
            let reviews = GTKLabel(text: "Reviews")
            weakReviews = reviews
            navigation.push(catalogue.details, title: "Milk")
            navigation.push(reviews, title: "Reviews")
            #expect(navigation.pop() === reviews)
            #expect(gtk_widget_get_parent(reviews.widget) == nil)
        }
        #expect(weakReviews == nil)
        #expect(navigation.popToRoot().map(ObjectIdentifier.init) == [ObjectIdentifier(catalogue.details)])
        #expect(navigation.pop() == nil)
        #expect(navigation.views.map(ObjectIdentifier.init) == [ObjectIdentifier(catalogue.products)])
        window.settle()
        #expect(recorder.actions.isEmpty)
    }

    @Test func aClickOnAButtonInThePushedViewReachesItThroughTheStack() throws {
        let window = GTKTestWindow(catalogue)
        defer { window.close() }
        catalogue.navigation.push(catalogue.details, title: "Milk")
        window.settle()
        try window.input.click(catalogue.details)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func removingAPushedViewTakesTheViewsAboveItToo() {
        let navigation = catalogue.navigation
        let reviews = GTKLabel(text: "Reviews")
        navigation.push(catalogue.details, title: "Milk")
        navigation.push(reviews, title: "Reviews")
        catalogue.details.removeFromSuperview()
        #expect(navigation.views.map(ObjectIdentifier.init) == [ObjectIdentifier(catalogue.products)])
        #expect(navigation.titles == ["Catalogue"])
        #expect(gtk_widget_get_parent(reviews.widget) == nil)
        catalogue.products.removeFromSuperview()
        #expect(navigation.topView === catalogue.products, "the root stays")
        let box = GTKBox()
        box.addSubview(catalogue.details)
        navigation.push(catalogue.details, title: "Milk")
        #expect(box.subviews.isEmpty)
        #expect(gtk_widget_get_parent(catalogue.details.widget) == navigation.widget)
    }

    @Test func theBackButtonReadsAsBack() {
        #expect(catalogue.navigation.backButton.accessibilityName == "Back")
        #expect(cgtk_accessible_label_is(catalogue.navigation.backButton.widget, "Back") != 0)
        #expect(catalogue.navigation.backButton.accessibilityRole == .button)
    }
}
