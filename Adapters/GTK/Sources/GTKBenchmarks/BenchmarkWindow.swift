import BenchmarkSupport
import CGtk

/// A shown top-level window around a scrolled list, which it scrolls as a person would: a step,
/// then GTK's next frame.
///
/// GTK 4.8's list binds the rows that come into view as the adjustment changes, and lays them out
/// and draws them in the frame. Both lists are shown in the same window, at the same size, so GTK
/// lays out and draws the same for both.
@MainActor
final class BenchmarkWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let scrolledWindow: UnsafeMutablePointer<GtkWidget>

    /// Shows a scrolled window in a 360 × 400 window, and waits until GTK has drawn it.
    init(showing scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
        self.scrolledWindow = scrolledWindow
        window = gtk_window_new()
        gtk_window_set_default_size(cgtk_window(window), 360, 400)
        gtk_window_set_decorated(cgtk_window(window), 0)
        // Classic scrollbars: overlay ones fade in and out on timers, so a step's work would depend
        // on how long it took, which callgrind stretches.
        gtk_scrolled_window_set_overlay_scrolling(cgtk_scrolled_window(scrolledWindow), 0)
        gtk_window_set_child(cgtk_window(window), scrolledWindow)
        gtk_window_present(cgtk_window(window))
        let deadline = g_get_monotonic_time() + 60_000_000
        while gtk_widget_get_mapped(window) == 0 || gtk_widget_get_height(scrolledWindow) == 0 {
            guard g_get_monotonic_time() < deadline else { fail("the window was never shown") }
            g_main_context_iteration(nil, 1)
        }
    }

    /// How far the list is scrolled, in pixels from the top.
    var offset: Double {
        gtk_adjustment_get_value(adjustment)
    }

    /// The largest offset: the last row at the bottom of the window.
    var maximumOffset: Double {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Scrolls to an offset, clamped to the list, and by default waits for the frame that lays out
    /// and draws the rows.
    ///
    /// - Parameters:
    ///   - offset: The offset to scroll to, in pixels from the top.
    ///   - waitingForFrame: Whether to wait for GTK's next frame, rather than return at once.
    func scroll(to offset: Double, waitingForFrame: Bool = true) {
        let target = min(max(0, offset), maximumOffset)
        guard target != self.offset else { return }
        gtk_adjustment_set_value(adjustment, target)
        if waitingForFrame { waitForFrame() }
    }

    /// Scrolls towards an offset a step at a time, one frame each, until it is there or GTK stops
    /// the list short of it.
    func scroll(toward target: Double, step: Double) {
        while true {
            let before = offset
            scroll(to: target > before ? min(before + step, target) : max(before - step, target))
            if offset == before || offset == target { return }
        }
    }

    /// Scrolls down by some pixels, a number of times, one frame each.
    func scroll(by pixels: Double, steps: Int) {
        for _ in 0..<steps { scroll(to: offset + pixels) }
    }

    /// Handles events until GTK has drawn one more frame.
    ///
    /// It blocks in `poll` between frames, which costs no instructions, rather than spinning.
    func waitForFrame() {
        guard let clock = gtk_widget_get_frame_clock(window) else { fail("the window has no frame clock") }
        let frame = gdk_frame_clock_get_frame_counter(clock)
        let deadline = g_get_monotonic_time() + 60_000_000
        while gdk_frame_clock_get_frame_counter(clock) == frame {
            guard g_get_monotonic_time() < deadline else { fail("GTK drew no frame for a minute") }
            g_main_context_iteration(nil, 1)
        }
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolledWindow))
    }
}
