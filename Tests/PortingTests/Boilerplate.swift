import HeadlessWidgets
import SendingState

// UIKit's initializer boilerplate and UIKit's optional text, as an iOS app writes them: each view
// compiles here with the typealiases of Helpers/UIKitNames.swift only.

/// A view with a designated initializer of its own, and the coder stub UIKit requires beside it.
final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let name: String

    init(name: String) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        nameLabel.text = name
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table cell that picks a built-in style and fills its labels.
final class ContactCell: UITableViewCell, Configurable {
    struct Contact: Equatable, Sendable {
        let name: String
        let phone: String?
    }

    let accessoryLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryLabel.text = "›"
        contentView.addSubview(accessoryLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configurer: (ContactCell, Contact) -> Void {
        { cell, contact in
            cell.textLabel?.text = contact.name
            cell.detailTextLabel?.text = contact.phone
        }
    }
}

/// A form that shows an optional model value in a text field, and checks what was typed.
final class NicknameFormView: UIView, EventForwardingProvider {
    let nicknameField = UITextField()
    let saveButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nicknameField.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        nicknameField.placeholder = "Nickname"
        saveButton.frame = CGRect(x: 0, y: 50, width: 300, height: 44)
        saveButton.setTitle("Save", for: .normal)
        addSubview(nicknameField)
        addSubview(saveButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(nickname: String?) {
        nicknameField.text = nickname
        saveButton.isEnabled = !(nicknameField.text?.isEmpty ?? true)
    }

    var eventForwarder: EventForwardable {
        EventForwarder(saveButton) { [weak self] _, ctx in
            ctx.control(.touchUpInside) {
                [TestAction.custom("save_\(self?.nicknameField.text ?? "")")]
            }
        }
    }
}

/// A view that reports an upload's progress.
final class UploadView: UIView {
    let progressView = UIProgressView(progressViewStyle: .bar)
    let statusLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        progressView.frame = CGRect(x: 16, y: 20, width: 358, height: 4)
        progressView.accessibilityLabel = "Upload"
        addSubview(progressView)
        addSubview(statusLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(sent: Int, of total: Int) {
        progressView.setProgress(Float(sent) / Float(total), animated: true)
        statusLabel.text = progressView.progress < 1 ? "Uploading…" : "Done"
    }
}
