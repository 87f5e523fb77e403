import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's forwarding themes: controls of every kind, forms, cells in a list,
// nested groups, and state-aware mappings that read the state bound when the event happens.

final class ControlsView: UIView, EventForwardingProvider {
    let button = UIButton()
    let testSwitch = UISwitch()
    let slider = UISlider()

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        testSwitch.frame = CGRect(x: 0, y: 50, width: 100, height: 44)
        slider.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
        addSubview(button)
        addSubview(testSwitch)
        addSubview(slider)
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(button) { sender, ctx in
                ctx.control(.touchUpInside) {
                    [TestAction.buttonTapped(sender.tag)]
                }
            }
            EventForwarder(testSwitch) { sender, ctx in
                ctx.control(.valueChanged) {
                    [TestAction.switchChanged(sender.isOn)]
                }
            }
            EventForwarder(slider) { sender, ctx in
                ctx.control(.valueChanged) {
                    [TestAction.sliderChanged(sender.value)]
                }
            }
        }
    }
}

final class LoginFormView: UIView, EventForwardingProvider {
    let usernameField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton()

    var isValid: Bool {
        (usernameField.text?.count ?? 0) >= 4 && (passwordField.text?.count ?? 0) >= 10
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        usernameField.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        passwordField.frame = CGRect(x: 0, y: 50, width: 300, height: 44)
        submitButton.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
        submitButton.setTitle("Sign in", for: .normal)
        addSubview(usernameField)
        addSubview(passwordField)
        addSubview(submitButton)
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(usernameField) { _, ctx in
                ctx.control(.editingChanged) { [TestAction.custom("username_changed")] }
            }
            EventForwarder(passwordField) { _, ctx in
                ctx.control(.editingChanged) { [TestAction.custom("password_changed")] }
            }
            EventForwarder(submitButton) { [weak self] _, ctx in
                ctx.control(.touchUpInside) {
                    guard let self else { return [] }
                    return [TestAction.custom(self.isValid ? "submit_valid" : "submit_invalid")]
                }
            }
        }
    }
}

/// A parent whose forwarder combines its children's, as 1.0.0's nested-view scenario does.
final class ScreenView: UIView, EventForwardingProvider {
    final class HeaderView: UIView, EventForwardingProvider {
        let backButton = UIButton()

        var eventForwarder: EventForwardable {
            EventForwarder(backButton) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.custom("back")] }
            }
        }
    }

    let headerView = HeaderView()
    let buyButton = UIButton()
    var showsBuyButton = true

    var eventForwarder: EventForwardable {
        SenderGroup {
            headerView.eventForwarder
            if showsBuyButton {
                EventForwarder(buyButton) { _, ctx in
                    ctx.control(.touchUpInside) { [TestAction.custom("buy")] }
                }
            }
        }
    }
}

final class StateAwareCell: UICollectionViewCell, Configurable, EventForwardingProvider {
    struct Model: Equatable, Sendable {
        let text: String
        let value: Int
    }

    let button1 = UIButton()
    let button2 = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(button1)
        contentView.addSubview(button2)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configurer: (StateAwareCell, Model) -> Void {
        { cell, model in
            cell.button1.setTitle(model.text, for: .normal)
        }
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(button1) { _, ctx in
                ctx.control(.touchUpInside) { (state: Model) in
                    [TestAction.buttonTapped(state.value)]
                }
            }
            EventForwarder(button2) { _, ctx in
                ctx.control(.touchUpInside) { (state: Model) in
                    [TestAction.custom(state.text)]
                }
            }
        }
    }
}

@MainActor
struct EventForwarderTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let handler = TestActionHandler()

    @Test func eachControlForwardsItsOwnActionInOrder() throws {
        let view = ControlsView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(view)
        view.ss.addActionHandler(to: handler)
        view.button.tag = 11
        try view.button.tap()
        try view.testSwitch.toggle()
        try view.slider.slide(to: 0.5)
        view.button.sendActions(for: .touchUpInside)
        #expect(
            handler.handledActions == [
                .buttonTapped(11), .switchChanged(true), .sliderChanged(0.5), .buttonTapped(11),
            ])
    }

    @Test func aFormValidatesWhenItIsSubmitted() throws {
        let form = LoginFormView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(form)
        form.ss.addActionHandler(to: handler)
        try form.usernameField.type("SSG")
        try form.passwordField.type("1q2w")
        try form.submitButton.tap()
        #expect(handler.handledActions.last == .custom("submit_invalid"))
        try form.usernameField.type("G")
        try form.passwordField.type("3e4r5t6y")
        try form.submitButton.tap()
        #expect(handler.handledActions.last == .custom("submit_valid"))
        #expect(handler.handledActions.filter { $0 == .custom("username_changed") }.count == 4)
    }

    @Test func aParentForwardsItsChildrensMappingsAndItsOwn() {
        let screen = ScreenView()
        screen.ss.addActionHandler(to: handler)
        screen.headerView.backButton.sendActions(for: .touchUpInside)
        screen.buyButton.sendActions(for: .touchUpInside)
        #expect(handler.handledActions == [.custom("back"), .custom("buy")])
        #expect(screen.eventForwarder.allMappings.count == 2)
        screen.showsBuyButton = false
        screen.ss.reloadEventForwarder()
        screen.buyButton.sendActions(for: .touchUpInside)
        #expect(handler.handledActions.count == 2)
    }

    @Test func stateAwareMappingsReadTheStateBoundWhenTheEventHappens() {
        let cell = StateAwareCell()
        cell.ss.addActionHandler(to: handler)
        cell.button1.sendActions(for: .touchUpInside)
        #expect(handler.handledActions.isEmpty, "no state bound yet: the mapping is skipped")
        cell.ss.configure(StateAwareCell.Model(text: "A", value: 1))
        cell.button1.sendActions(for: .touchUpInside)
        cell.ss.configure(StateAwareCell.Model(text: "Jeon", value: 59))
        cell.button1.sendActions(for: .touchUpInside)
        cell.button2.sendActions(for: .touchUpInside)
        #expect(handler.handledActions == [.buttonTapped(1), .buttonTapped(59), .custom("Jeon")])
        let model: StateAwareCell.Model? = cell.button2.ss.state()
        #expect(model?.value == 59)
        #expect(cell.button1.currentTitle == "Jeon")
    }

    @Test func cellsOfAListEachForwardTheirOwnModel() {
        final class ProductListCell: UITableViewCell, Configurable, EventForwardingProvider {
            let cartButton = UIButton()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(cartButton)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            var configurer: (ProductListCell, Int) -> Void {
                { cell, id in cell.cartButton.tag = id }
            }

            var eventForwarder: EventForwardable {
                EventForwarder(cartButton) { sender, ctx in
                    ctx.control(.touchUpInside) { [TestAction.custom("cart_\(sender.tag)")] }
                }
            }
        }
        let cells = [1, 2, 3].map { id in
            let cell = ProductListCell()
            cell.ss.configure(id)
            cell.ss.addActionHandler(to: handler)
            return cell
        }
        cells[1].cartButton.sendActions(for: .touchUpInside)
        #expect(handler.handledActions == [.custom("cart_2")])
    }
}
