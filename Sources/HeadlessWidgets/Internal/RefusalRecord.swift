/// A refused interaction, with the view it was aimed at and the view that blocked it, as a
/// ``Window`` keeps the last one for ``View/renderSVG()``.
///
/// The refusal names its views only as text; the picture needs the views themselves, to draw them
/// where they are. They are held weakly, so a record never keeps a removed view alive. It is a
/// class so that a touch that passes checks for a record by comparing one reference, without
/// copying weak references.
@MainActor
final class RefusalRecord {
    /// The refusal, as it was thrown.
    let refusal: InteractionRefusal
    /// The view the interaction was aimed at.
    private(set) weak var target: View?
    /// The view that blocked it, when that isn't the target itself.
    private(set) weak var blocker: View?

    /// Records a refusal with its views.
    ///
    /// - Parameters:
    ///   - refusal: The refusal, as it was thrown.
    ///   - target: The view the interaction was aimed at.
    ///   - blocker: The view that blocked it, when that isn't the target itself.
    init(refusal: InteractionRefusal, target: View, blocker: View?) {
        self.refusal = refusal
        self.target = target
        self.blocker = blocker
    }
}
