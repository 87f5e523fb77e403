import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct CoderTests {
    typealias NSCoder = Coder

    /// UIKit's boilerplate: a designated initializer of its own and the stub UIKit requires.
    final class GreetingView: View {
        let greeting: String

        init(greeting: String) {
            self.greeting = greeting
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func theCoderStubCompilesBesideAViewsOwnInitializer() {
        let view = GreetingView(greeting: "Hello")
        #expect(view.greeting == "Hello")
        #expect(view.frame == .zero)
    }

    @Test func aCoderHasNoValues() {
        // An enum without cases: `init?(coder:)` can never be called.
        let coders: [Coder] = []
        #expect(coders.isEmpty)
        #expect(MemoryLayout<Coder>.size == 0)
    }
}
