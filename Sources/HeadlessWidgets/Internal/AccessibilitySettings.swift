import SendingState

/// What has been set on a view's accessibility, over what its type and state imply.
struct AccessibilitySettings {
    /// Whether the view is an accessibility element, when set; `nil` leaves it to the view's type.
    var isElement: Bool?
    /// The traits added to those the view's type and state imply.
    var addedTraits: AccessibilityTraits = []
    /// The value, when set; `nil` leaves it to the view's type.
    var value: String?
}
