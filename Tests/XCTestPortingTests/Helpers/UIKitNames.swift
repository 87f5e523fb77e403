// The one file a UIKit test suite adds to run under `swift test` on Linux: the re-export lets the
// test list that SwiftPM generates call SendingStateXCTest's `testCase(_:)` for `@MainActor`
// suites, and the typealiases rename UIKit's types, as in the PortingTests target.
import HeadlessWidgets
import SendingState
@_exported import SendingStateXCTest

typealias UIView = View
typealias UIWindow = Window
typealias UIButton = Button
typealias UILabel = Label
typealias UISwitch = Switch
typealias CGRect = Rect
typealias CGSize = Size
typealias NSCoder = Coder
