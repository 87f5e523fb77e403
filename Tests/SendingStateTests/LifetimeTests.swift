import SendingState
import SendingStateTestSupport
import Testing

/// Every public flow releases everything it touched once its scope ends.
///
/// Released means views, senders, handlers, class models and view models. Nothing here keeps an
/// object alive on purpose.
@MainActor
struct LifetimeTests {
    final class Model: Sendable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    final class ModelCell: Sender, Configurable, EventForwardingProvider {
        let senderStorage = SenderStorage()
        let button = TestSender()
        let nested = TestSender()
        var configurer: (ModelCell, Model) -> Void { { _, _ in } }
        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(button) { _, ctx in
                    ctx.control(.touchUpInside) { (model: Model) in [TestAction.opened(model.id)] }
                }
                SenderGroup {
                    EventForwarder(nested) { _, ctx in ctx.control(.touchUpInside) { [TestAction.log] } }
                    EventForwarder(self) { sender, ctx in
                        ctx.tapGesture { [TestAction.tapped(sender.button.tag)] }
                    }
                }
            }
        }
    }

    struct ModelRow: Boundable {
        var contentData: Model?
        var binderType: ModelCell.Type { ModelCell.self }
    }

    /// Runs a flow in its own scope and checks that the objects it registers are released after.
    private func expectReleased(
        _ flow: (inout [AnyObject]) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var weakObjects: [Weak<AnyObject>] = []
        do {
            var objects: [AnyObject] = []
            flow(&objects)
            weakObjects = objects.map(Weak.init)
        }
        #expect(!weakObjects.isEmpty, sourceLocation: sourceLocation)
        for (index, weakObject) in weakObjects.enumerated() {
            #expect(
                weakObject.object == nil, "object \(index) is still alive", sourceLocation: sourceLocation)
        }
    }

    @Test func configureWithAClassModel() {
        expectReleased { objects in
            let cell = ModelCell()
            let model = Model(id: 1)
            cell.ss.configure(model)
            cell.ss.configure(Model(id: 2))
            objects += [cell, cell.button, cell.nested, model]
        }
    }

    @Test func bindThroughBoundableAndAnyBoundable() {
        expectReleased { objects in
            let cell = ModelCell()
            let model = Model(id: 1)
            ModelRow(contentData: model).apply(to: cell)
            AnyBoundable(ModelRow(contentData: Model(id: 2))).apply(to: cell)
            AnyBoundable(ModelRow(contentData: nil)).apply(to: cell)
            objects += [cell, cell.button, model]
        }
    }

    @Test func addAssignRemoveAndRemoveAllHandlers() {
        expectReleased { objects in
            let cell = ModelCell()
            let first = Recorder<TestAction>()
            let second = Recorder<TestAction>()
            cell.ss.configure(Model(id: 1))
            cell.ss.addActionHandler(to: first)
            cell.ss.assignActionHandler(to: second)
            cell.ss.addActionHandler(to: first)
            cell.button.tap()
            cell.ss.removeActionHandler(from: first)
            cell.nested.tap()
            cell.ss.removeAllActionHandlers()
            objects += [cell, cell.button, cell.nested, first, second]
        }
    }

    @Test func handlersStillAttachedWhenEverythingGoes() {
        expectReleased { objects in
            let cell = ModelCell()
            let handler = Recorder<TestAction>()
            cell.ss.configure(Model(id: 1))
            cell.ss.addActionHandler(to: handler)
            cell.ss.report(.gesture(.tap, GestureValues(phase: .recognized, numberOfTaps: 1)))
            objects += [cell, cell.button, cell.nested, handler]
        }
    }

    @Test func attachAndDetachThroughTheTypeErasedHandler() {
        expectReleased { objects in
            let cell: any Sender & EventForwardingProvider = ModelCell()
            let handler = Recorder<TestAction>()
            let erased = AnyActionHandlingProvider(handler)
            erased.attach(to: cell)
            erased.attach(to: cell)
            erased.detach(from: cell)
            erased.attach(to: cell)
            objects += [cell, handler]
        }
    }

    @Test func nestedGroupsAndASelfDeclaringProvider() {
        expectReleased { objects in
            let cell = ModelCell()
            cell.ss.addActionHandler(to: Recorder<TestAction>())
            cell.ss.reloadEventForwarder()
            objects += [cell, cell.button, cell.nested]
        }
    }

    @Test func theTwoWayStore() {
        expectReleased { objects in
            let store = BindingStore<Int, CounterView>(state: 1)
            let view = CounterView()
            final class Owner {}
            let owner = Owner()
            store.apply(to: view)
            let token = store.observe { _ in }
            store.observe(owner) { _, _ in }
            view.increment()
            token.cancel()
            objects += [store, view, view.plusButton, owner, token]
        }
    }
}
