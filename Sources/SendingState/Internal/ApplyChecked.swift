/// Applies something to a view if the view is a `Binder`; otherwise reports and returns the mismatch.
///
/// The one place where ``AnyBoundable`` and ``AnyBindingStore`` turn a type mismatch into a
/// diagnostic instead of a crash.
@MainActor
func applyChecked<Binder: AnyObject>(
    _ source: @autoclosure () -> String,
    to binder: AnyObject,
    as type: Binder.Type,
    _ apply: (Binder) -> Void
) -> BindingMismatch? {
    guard let typed = binder as? Binder else {
        let mismatch = BindingMismatch(
            source: source(),
            expectedBinderType: "\(Binder.self)",
            actualBinderType: "\(Swift.type(of: binder))"
        )
        SendingStateDiagnostics.report(.bindingMismatch(mismatch))
        return mismatch
    }
    apply(typed)
    return nil
}
