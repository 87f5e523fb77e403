/// A coder that can't exist: the parameter of UIKit's `init?(coder:)` stub, so that it ports as it is.
///
/// UIKit requires every view with an initializer of its own to declare `init?(coder:)`, for views
/// decoded from storyboards, and code written for UIKit stubs it out. Nothing is decoded here, so
/// `Coder` has no values and the initializer can never be called. With `typealias NSCoder = Coder`
/// in your file of UIKit names, the stub compiles unchanged; it is never required, so you can also
/// delete it.
///
/// ```swift
/// required init?(coder: NSCoder) {
///     fatalError("init(coder:) has not been implemented")
/// }
/// ```
public enum Coder: Sendable {}
