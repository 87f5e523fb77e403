/// The actions the views under test forward, as the iOS library's tests name them.
enum TestAction: Equatable {
    case buttonTapped(Int)
    case switchChanged(Bool)
    case custom(String)
}
