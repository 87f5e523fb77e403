import SendingState
import Testing

struct SwipeDirectionTests {
    @Test func directionsAreDistinctAndDescribed() {
        let all: SwipeDirection = [.right, .left, .up, .down]
        #expect(all.rawValue == 0b1111)
        #expect(SwipeDirection([.left, .up]).description == "[left, up]")
    }
}
