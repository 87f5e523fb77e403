import HeadlessWidgets
import SendingState

/// How deep a chain of views goes in the tests of deep trees: deep enough that a walk that
/// recursed once per level would overflow the stack.
let deepNesting = 50_000

/// A chain of plain 100×100 views, each the only subview of the one above it, `depth` views
/// deep over `leaf`; returns the top of the chain.
///
/// The chain is built from the bottom up, so that adding each view costs O(1).
@MainActor
func nestedChain(depth: Int = deepNesting, over leaf: View) -> View {
    var top = leaf
    for _ in 0..<depth {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(top)
        top = parent
    }
    return top
}
