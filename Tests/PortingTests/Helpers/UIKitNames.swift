import HeadlessWidgets
import SendingState

// UIKit's and CoreGraphics' names for HeadlessWidgets' types, so that the view logic in this target
// reads exactly as it would in an iOS app using SendingState 1.0.0. Each line renames a type;
// nothing else in the target is adapted to HeadlessWidgets.

typealias UIView = View
typealias UIWindow = Window
typealias UIControl = Control
typealias UIButton = Button
typealias UILabel = Label
typealias UISegmentedControl = SegmentedControl
typealias UISlider = Slider
typealias UIStepper = Stepper
typealias UISwitch = Switch
typealias UITextField = TextField
typealias UIFont = Font
typealias UITableView = ListView
typealias UITableViewCell = ListCell
typealias UITableViewDataSource = ListViewDataSource
typealias UICollectionView = ListView
typealias UICollectionViewCell = CollectionCell
typealias UIRectEdge = ScreenEdges
typealias CGRect = Rect
typealias CGPoint = Point
typealias CGSize = Size
typealias CGFloat = Double
typealias TimeInterval = Double
typealias NSCoder = Coder
typealias UIProgressView = ProgressView
