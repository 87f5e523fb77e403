/// A refused interaction, with the view it was aimed at and the view that blocked it, as a
/// ``Window`` keeps the last one for ``View/renderSVG()``.
///
/// The refusal names its views only as text; the picture needs the views themselves, to draw them
/// where they are. They are held weakly, so a record never keeps a removed view alive.
@MainActor
struct RefusalRecord {
    /// The refusal, as it was thrown.
    let refusal: InteractionRefusal
    /// The view the interaction was aimed at.
    weak var target: View?
    /// The view that blocked it, when that isn't the target itself.
    weak var blocker: View?
}
