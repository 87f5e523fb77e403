import SendingState
import SendingStateInput
import Testing

/// The kit's hit test: the deepest view that is shown, takes a pointer, is enabled and contains the
/// point, asking the front subviews first.
@MainActor
struct HitTestingTests {
    let root = Node("root", width: 400, height: 400)
    let back = Node("back", x: 0, y: 0, width: 200, height: 200)
    let front = Node("front", x: 100, y: 100, width: 200, height: 200)
    let button = Node("button", x: 10, y: 10, width: 50, height: 50)

    init() {
        root.add(back)
        root.add(front)
        front.add(button)
        button.controlKind = .button
    }

    private func hit(_ x: Double, _ y: Double) -> String? {
        (root.inputView(at: Point(x: x, y: y)) as? Node)?.name
    }

    @Test func aPressLandsOnTheDeepestViewOfTheFrontmostSubviewThatContainsIt() {
        #expect(hit(120, 120) == "button", "the button, in the front view's coordinates at (10, 10)")
        #expect(hit(180, 180) == "front", "front covers back where they overlap")
        #expect(hit(50, 50) == "back")
        #expect(hit(350, 50) == "root")
        #expect(hit(450, 50) == nil, "outside the root")
        #expect(root.takesPress(at: Point(x: 399, y: 399)))
        #expect(!root.takesPress(at: Point(x: 400, y: 0)))
    }

    @Test func aHiddenViewAndItsSubviewsAreSkippedAndThePressFallsThrough() {
        front.isHidden = true
        #expect(hit(120, 120) == "back")
        #expect(hit(250, 250) == "root")
    }

    @Test func aViewThatTakesNoPointerLetsThePressThroughWithItsSubviews() {
        front.isUserInteractionEnabled = false
        #expect(hit(120, 120) == "back")
    }

    @Test func aDisabledViewTakesNoPressNorDoItsSubviewsAndThePressFallsToWhatIsBehind() {
        button.isInputEnabled = false
        #expect(hit(120, 120) == "front", "the disabled button's press falls to its superview")
        front.isInputEnabled = false
        #expect(hit(120, 120) == "back", "a disabled view lets the press through to the sibling behind")
        #expect(hit(250, 250) == "root")
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNeverReached() {
        let stray = back.add(Node("stray", x: 250, y: 300, width: 50, height: 50))
        #expect(hit(260, 310) == "root", "the press is outside back, so back's subviews aren't asked")
        #expect(stray.takesPress(at: Point(x: 10, y: 10)))
    }

    @Test func aRootThatIsHiddenTakesNothing() {
        root.isHidden = true
        #expect(hit(120, 120) == nil)
    }

    @Test func aPressOnAViewAThousandLevelsDeepLandsOnIt() {
        var node = root
        for level in 0..<1_000 {
            node = node.add(Node("level \(level)", width: 400, height: 400))
        }
        #expect((root.inputView(at: Point(x: 5, y: 5)) as? Node) === node)
    }
}
