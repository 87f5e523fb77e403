import CGtk
import SendingState

/// A `GtkImage` that shows an icon from the icon theme, like UIKit's `UIImageView` showing a
/// symbol.
///
/// It sends no control events; it is a sender so that gestures can be mapped on it, such as a tap
/// on a product's picture.
///
/// ```swift
/// let star = GTKImage(iconName: "starred-symbolic")
/// star.pixelSize = 32
/// EventForwarder(star) { _, ctx in ctx.tapGesture { [ProductAction.favorite] } }
/// ```
@MainActor
open class GTKImage: GTKWidget {
    /// Creates an image view that shows an icon.
    ///
    /// - Parameter iconName: The name of the icon in the icon theme, or `nil` for no image.
    public init(iconName: String? = nil) {
        super.init(widget: gtk_image_new())
        self.iconName = iconName
    }

    private var image: OpaquePointer { cgtk_image(widget) }

    /// The name of the icon shown, or `nil` when it shows none; GTK draws a "missing image" icon
    /// for a name the theme doesn't have.
    public var iconName: String? {
        get { gtk_image_get_icon_name(image).map { String(cString: $0) } }
        set {
            if let newValue {
                gtk_image_set_from_icon_name(image, newValue)
            } else {
                gtk_image_clear(image)
            }
        }
    }

    /// The width and height of the icon, in pixels; -1, the default, leaves it to the theme.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { gtk_image_set_pixel_size(image, Int32(newValue)) }
    }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
