import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewReachabilityTests {
    /// A window with a panel holding a "Buy" button, and a recorder on the button's taps.
    private func scene() -> (window: Window, panel: View, button: Button, recorder: ActionRecorder<String>) {
        final class Panel: View, EventForwardingProvider {
            let button = Button(title: "Buy")
            override init(frame: Rect) {
                super.init(frame: frame)
                accessibilityIdentifier = "panel"
                self.frame = Rect(x: 0, y: 100, width: 390, height: 200)
                button.accessibilityIdentifier = "buy"
                button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
                addSubview(button)
            }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in ctx.control(.allEvents) { ["event"] } }
            }
        }
        let window = makeWindow()
        let panel = Panel()
        window.addSubview(panel)
        let recorder = ActionRecorder<String>()
        panel.ss.addActionHandler(to: recorder)
        return (window, panel, panel.button, recorder)
    }

    @Test func aReachableButtonIsTapped() throws {
        let scene = scene()
        try scene.button.tap()
        #expect(scene.recorder.actions.count == 3)
    }

    @Test func aMultiLineIdentifierOrLabelKeepsTheRefusalOfItsNodeOnOneLine() {
        let label = Label()
        label.accessibilityIdentifier = "milk\r\nrow"
        label.text = "Milk\n\"2%\" \\ fat"
        #expect(label.summary == #"Label#milk\r\nrow "Milk\n\"2%\" \\ fat""#)
        let refused = refusal(of: try label.tap())
        let lineBreaks = refused?.description.filter(\.isNewline)
        #expect(lineBreaks == "")
        #expect(refused?.node == label.summary)
    }

    @Test func aNodeOutsideAWindowIsRefused() {
        let scene = scene()
        scene.panel.removeFromSuperview()
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .notInWindow)
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel is not in a window")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aHiddenNodeOrAncestorIsRefusedNamingIt() {
        let scene = scene()
        scene.panel.isHidden = true
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .hidden)
        #expect(refused?.blockingNode == "Panel#panel")
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel is hidden")
        scene.panel.isHidden = false
        scene.button.isHidden = true
        #expect(refusal(of: try scene.button.tap())?.blockingNode == nil)
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aNearlyTransparentNodeIsRefused() {
        let scene = scene()
        scene.panel.alpha = 0.009
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .transparent)
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel has alpha under 0.01")
        scene.panel.alpha = 0.01
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func aNaNAlphaOnTheNodeOrAnAncestorIsRefusedAsTransparent() {
        let scene = scene()
        scene.panel.alpha = .nan
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .transparent)
        #expect(refused?.blockingNode == "Panel#panel")
        scene.panel.alpha = 1
        scene.button.alpha = .nan
        #expect(refusal(of: try scene.button.tap())?.reason == .transparent)
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aHitTestPassesThroughAViewWithNaNAlpha() {
        let scene = scene()
        let center = scene.button.convertToRoot(scene.button.bounds.center)
        #expect(scene.window.hitTest(center) === scene.button)
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        overlay.alpha = .nan
        scene.window.addSubview(overlay)
        #expect(scene.window.hitTest(center) === scene.button)
        #expect(refusal(of: try scene.button.tap()) == nil, "a NaN-alpha overlay covers nothing")
        scene.panel.alpha = .nan
        #expect(scene.window.hitTest(center) === scene.window, "the touch falls through to the window")
    }

    @Test func disabledUserInteractionOnAnAncestorIsRefused() {
        let scene = scene()
        scene.panel.isUserInteractionEnabled = false
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .userInteractionDisabled)
        #expect(
            refused?.description
                == "tap on Button#buy \"Buy\" refused: Panel#panel has user interaction disabled")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aDisabledControlIsRefused() {
        let scene = scene()
        scene.button.isEnabled = false
        #expect(
            refusal(of: try scene.button.tap())?.description
                == "tap on Button#buy \"Buy\" refused: Button#buy \"Buy\" is disabled")
    }

    @Test func aSiblingInFrontCoversTheTouchPoint() {
        let scene = scene()
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        overlay.accessibilityIdentifier = "overlay"
        scene.window.addSubview(overlay)
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .covered)
        #expect(refused?.blockingNode == "View#overlay")
        #expect(
            refused?.description
                == "tap on Button#buy \"Buy\" refused: it is covered by View#overlay at (70, 142)")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aSiblingBehindDoesNotCover() {
        let scene = scene()
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scene.window.insertSubview(backdrop, at: 0)
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func aCoveringViewThatIsHiddenOrNonInteractiveDoesNotCover() {
        let scene = scene()
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scene.window.addSubview(overlay)
        overlay.isHidden = true
        #expect(refusal(of: try scene.button.tap()) == nil)
        overlay.isHidden = false
        overlay.isUserInteractionEnabled = false
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func aViewInFrontAtAHigherLevelTakesTheTouchBeforeOneAtALowerLevel() {
        let scene = scene()
        let inPanel = View(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        inPanel.accessibilityIdentifier = "in-panel"
        scene.panel.addSubview(inPanel)
        let overWindow = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        overWindow.accessibilityIdentifier = "over-window"
        scene.window.addSubview(overWindow)
        #expect(refusal(of: try scene.button.tap())?.blockingNode == "View#over-window")
        overWindow.removeFromSuperview()
        #expect(refusal(of: try scene.button.tap())?.blockingNode == "View#in-panel")
    }

    @Test func aCoveringViewIsNamedByItsDeepestSubviewAtThePoint() {
        let scene = scene()
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let badge = Label(text: "Sale")
        badge.isUserInteractionEnabled = true
        badge.frame = Rect(x: 0, y: 100, width: 390, height: 200)
        overlay.addSubview(badge)
        scene.window.addSubview(overlay)
        #expect(refusal(of: try scene.button.tap())?.blockingNode == "Label \"Sale\"")
    }

    @Test func theTouchedViewsOwnSubviewsDoNotCoverIt() {
        let scene = scene()
        let icon = View(frame: scene.button.bounds)
        scene.button.addSubview(icon)
        #expect(refusal(of: try scene.button.tap()) == nil)
        #expect(scene.recorder.actions.count == 3, "touchDown, touchUpInside, primaryActionTriggered")
    }

    /// Random trees, some views with a bounds origin: a view is reachable exactly when a hit test
    /// from the window at the touch point lands on it or inside it, and a covered view names what
    /// that hit test finds.
    @Test func reachabilityAgreesWithAHitTestFromTheWindow() {
        var random = SplitMix64(seed: 0x5EED_0F_7AB5)
        var checked = (reachable: 0, covered: 0, otherRefusals: 0)
        for _ in 0..<200 {
            let window = makeWindow()
            var nodes: [View] = [window]
            for _ in 0..<40 {
                let parent = nodes[Int.random(in: 0..<nodes.count, using: &random)]
                // Mostly inside the parent, sometimes across its edge or empty.
                let space = parent.bounds.size
                let x = Double.random(in: -0.1...0.9, using: &random) * space.width
                let y = Double.random(in: -0.1...0.9, using: &random) * space.height
                let node = View(
                    frame: Rect(
                        x: x.rounded(), y: y.rounded(),
                        width: (Double.random(in: 0...1, using: &random) * (space.width - x)).rounded(),
                        height: (Double.random(in: 0...1, using: &random) * (space.height - y)).rounded()))
                node.accessibilityIdentifier = "n\(nodes.count)"
                node.isHidden = Int.random(in: 0..<12, using: &random) == 0
                node.isUserInteractionEnabled = Int.random(in: 0..<12, using: &random) != 0
                parent.insertSubview(node, at: Int.random(in: 0...parent.subviews.count, using: &random))
                nodes.append(node)
            }
            // Some views show their content shifted, as a scroll view does.
            for node in nodes.dropFirst() where Int.random(in: 0..<4, using: &random) == 0 {
                let size = node.bounds.size
                node.bounds.origin = Point(
                    x: (Double.random(in: -0.3...0.3, using: &random) * size.width).rounded(),
                    y: (Double.random(in: -0.3...0.3, using: &random) * size.height).rounded())
            }
            for node in nodes.dropFirst() {
                let refused = refusal(of: try node.tap())
                let location = node.convertToRoot(node.bounds.center)
                let hit = window.hitTest(location)
                let landsInside = hit.map { node.isAncestor(of: $0) } ?? false
                switch refused?.reason {
                case nil:
                    let found = hit?.summary ?? "nothing"
                    #expect(landsInside, "\(node.summary) is reachable; a hit test finds \(found)")
                    checked.reachable += 1
                case .covered:
                    #expect(!landsInside)
                    #expect(refused?.blockingNode == hit?.summary)
                    checked.covered += 1
                default:
                    #expect(!landsInside, "\(node.summary) is refused, but a hit test lands on it")
                    checked.otherRefusals += 1
                }
            }
        }
        // The trees exercise every outcome.
        #expect(checked.reachable > 500)
        #expect(checked.covered > 500)
        #expect(checked.otherRefusals > 500)
    }

    @Test func aNodeOutsideItsAncestorsBoundsIsRefused() {
        let scene = scene()
        scene.button.frame.origin = Point(x: 500, y: 20)
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .outsideBounds)
        #expect(refused?.blockingNode == "Panel#panel")
    }

    @Test func aNodeMovedOutOfItsAncestorsBoundsByItsBoundsOriginIsRefused() throws {
        let scene = scene()
        scene.panel.bounds.origin = Point(x: 0, y: 100)
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .outsideBounds)
        #expect(refused?.blockingNode == "Panel#panel")
        #expect(refused?.location == Point(x: 70, y: 42), "the button's center, 100 points up")
        scene.panel.bounds.origin = Point(x: 0, y: 10)
        try scene.button.tap()
        #expect(scene.recorder.actions.count == 3)
    }

    @Test func aZeroSizedNodeCannotBeTouched() {
        let scene = scene()
        scene.button.frame.size = .zero
        #expect(refusal(of: try scene.button.tap())?.reason == .outsideBounds)
    }

    @Test func gesturesAreRefusedLikeTaps() {
        let scene = scene()
        scene.panel.isHidden = true
        #expect(refusal(of: try scene.panel.pan(by: Point(x: 1, y: 1)))?.reason == .hidden)
        #expect(refusal(of: try scene.panel.longPress(duration: 1))?.reason == .hidden)
        #expect(refusal(of: try scene.panel.hover())?.reason == .hidden)
        #expect(scene.panel.eventLog.isEmpty)
    }

    @Test func hitTestingAButtonFiftyThousandViewsDeepDoesNotOverflowTheStack() throws {
        let window = makeWindow()
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(nestedChain(over: button))
        #expect(window.hitTest(Point(x: 50, y: 50)) === button)
        #expect(window.hitTest(Point(x: 150, y: 50)) === window)
        try button.tap()
        #expect(controlEvents(of: button).contains(.touchUpInside))
    }

    @Test func hitTestReturnsTheFrontmostInteractiveView() {
        let scene = scene()
        #expect(scene.window.hitTest(Point(x: 30, y: 130)) === scene.button)
        #expect(scene.window.hitTest(Point(x: 300, y: 130)) === scene.panel)
        #expect(scene.window.hitTest(Point(x: 300, y: 700)) === scene.window)
        #expect(scene.window.hitTest(Point(x: -1, y: 0)) == nil)
    }
}
