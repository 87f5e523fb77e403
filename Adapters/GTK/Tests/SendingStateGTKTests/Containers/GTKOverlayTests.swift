import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKOverlayTests {
    /// A big button under a small one in its top-right corner.
    final class Badged: GTKOverlay, EventForwardingProvider {
        let products = GTKButton(title: "Products")
        let cartBadge = GTKButton(title: "3")

        override init() {
            super.init()
            contentView = products
            addOverlayView(cartBadge, horizontalAlignment: .end, verticalAlignment: .start)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(products) { _, ctx in ctx.control(.touchDown) { ["products"] } }
                EventForwarder(cartBadge) { _, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
            }
        }
    }

    let badged = Badged()
    let recorder = Recorder<String>()

    init() {
        badged.ss.addActionHandler(to: recorder)
    }

    @Test func aClickOnAnOverlayViewReachesItAndNotTheContentUnderIt() throws {
        let window = GTKTestWindow(badged)
        defer { window.close() }
        try window.input.click(badged.cartBadge)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        // touchDown and touchUpInside come from the input engine, which finds the badge only by
        // walking down through the overlay.
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func aClickOnTheContentBesideTheOverlayViewReachesTheContent() throws {
        let window = GTKTestWindow(badged)
        defer { window.close() }
        try window.input.click(badged.products, at: Point(x: 20, y: 200))
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == ["products"])
    }

    @Test func anOverlayViewIsPlacedByItsAlignment() {
        let window = GTKTestWindow(badged)
        defer { window.close() }
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(badged.cartBadge.widget, badged.widget, &bounds) != 0)
        #expect(bounds.origin.y == 0)
        let width = gtk_widget_get_width(badged.widget)
        #expect(bounds.origin.x + bounds.size.width == Float(width))
        #expect(bounds.size.width < Float(width) / 2)
        var content = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(badged.products.widget, badged.widget, &content) != 0)
        #expect(content.size.width == Float(width), "the content fills the overlay")
    }

    @Test func theContentAndOverlayViewsAreFoundInTheWindow() throws {
        let window = GTKTestWindow(badged)
        defer { window.close() }
        #expect(try window.get(.role(.button, name: "3")) === badged.cartBadge)
        #expect(try window.get(.role(.button, name: "Products")) === badged.products)
    }

    @Test func theOverlayTakesItsViewsFromTheirBoxAndRemovingThemFreesThem() {
        let box = GTKBox()
        let content = GTKLabel(text: "List")
        let badge = GTKLabel(text: "3")
        box.addSubview(content)
        box.addSubview(badge)
        let overlay = GTKOverlay()
        overlay.contentView = content
        overlay.addOverlayView(badge)
        #expect(box.subviews.isEmpty)
        #expect(gtk_widget_get_parent(content.widget) == overlay.widget)
        #expect(gtk_widget_get_parent(badge.widget) == overlay.widget)
        #expect(overlay.overlayViews.map(ObjectIdentifier.init) == [ObjectIdentifier(badge)])
        badge.removeFromSuperview()
        #expect(overlay.overlayViews.isEmpty)
        #expect(gtk_widget_get_parent(badge.widget) == nil)
        overlay.addOverlayView(content)
        #expect(overlay.contentView == nil, "a view is content or overlay, not both")
        #expect(gtk_overlay_get_child(cgtk_overlay(overlay.widget)) == nil)
        overlay.contentView = content
        #expect(overlay.overlayViews.isEmpty)
        #expect(gtk_overlay_get_child(cgtk_overlay(overlay.widget)) == content.widget)
        content.removeFromSuperview()
        #expect(overlay.contentView == nil)
        #expect(gtk_widget_get_parent(content.widget) == nil)
    }
}
