/// A way in which a sender breaks the contract of `Sender`, found by ``checkSenderConformance(of:click:gestures:)``.
///
/// ```swift
/// for violation in try checkSenderConformance(of: driver, gestures: [.tap()]) {
///     print(violation)  // gesture values: tap(taps: 1, touches: 1) …
/// }
/// ```
public struct SenderConformanceViolation: Error, Hashable, Sendable {
    /// The part of the contract a violation breaks.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `senderStorage` returned different instances: it must be one stored `let`.
        case storageIdentity = "storage identity"
        /// A click's control events were missing, repeated or out of UIKit's order.
        case controlEventOrder = "control event order"
        /// Several control events were reported in one call instead of one call each.
        case combinedControlReport = "combined control report"
        /// A gesture was performed, and no report matched its mapping.
        case gestureNotReported = "gesture not reported"
        /// A gesture's phases were not began, changed and ended, or recognized once.
        case gesturePhases = "gesture phases"
        /// A gesture was reported without the values the recognizer measured.
        case gestureValues = "gesture values"
        /// Native recognizers were not installed and removed in step with the mapped events.
        case recognizerInstallation = "recognizer installation"
        /// Releasing the sender did not free it or its storage.
        case release
    }

    /// The part of the contract broken.
    public let kind: Kind
    /// What was seen, and what was expected instead.
    public let detail: String

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - kind: The part of the contract broken.
    ///   - detail: What was seen, and what was expected instead.
    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }
}

extension SenderConformanceViolation: CustomStringConvertible {
    /// The kind and the detail, such as `control event order: a click reported [touchUpInside] …`.
    public var description: String {
        "\(kind.rawValue): \(detail)"
    }
}
