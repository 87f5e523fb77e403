import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct BoilerplateTests {
    let handler = TestActionHandler()

    @Test func aViewWithItsOwnInitializerAndTheCoderStubWorks() {
        let header = ProfileHeaderView(name: "Ada")
        #expect(header.name == "Ada")
        #expect(header.nameLabel.text == "Ada")
        #expect(header.frame.size == CGSize(width: 390, height: 80))
    }

    @Test func aListCreatesTheStyledCellWhoseLabelsShowTheContact() throws {
        final class Contacts: UITableViewDataSource {
            let contacts = [
                ContactCell.Contact(name: "Ada", phone: "555-0100"),
                ContactCell.Contact(name: "Grace", phone: nil),
            ]

            func listView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                contacts.count
            }

            func listView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                if let contactCell = cell as? ContactCell {
                    contactCell.ss.configure(contacts[indexPath.row])
                }
                return cell
            }
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        tableView.rowHeight = 60
        tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
        let contacts = Contacts()
        tableView.dataSource = contacts
        tableView.reloadData()
        let ada = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        let grace = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
        #expect(ada.reuseIdentifier == "contact")
        #expect(ada.textLabel?.text == "Ada")
        #expect(ada.detailTextLabel?.text == "555-0100")
        #expect(grace.detailTextLabel?.text == nil)
        #expect(ada.imageView != nil, "the subtitle style has an image view")
        #expect(ada.accessoryLabel.superview === ada.contentView)
    }

    @Test func aFormShowsAnOptionalNicknameAndForwardsWhatItHolds() {
        let form = NicknameFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        form.ss.addActionHandler(to: handler)
        form.show(nickname: nil)
        #expect(form.nicknameField.text == "")
        #expect(!form.saveButton.isEnabled)
        form.show(nickname: "ada")
        #expect(form.saveButton.isEnabled)
        form.saveButton.sendActions(for: .touchUpInside)
        #expect(handler.handledActions == [.custom("save_ada")])
    }

    @Test func aProgressViewReportsTheUploadToAssistiveTechnology() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let upload = UploadView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(upload)
        upload.update(sent: 3, of: 4)
        #expect(upload.progressView.progress == 0.75)
        #expect(upload.statusLabel.text == "Uploading…")
        #expect(window.semanticsDump().contains("progressIndicator \"Upload\" value \"75%\""))
        upload.update(sent: 5, of: 4)
        #expect(upload.progressView.progress == 1)
        #expect(upload.statusLabel.text == "Done")
    }
}
