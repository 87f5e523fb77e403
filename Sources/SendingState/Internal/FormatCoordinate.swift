/// Formats a coordinate for descriptions: `12` rather than `12.0`, and `12.5` as is.
package func formatCoordinate(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
