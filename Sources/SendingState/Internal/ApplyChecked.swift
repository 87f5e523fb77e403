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
    // The common case, a view of exactly the binder's class, compares two pointers; the dynamic
    // cast, which also accepts subclasses, costs a runtime call in this unspecialized code.
    if ObjectIdentifier(Swift.type(of: binder)) == ObjectIdentifier(Binder.self) {
        apply(unsafeDowncast(binder, to: Binder.self))
        return nil
    }
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
