/// Why a browser test couldn't do what it was asked: the browser or its driver is missing or
/// refused a command, a view isn't in the page, or the page didn't settle in time.
public struct WebTestError: Error, CustomStringConvertible {
    /// What went wrong, and what the test was doing.
    public let description: String

    /// Makes an error that says what went wrong.
    ///
    /// - Parameter description: What went wrong, and what the test was doing.
    public init(_ description: String) {
        self.description = description
    }
}
