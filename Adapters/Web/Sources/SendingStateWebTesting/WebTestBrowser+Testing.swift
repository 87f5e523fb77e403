internal import Foundation
public import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only when Chromium and its driver are installed, and says why it was
    /// skipped otherwise.
    ///
    /// ```swift
    /// @MainActor
    /// @Suite(.serialized, .needsChromium)
    /// struct CatalogueBrowserTests { … }
    /// ```
    ///
    /// Set `SENDINGSTATE_REQUIRE_BROWSER=1`, as CI does, to fail rather than skip without them.
    public static var needsChromium: Self {
        .enabled("Chromium and its driver are missing: apt-get install chromium chromium-driver") {
            if WebTestBrowser.isAvailable { return true }
            if ProcessInfo.processInfo.environment["SENDINGSTATE_REQUIRE_BROWSER"] == "1" {
                throw WebTestError(
                    "SENDINGSTATE_REQUIRE_BROWSER is set, but Chromium or its driver is missing")
            }
            return false
        }
    }
}
