import SendingStateXCTest

// The one line that lets an iOS suite's `@MainActor` async `setUp()` call `try await
// super.setUp()` in the Swift 6 language mode on Linux: every `XCTestCase` of this target is
// SendingStateXCTest's `AsyncSetUpTestCase`, whose async `setUp()` and `tearDown()` stay on the
// caller's actor. It renames an XCTest type rather than a UIKit one, and only the test target's
// own declaration can shadow XCTest's.
typealias XCTestCase = AsyncSetUpTestCase
