import SendingState

/// A view with a button and a switch that forward actions, built as a UIKit view is.
final class CounterView: UIView, EventForwardingProvider {
    let button = UIButton()
    let toggle = UISwitch()
    let countLabel = UILabel()

    init(tag: Int) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        button.tag = tag
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        toggle.frame = CGRect(x: 0, y: 60, width: 60, height: 44)
        addSubview(button)
        addSubview(toggle)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(button) { sender, ctx in
                ctx.control(.touchUpInside) {
                    [TestAction.buttonTapped(sender.tag)]
                }
            }
            EventForwarder(toggle) { sender, ctx in
                ctx.control(.valueChanged) {
                    [TestAction.switchChanged(sender.isOn)]
                }
            }
        }
    }
}
