/// A way in which a sender or a list breaks the contract of `Sender`, found by
/// ``checkSenderConformance(of:control:input:gestures:)`` or ``checkListReuse(of:)``.
///
/// Its ``description`` says what the checker expected and what it saw instead:
///
/// ```swift
/// for violation in try checkSenderConformance(of: driver, gestures: [.tap()]) {
///     print(violation)  // gesture not reported: tap(taps: 1, touches: 1) on [recognized] was …
/// }
/// ```
public struct SenderConformanceViolation: Error, Hashable, Sendable {
    /// The part of the contract a violation breaks.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `senderStorage` returned different instances: it must be one stored `let`.
        case storageIdentity = "storage identity"
        /// A click's, a thumb drag's or a keyboard activation's control events were missing,
        /// repeated, extra or out of the order the control's ``SenderConformanceControl`` expects.
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
        /// A row view's action didn't carry the model of the row it shows: none, or an earlier row's.
        case rowModel = "row model"
        /// A row view that shows no row any more still acted: its state was not removed.
        case emptyRowState = "empty row state"
        /// One activation of a row view delivered its action more than once: a handler was attached
        /// again on reuse.
        case repeatedHandler = "repeated handler"
        /// The list showed the next row in a new row view instead of reusing one, so reuse could not
        /// be checked.
        case rowViewReuse = "row view reuse"
    }

    /// The part of the contract broken.
    public let kind: Kind
    /// What was expected, and what was seen instead.
    public let detail: String

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - kind: The part of the contract broken.
    ///   - detail: What was expected, and what was seen instead.
    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }
}

extension SenderConformanceViolation: CustomStringConvertible {
    /// The kind and the detail, such as `control event order: a pointer click on a button reported …`.
    public var description: String {
        "\(kind.rawValue): \(detail)"
    }
}
