import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's configure themes: the configurer runs once per call with the latest
// model, optional and reference models, sizes without views, and configuring from async work.

final class ArticleView: UIView, Configurable {
    struct Model: Equatable {
        let title: String
        let fontSize: CGFloat
    }

    let titleLabel = UILabel()
    private(set) var configureCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    var configurer: (ArticleView, Model) -> Void {
        { view, model in
            view.configureCount += 1
            view.titleLabel.text = model.title
            view.titleLabel.font = UIFont.systemFont(ofSize: model.fontSize)
        }
    }

    nonisolated static func size(with input: Model?, constrainedTo parentSize: CGSize?) -> CGSize? {
        guard let input else { return nil }
        let width = parentSize?.width ?? 375
        return CGSize(width: width, height: input.title.count > 10 ? 60 : 40)
    }
}

@MainActor
struct ConfigurableTests {
    @Test func theConfigurerRunsOncePerCallWithTheLatestModel() {
        let view = ArticleView()
        for index in 1...100 {
            view.ss.configure(ArticleView.Model(title: "Title \(index)", fontSize: 20))
        }
        #expect(view.configureCount == 100)
        #expect(view.titleLabel.text == "Title 100")
        #expect(view.titleLabel.font.pointSize == 20)
        #expect(view.ss.state() == ArticleView.Model(title: "Title 100", fontSize: 20))
    }

    @Test func anOptionalInputCanBeNil() {
        final class OptionalView: UIView, Configurable {
            var lastModel: String?
            var configureCount = 0

            var configurer: (OptionalView, String?) -> Void {
                { view, model in
                    view.configureCount += 1
                    view.lastModel = model
                }
            }
        }
        let view = OptionalView()
        view.ss.configure(nil as String?)
        #expect(view.configureCount == 1)
        #expect(view.lastModel == nil)
    }

    @Test func aReferenceModelIsPassedAsIs() {
        final class Counter {
            var count = 0
        }
        final class CounterView: UIView, Configurable {
            var lastModel: Counter?

            var configurer: (CounterView, Counter) -> Void {
                { view, model in
                    model.count += 1
                    view.lastModel = model
                }
            }
        }
        let view = CounterView()
        let model = Counter()
        view.ss.configure(model)
        #expect(model.count == 1)
        #expect(view.lastModel === model)
    }

    @Test func aLabelSubclassConfiguresItself() {
        final class TitleLabel: UILabel, Configurable {
            var configurer: (TitleLabel, String) -> Void {
                { label, title in
                    label.text = title
                    label.font = UIFont.boldSystemFont(ofSize: 18)
                }
            }
        }
        let label = TitleLabel()
        label.ss.configure("Hello, Actor!")
        #expect(label.text == "Hello, Actor!")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 18))
    }

    @Test func sizesAreMeasuredWithoutAView() {
        #expect(ArticleView.size(with: nil, constrainedTo: CGSize(width: 375, height: 375)) == nil)
        let long = ArticleView.Model(title: "A very long title", fontSize: 14)
        #expect(ArticleView.size(with: long, constrainedTo: CGSize(width: 150, height: 200))?.height == 60)
        #expect(ArticleView.size(with: long, constrainedTo: nil) == CGSize(width: 375, height: 60))
    }

    @Test func aModelLoadedByAnActorIsConfiguredOnTheMainActor() async {
        actor Loader {
            func load() -> ArticleView.Model {
                ArticleView.Model(title: "Updated", fontSize: 12)
            }
        }
        let view = ArticleView()
        let model = await Loader().load()
        view.ss.configure(model)
        #expect(view.titleLabel.text == "Updated")
    }
}
