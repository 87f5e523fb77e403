import Glibc

/// Calls `body` with a NULL-terminated array of C copies of `strings`, as GLib takes a list of
/// names or a command line; the copies are freed when it returns.
func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    var copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer {
        for copy in copies { free(copy) }
    }
    return body(&copies)
}
