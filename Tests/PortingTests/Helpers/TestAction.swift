/// The actions the ported views forward, as the iOS library's tests name them.
enum TestAction: Equatable {
    case buttonTapped(Int)
    case switchChanged(Bool)
    case sliderChanged(Float)
    case viewTapped
    case longPressed
    case viewPanned
    case custom(String)
}
