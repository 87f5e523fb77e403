import SendingState
import SendingStateInput
import Testing

/// The order Tab moves the focus in.
@MainActor
struct FocusOrderTests {
    final class Field {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func viewsAreReadTopToBottomThenLeftToRightThenInTheOrderGiven() {
        let (a, b, c, d, e) = (Field("a"), Field("b"), Field("c"), Field("d"), Field("e"))
        let order = FocusOrder.sorted([
            (c, Point(x: 0, y: 50)), (b, Point(x: 100, y: 0)), (a, Point(x: 0, y: 0)),
            (d, Point(x: 0, y: 50)),
            (e, Point(x: .nan, y: 0)),
        ])
        #expect(order.map(\.name) == ["a", "b", "e", "c", "d"], "NaN reads after every number, on its line")
        #expect(
            FocusOrder.sorted([(a, Point(x: 0, y: .nan)), (b, Point(x: 0, y: 1e9))]).map(\.name) == [
                "b", "a",
            ])
    }

    @Test func tabGoesToTheNextAndWrapsShiftTabToThePreviousAndWraps() {
        let fields = [Field("a"), Field("b"), Field("c")]
        #expect(FocusOrder.next(after: fields[0], in: fields, forward: true) === fields[1])
        #expect(FocusOrder.next(after: fields[2], in: fields, forward: true) === fields[0])
        #expect(FocusOrder.next(after: fields[0], in: fields, forward: false) === fields[2])
        #expect(FocusOrder.next(after: fields[1], in: fields, forward: false) === fields[0])
    }

    @Test func withNothingFocusedTabGoesToTheFirstAndShiftTabToTheLast() {
        let fields = [Field("a"), Field("b")]
        #expect(FocusOrder.next(after: nil, in: fields, forward: true) === fields[0])
        #expect(FocusOrder.next(after: nil, in: fields, forward: false) === fields[1])
        #expect(FocusOrder.next(after: Field("elsewhere"), in: fields, forward: true) === fields[0])
        #expect(FocusOrder.next(after: Field("elsewhere"), in: fields, forward: false) === fields[1])
        #expect(FocusOrder.next(after: nil, in: [Field](), forward: true) == nil)
    }
}
