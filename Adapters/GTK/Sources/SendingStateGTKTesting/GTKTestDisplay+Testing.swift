public import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only when GTK can open a display, with ``GTKTestDisplay/open()``, and
    /// says why it was skipped otherwise, as when the tests don't run under `xvfb-run -a`.
    ///
    /// ```swift
    /// @MainActor
    /// @Suite(.serialized, .needsGTKDisplay)
    /// struct CatalogueTests { … }
    /// ```
    public static var needsGTKDisplay: Self {
        .enabled("GTK needs a display: run the tests under `xvfb-run -a`") {
            await MainActor.run { GTKTestDisplay.open() }
        }
    }
}
