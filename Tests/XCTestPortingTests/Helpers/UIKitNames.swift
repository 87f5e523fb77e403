// The one file a UIKit test suite adds to run under `swift test` on Linux: the re-export lets the
// test list that SwiftPM generates call SendingStateXCTest's `testCase(_:)` for `@MainActor`
// suites, and the typealiases rename UIKit's types, as in the PortingTests target.
import HeadlessWidgets
import SendingState
@_exported import SendingStateXCTest

typealias UIView = View
typealias UIWindow = Window
typealias UIControl = Control
typealias UIButton = Button
typealias UILabel = Label
typealias UISwitch = Switch
typealias UISlider = Slider
typealias UITextField = TextField
typealias UIProgressView = ProgressView
typealias UIFont = Font
typealias UITableViewCell = ListCell
typealias UICollectionViewCell = CollectionCell
typealias UIGestureRecognizer = GestureRecognizer
typealias UITapGestureRecognizer = TapGestureRecognizer
typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
typealias UIPanGestureRecognizer = PanGestureRecognizer
typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
typealias UIPinchGestureRecognizer = PinchGestureRecognizer
typealias UIRotationGestureRecognizer = RotationGestureRecognizer
typealias UIHoverGestureRecognizer = HoverGestureRecognizer
typealias UIRectEdge = ScreenEdges
typealias CGRect = Rect
typealias CGSize = Size
typealias CGFloat = Double
typealias NSCoder = Coder
// Foundation's, which UIKit re-exports and HeadlessWidgets doesn't: a file that imports only UIKit
// still finds it.
typealias TimeInterval = Double
