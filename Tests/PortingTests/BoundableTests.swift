import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's binding themes: a view model applies its snapshot, type erasure drives
// heterogeneous rows, and a view model applied to the wrong view changes nothing.

final class ProfileView: UIView, Configurable {
    struct UserModel: Equatable, Sendable {
        let name: String
        let bio: String
    }

    private(set) var userName: String?
    private(set) var userBio: String?

    var configurer: (ProfileView, UserModel) -> Void {
        { view, model in
            view.userName = model.name
            view.userBio = model.bio
        }
    }
}

final class BannerView: UIView, Configurable {
    let titleLabel = UILabel()

    var configurer: (BannerView, String) -> Void {
        { view, title in view.titleLabel.text = title }
    }
}

struct UserBoundable: Boundable {
    var contentData: ProfileView.UserModel?
    var binderType: ProfileView.Type { ProfileView.self }
}

struct BannerBoundable: Boundable {
    var contentData: String?
    var binderType: BannerView.Type { BannerView.self }
}

@MainActor
struct BoundableTests {
    @Test func aViewModelAppliesItsSnapshotAndTheNextReplacesIt() {
        let view = ProfileView()
        UserBoundable(contentData: .init(name: "Sunny", bio: "iOS Developer")).apply(to: view)
        #expect(view.userName == "Sunny")
        UserBoundable(contentData: .init(name: "Sherin", bio: "Product Manager")).apply(to: view)
        #expect(view.userName == "Sherin")
        #expect(view.userBio == "Product Manager")
        #expect(view.ss.state() == ProfileView.UserModel(name: "Sherin", bio: "Product Manager"))
    }

    @Test func typeErasedViewModelsDriveHeterogeneousRows() {
        let rows = [
            AnyBoundable(BannerBoundable(contentData: "Sale")),
            UserBoundable(contentData: .init(name: "Sunny", bio: "")).eraseToAnyBoundable(),
        ]
        let views: [UIView] = rows.map { row in
            let view: UIView = row.binderType == BannerView.self ? BannerView() : ProfileView()
            row.apply(to: view)
            return view
        }
        #expect((views[0] as? BannerView)?.titleLabel.text == "Sale")
        #expect((views[1] as? ProfileView)?.userName == "Sunny")
        #expect(rows[1].contentData as? ProfileView.UserModel == .init(name: "Sunny", bio: ""))
    }

    @Test func aViewModelForAnotherViewChangesNothing() {
        let banner = BannerView()
        banner.ss.configure("Before")
        let mismatch = AnyBoundable(UserBoundable(contentData: .init(name: "Sunny", bio: ""))).apply(
            to: banner)
        #expect(mismatch != nil)
        #expect(banner.titleLabel.text == "Before")
        #expect(AnyBoundable(BannerBoundable(contentData: "x")).canApply(to: banner))
    }
}
