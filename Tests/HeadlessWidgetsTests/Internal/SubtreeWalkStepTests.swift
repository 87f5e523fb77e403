import Testing

@testable import HeadlessWidgets

@MainActor
struct SubtreeWalkStepTests {
    /// A root tagged 0 over views 1, 2 and 3, back to front; 1 holds 11 and 12, and 2 holds 21.
    private func tree() -> View {
        func view(_ tag: Int, _ subviews: [View] = []) -> View {
            let view = View()
            view.tag = tag
            for subview in subviews { view.addSubview(subview) }
            return view
        }
        return view(0, [view(1, [view(11), view(12)]), view(2, [view(21)]), view(3)])
    }

    /// Walks a tree, giving each node's subviews its tag as their context, and records each visit
    /// and leave; `step` can say otherwise for a tag.
    private func walk(
        _ root: View, _ step: (Int) -> SubtreeWalkStep<Int>? = { _ in nil }
    ) -> (events: [String], finished: Bool) {
        var events: [String] = []
        let finished = root.walkSubtree(-1) { node, context in
            events.append("visit \(node.tag) from \(context)")
            return step(node.tag) ?? .visitSubviews(node.tag)
        } leave: { context in
            events.append("leave \(context)")
        }
        return (events, finished)
    }

    @Test func aWalkGoesDepthFirstBackToFrontAndLeavesEachNodesSubviewsAfterTheirSubtrees() {
        let (events, finished) = walk(tree())
        #expect(
            events == [
                "visit 0 from -1",
                "visit 1 from 0", "visit 11 from 1", "leave 11", "visit 12 from 1", "leave 12", "leave 1",
                "visit 2 from 0", "visit 21 from 2", "leave 21", "leave 2",
                "visit 3 from 0", "leave 3",
                "leave 0",
            ])
        #expect(finished)
    }

    @Test func aWalkThatSkipsANodesSubviewsOrStopsVisitsNoneOfThemAndLeavesNothingForThem() {
        let skipped = walk(tree()) { $0 == 1 ? .skipSubviews : nil }
        #expect(skipped.events.prefix(3) == ["visit 0 from -1", "visit 1 from 0", "visit 2 from 0"])
        #expect(!skipped.events.contains("leave 1"))
        #expect(skipped.finished)
        let stopped = walk(tree()) { $0 == 21 ? .stop : nil }
        #expect(
            stopped.events.suffix(3) == ["leave 1", "visit 2 from 0", "visit 21 from 2"],
            "nothing after the stop")
        #expect(!stopped.finished)
    }

    @Test func aWalkOfFiftyThousandNestedViewsVisitsEachAtItsDepthWithoutOverflowingTheStack() {
        let leaf = View()
        let top = nestedChain(over: leaf)
        var visits = 0
        var leaves = 0
        var deepest: (view: View, depth: Int)?
        top.walkSubtree(0) { node, depth in
            visits += 1
            deepest = (node, depth)
            return .visitSubviews(depth + 1)
        } leave: { _ in
            leaves += 1
        }
        #expect(visits == deepNesting + 1)
        #expect(leaves == deepNesting + 1)
        #expect(deepest?.view === leaf)
        #expect(deepest?.depth == deepNesting)
    }

    @Test func aViewAddedOrRemovedWhileTheWalkIsUnderWayIsWalkedAsItsSuperviewsSubviewsWereOnceVisited() {
        let root = tree()
        let added = View()
        added.tag = 13
        let (events, _) = walk(root) { tag in
            if tag == 1 {
                root.subviews[1].removeFromSuperview()
                root.subviews[0].addSubview(added)
            }
            return nil
        }
        #expect(events.contains("visit 2 from 0"), "the root's subviews were read before 2 was removed")
        #expect(events.contains("visit 13 from 1"), "1's subviews are read once 1 is visited")
    }
}
