import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewTests {
    let window = makeWindow()

    @Test func addInsertAndRemoveMaintainBothDirections() {
        let parent = View()
        let a = View()
        let b = View()
        let c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(a.superview === parent)
        b.removeFromSuperview()
        #expect(parent.subviews.count == 2)
        #expect(b.superview == nil)
    }

    @Test func addingAViewMovesItFromItsOldSuperview() {
        let first = View()
        let second = View()
        let child = View()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
    }

    @Test func addingAnAncestorAsASubviewIsIgnored() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        child.addSubview(child)
        #expect(child.subviews.isEmpty)
        #expect(parent.superview == nil)
    }

    @Test func insertClampsItsIndex() {
        let parent = View()
        let a = View()
        let b = View()
        parent.insertSubview(a, at: 99)
        parent.insertSubview(b, at: -5)
        #expect(parent.subviews.first === b)
    }

    @Test func boundsAreTheFrameSizeAtTheOrigin() {
        let view = View(frame: Rect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 70, height: 80))
    }

    @Test func convertsPointsToTheRoot() {
        let panel = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let button = Button()
        button.frame = Rect(x: 5, y: 5, width: 50, height: 50)
        window.addSubview(panel)
        panel.addSubview(button)
        #expect(button.convertToRoot(Point(x: 1, y: 2)) == Point(x: 16, y: 27))
        #expect(button.window === window)
        #expect(button.root === window)
    }

    @Test func theBoundsOriginMovesWhatTheViewShows() throws {
        let panel = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let button = Button()
        button.frame = Rect(x: 105, y: 105, width: 50, height: 50)
        window.addSubview(panel)
        panel.addSubview(button)
        panel.bounds.origin = Point(x: 100, y: 100)
        #expect(panel.bounds == Rect(x: 100, y: 100, width: 200, height: 200))
        #expect(panel.frame == Rect(x: 10, y: 20, width: 200, height: 200), "the frame stays")
        #expect(button.convertToRoot(Point(x: 1, y: 2)) == Point(x: 16, y: 27))
        #expect(window.hitTest(Point(x: 20, y: 30)) === button)
        #expect(panel.hitTest(Point(x: 110, y: 110)) === button, "in the panel's own coordinates")
        #expect(panel.hitTest(Point(x: 50, y: 50)) == nil, "outside its bounds")
        try button.tap()
        #expect(controlEvents(of: button).count == 3)
    }

    @Test func aNewBoundsSizeResizesTheFrameAroundItsCenter() {
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        view.bounds = Rect(x: 5, y: 5, width: 50, height: 20)
        #expect(view.frame == Rect(x: 35, y: 50, width: 50, height: 20))
        #expect(view.bounds == Rect(x: 5, y: 5, width: 50, height: 20))
    }

    @Test func defaultsMatchUIKit() {
        let view = View()
        #expect(!view.isHidden)
        #expect(view.alpha == 1)
        #expect(view.isUserInteractionEnabled)
        #expect(view.tag == 0)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityLabel == nil)
    }

    @Test func installsRecognizersForTheEventsMappedOnIt() {
        let (surface, _) = GestureSurface.added(to: window, mapping: GestureKind.allCases)
        #expect(surface.installedRecognizers.count == GestureKind.allCases.count)
        #expect(surface.installedRecognizers.first == .gesture(.anyPhase(.tap)))
    }

    @Test func theRawLayerFiresEvenWhenHidden() {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        surface.isHidden = true
        surface.sendGesture(.pan, GestureValues(phase: .changed))
        #expect(recorder.actions.map(\.kind) == [.pan])
        #expect(surface.eventLog == [.gesture(.pan, GestureValues(phase: .changed))])
        surface.clearEventLog()
        #expect(surface.eventLog.isEmpty)
    }

    @Test func aViewIsReleasedWithItsSubviewsAndStorage() {
        var window: Window? = makeWindow()
        weak var weakButton: Button?
        do {
            let button = Button(title: "x")
            weakButton = button
            window?.addSubview(button)
        }
        #expect(weakButton != nil)
        window = nil
        #expect(weakButton == nil)
    }

    @Test func droppingFiftyThousandNestedViewsReleasesThemWithoutOverflowingTheStack() {
        weak var weakLeaf: View?
        var kept: View?
        do {
            let leaf = Button(title: "deep")
            weakLeaf = leaf
            let top = nestedChain(over: leaf)
            kept = top
            window.addSubview(nestedChain(depth: 2, over: top))
        }
        window.subviews[0].removeFromSuperview()
        #expect(kept?.superview == nil)
        #expect(kept?.subviews.count == 1, "a view kept keeps its subtree whole")
        #expect(weakLeaf?.root === kept)
        kept = nil
        #expect(weakLeaf == nil)
    }

    @Test func aSubviewThatOutlivesItsSuperviewForgetsIt() {
        let child = Button(title: "kept")
        weak var weakParent: View?
        do {
            let parent = View()
            weakParent = parent
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(refusal(of: try child.tap())?.reason == .notInWindow)
    }

    @Test func aRemovedSubviewForgetsItsSuperviewAndCanMove() {
        let first = View()
        let second = View()
        let child = View()
        first.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        second.addSubview(child)
        #expect(child.superview === second)
        #expect(first.subviews.isEmpty)
    }

    @Test func aSubclassOverridingInitFrameInheritsInit() {
        final class Badge: View {
            let label = Label()
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(label)
            }
        }
        let framed = Badge(frame: Rect(x: 1, y: 2, width: 30, height: 20))
        #expect(framed.frame == Rect(x: 1, y: 2, width: 30, height: 20))
        #expect(framed.subviews.count == 1)
        let made = Badge()
        #expect(made.frame == .zero)
        #expect(made.subviews.count == 1, "init() runs the overridden init(frame:)")
    }

    @Test func aSubclassWithItsOwnInitializerNeedsNoOtherAndMayKeepTheCoderStub() {
        final class Badge: View {
            let count: Int
            init(count: Int) {
                self.count = count
                super.init(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            }

            required init?(coder: Coder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        let badge = Badge(count: 3)
        #expect(badge.count == 3)
        #expect(badge.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }
}
