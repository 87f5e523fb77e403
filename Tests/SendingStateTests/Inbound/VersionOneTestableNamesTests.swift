import SendingStateTestSupport
import Testing

@testable import SendingState

/// The internals SendingState 1.0.0's tests reach with `@testable import`: `boundState` and
/// `stateObserver`.
@MainActor
struct VersionOneTestableNamesTests {
    @Test func settingTheBoundStateBindsItWithoutConfiguringAndNilUnbindsIt() {
        let view = LabelView()
        view.boundState = "since1990"
        #expect(view.ss.state(String.self) == "since1990")
        #expect(view.boundState as? String == "since1990")
        #expect(view.text == "", "no configurer ran")
        view.boundState = nil
        #expect(view.ss.state(String.self) == nil)
        #expect(view.boundState == nil)
    }

    @Test func theBoundStateIsWhatConfigureBound() {
        let view = LabelView()
        view.ss.configure("configured")
        #expect(view.boundState as? String == "configured")
    }

    @Test func aStateObserverConfiguresItsBinderWithAStateOfItsInputOnly() throws {
        let view = LabelView()
        let observer = try #require(view.stateObserver)
        observer.update("updated")
        #expect(view.text == "updated")
        #expect(view.ss.state() == "updated")
        observer.update(42)
        #expect(view.text == "updated")
    }

    @Test func aStateObserverDoesNothingOnceItsBinderIsGone() throws {
        var view: LabelView? = LabelView()
        let observer = try #require(view?.stateObserver)
        weak let released = view
        view = nil
        #expect(released == nil)
        observer.update("late")
    }
}
