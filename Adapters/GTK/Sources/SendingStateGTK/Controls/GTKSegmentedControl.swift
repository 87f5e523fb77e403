import CGtk
public import SendingState

/// A row of linked toggle buttons of which a person selects one, as UIKit's
/// `UISegmentedControl`: the counterpart of HeadlessWidgets' `SegmentedControl`.
///
/// A control made of parts: each segment is a ``Segment``, a grouped `GtkToggleButton` in a
/// linked box, which assistive technology reads as a button with its position among the
/// segments, such as `button "Map" selected 2 of 3`, as GTK's position-in-set and set-size
/// relations tell a screen reader. The control owns the presses on its segments: a click on a
/// segment that isn't selected reports `touchDown` and `touchUpInside`, then `valueChanged` and
/// `primaryActionTriggered`, as a toggle's click does; a click on the selected segment reports
/// the touch only. While the control is disabled, GTK delivers no input to any segment. With the
/// keyboard, Tab reaches each segment and Space selects it, as GTK's buttons take keys; setting
/// ``selectedSegmentIndex`` from code reports nothing.
///
/// Bad input is a documented no-op: an index out of range selects nothing, an insertion index
/// past the end inserts at the end, and a removal or a title for a segment that doesn't exist
/// does nothing. There is no momentary mode: GTK's grouped buttons stay selected.
///
/// ```swift
/// let mode = GTKSegmentedControl(items: ["List", "Map", "Grid"])
/// mode.selectedSegmentIndex = 0  // reports nothing
/// ```
@MainActor
open class GTKSegmentedControl: GTKControl {
    /// The index of no segment: ``selectedSegmentIndex`` when none is selected.
    public static let noSegment = -1

    /// A segment of a ``GTKSegmentedControl``: a `GtkToggleButton` that its control groups with
    /// the others, selects and reads to assistive technology.
    ///
    /// A segment isn't a control: a press on it belongs to its control, which tracks it.
    public final class Segment: GTKWidget {
        /// The control the segment belongs to.
        fileprivate weak var control: GTKSegmentedControl?

        /// Creates a segment's toggle button with a title.
        fileprivate init(title: String) {
            super.init(widget: gtk_toggle_button_new_with_label(title))
            // A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't.
            gtk_widget_set_focus_on_click(widget, 0)
        }

        /// The segment's title.
        public var title: String {
            gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } ?? ""
        }

        /// Whether the button is pressed in: whether the segment is the selected one.
        public var isSelected: Bool {
            gtk_toggle_button_get_active(cgtk_toggle_button(widget)) != 0
        }

        /// The segment's place in its control, from 0; `nil` when it belongs to none.
        public var index: Int? {
            control?.segments.firstIndex { $0 === self }
        }

        /// The title.
        public override var visibleText: String? { title.isEmpty ? nil : title }

        /// The title.
        public override var impliedAccessibilityName: String? { visibleText }

        // GTK names a button by its title; an untitled one by its type, unless given "".
        override var accessibleLabelFallback: String? { impliedAccessibilityName ?? "" }

        /// Its place among the control's segments, such as `2 of 3`.
        public override var accessibilityPosition: AccessibilityPosition? {
            guard let control, let index else { return nil }
            return AccessibilityPosition(index + 1, of: control.segments.count)
        }

        /// Selected while it is the selected segment; not enabled while its control isn't.
        override var impliedAccessibilityTraits: AccessibilityTraits {
            var traits: AccessibilityTraits = isSelected ? .selected : []
            if control?.isEnabled == false { traits.insert(.notEnabled) }
            return traits
        }
    }

    /// The segments, left to right.
    private var segments: [Segment] = []

    /// Creates a segmented control with a segment for each title, none selected.
    ///
    /// - Parameter items: The segments' titles, left to right.
    public init(items: [String] = []) {
        super.init(widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        addCSSClass("linked")
        for title in items { insertSegment(withTitle: title, at: numberOfSegments, animated: false) }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``; setting it reports nothing, and an index
    /// out of range selects no segment.
    public var selectedSegmentIndex: Int {
        get { segments.firstIndex { $0.isSelected } ?? Self.noSegment }
        set {
            fromCode {
                for (index, segment) in segments.enumerated() {
                    gtk_toggle_button_set_active(
                        cgtk_toggle_button(segment.widget), index == newValue ? 1 : 0)
                }
            }
        }
    }

    /// The segment wrappers GTK shows, for finders, the tree reader and the window's input.
    package override var shownSubviews: [GTKWidget] { segments }

    /// The segment that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        segments.first { path.contains($0.widget) }
    }

    /// Inserts a segment with a title.
    ///
    /// - Parameters:
    ///   - title: The segment's title.
    ///   - segment: Where to insert it; an index past the end inserts at the end, a negative one
    ///     at the start.
    ///   - animated: Ignored: GTK doesn't animate it.
    public func insertSegment(withTitle title: String, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        let new = Segment(title: title)
        new.control = self
        new.container = self
        if let first = segments.first {
            gtk_toggle_button_set_group(cgtk_toggle_button(new.widget), cgtk_toggle_button(first.widget))
        }
        let previous = index > 0 ? segments[index - 1].widget : nil
        gtk_box_insert_child_after(cgtk_box(widget), new.widget, previous)
        segments.insert(new, at: index)
        connectSignal(new.widget, "toggled") { [weak self, weak new] _ in
            guard let self, let new, new.isSelected, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
            self.ss.report(.control(.primaryActionTriggered))
        }
        writePositions()
    }

    /// Removes a segment; an index out of range removes nothing.
    ///
    /// - Parameters:
    ///   - segment: The segment's index.
    ///   - animated: Ignored: GTK doesn't animate it.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        fromCode {
            gtk_toggle_button_set_group(cgtk_toggle_button(removed.widget), nil)
            gtk_box_remove(cgtk_box(widget), removed.widget)
        }
        removed.control = nil
        removed.container = nil
        writePositions()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title; an index out of range sets nothing.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The segment's index.
    public func setTitle(_ title: String, forSegmentAt segment: Int) {
        guard let segment = self.segment(at: segment) else { return }
        gtk_button_set_label(cgtk_button(segment.widget), title)
        segment.textDidChange()
    }

    /// A segment's title, or `nil` for an index out of range.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: The title.
    public func titleForSegment(at segment: Int) -> String? {
        self.segment(at: segment)?.title
    }

    /// Lets a person select a segment, or not; an index out of range sets nothing.
    ///
    /// - Parameters:
    ///   - enabled: Whether a person can select the segment.
    ///   - segment: The segment's index.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        self.segment(at: segment)?.isEnabled = enabled
    }

    /// Whether a person can select a segment; `false` for an index out of range.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: Whether the segment is enabled.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        self.segment(at: segment)?.isEnabled ?? false
    }

    /// The segment at an index, or `nil` for an index out of range, to find or click it.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: The segment.
    public func segment(at index: Int) -> Segment? {
        segments.indices.contains(index) ? segments[index] : nil
    }

    /// Gives GTK each segment's position among the segments.
    private func writePositions() {
        for (index, segment) in segments.enumerated() {
            cgtk_accessible_set_position(segment.widget, Int32(index + 1), Int32(segments.count))
        }
    }

}
