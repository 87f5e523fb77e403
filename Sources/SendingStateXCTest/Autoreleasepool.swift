#if !canImport(ObjectiveC)
    /// Runs a closure, as `autoreleasepool(invoking:)` of the Objective-C runtime does on Apple
    /// platforms.
    ///
    /// Swift on Linux autoreleases nothing, so objects made in `body` are released when their last
    /// reference goes, as they would be when the pool drains: a test that checks with a `weak`
    /// reference that an object is gone after the pool ports unchanged.
    ///
    /// - Parameter body: The code to run.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
        try body()
    }
#endif
