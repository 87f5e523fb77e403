public import HeadlessWidgets
public import SendingState
public import SnapshotTesting

extension Snapshotting where Value == View, Format == String {
    /// Records the view's tree as `View.dump(maxDepth:)` writes it, one node a
    /// line, and shows a failure as a line diff.
    ///
    /// Each line gives a node's type, identifier, text, frame, role, flags and the events mapped
    /// on it, so a recording catches a change to any of them: a moved frame, a button that is no
    /// longer disabled, a gesture that is no longer mapped. The recording is a `.txt` file.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .dump)
    /// ```
    ///
    /// Use it from a test on the main actor, as every `View` is; from anywhere else it traps.
    public static var dump: Snapshotting<View, String> {
        dump(maxDepth: nil)
    }

    /// Records the view's tree down to a depth, as `View.dump(maxDepth:)` writes
    /// it, and shows a failure as a line diff.
    ///
    /// Below the depth, a line counts the nodes left out, so a recording of a screen's outline
    /// still changes when its details grow or shrink, but shows only the outline.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .dump(maxDepth: 1))  // the window and its subviews
    /// ```
    ///
    /// Use it from a test on the main actor, as every `View` is; from anywhere else it traps.
    ///
    /// - Parameter maxDepth: How many levels below the view to show; `nil` shows all.
    /// - Returns: A strategy that records `.txt` files.
    public static func dump(maxDepth: Int?) -> Snapshotting<View, String> {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { view.dump(maxDepth: maxDepth) }
        }
    }

    /// Records the view as the SVG picture `View.renderSVG()` draws, and shows
    /// a failure as a line diff of the SVG.
    ///
    /// The picture is one element a line, so a diff names the view that changed. The recording is
    /// an `.svg` file, which any browser opens: a reviewer sees the screen itself, with the last
    /// refused touch and what blocked it in red.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .svg)
    /// ```
    ///
    /// Use it from a test on the main actor, as every `View` is; from anywhere else it traps.
    public static var svg: Snapshotting<View, String> {
        svg(scale: 1)
    }

    /// Records the view as the SVG picture `View.renderSVG(scale:)` draws at a
    /// multiple of its size, and shows a failure as a line diff of the SVG.
    ///
    /// Only the size a browser opens the picture at changes: the drawing is the one
    /// ``svg`` records, so a scale makes a small screen readable in review without changing what
    /// the diff of any other line shows.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .svg(scale: 2))
    /// ```
    ///
    /// Use it from a test on the main actor, as every `View` is; from anywhere else it traps.
    ///
    /// - Parameter scale: How many times larger the picture shows; a positive number that leaves
    ///   the picture's size finite. With any other, `View.renderSVG(scale:)` draws the picture at
    ///   its own size and reports the scale to `SendingStateDiagnostics`.
    /// - Returns: A strategy that records `.svg` files.
    public static func svg(scale: Double) -> Snapshotting<View, String> {
        var strategy = SimplySnapshotting.lines.pullback { (view: View) in
            MainActor.assumeIsolated { view.renderSVG(scale: scale) }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value: AccessibilityNode & Sendable, Format == String {
    /// Records what assistive technology sees in a tree, as SendingState's `semanticsDump()` writes
    /// it, and shows a failure as a line diff.
    ///
    /// Each line gives a role, a name, the state traits and a value, and nothing about frames or
    /// plain containers, so a recording changes only when a person using a screen reader would
    /// notice. The recording is a `.txt` file.
    ///
    /// It records the tree of any toolkit whose views adopt SendingState's `AccessibilityNode`: a
    /// HeadlessWidgets window, or a live GTK window's `rootNode`, so one recording can hold both
    /// toolkits to the same reading.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .semantics)
    /// ```
    ///
    /// Use it from a test on the main actor, as every node is; from anywhere else it traps.
    public static var semantics: Snapshotting<Value, String> {
        SimplySnapshotting.lines.pullback { node in
            MainActor.assumeIsolated { node.semanticsDump() }
        }
    }
}
