// Keeps `field.text.isEmpty` in View+SVG.swift compiling now that `TextField.text` is optional, as
// UIKit's is, until that file, which another change owns, reads `field.text ?? ""` instead.
// Delete this extension then: an optional string isn't empty or not in general.
extension String? {
    /// Whether the string is `nil` or empty: what a text field's optional text means by empty.
    var isEmpty: Bool { self?.isEmpty ?? true }
}
