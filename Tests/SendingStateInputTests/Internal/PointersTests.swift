import SendingState
import Testing

@testable import SendingStateInput

struct PointersTests {
    @Test func pointersKeepTheOrderTheyWentDownAndMoveInPlace() {
        var pointers = Pointers()
        #expect(pointers.isEmpty)
        let result1 = pointers.put(5, at: Point(x: 1, y: 1))
        #expect(result1)
        let result2 = pointers.put(2, at: Point(x: 3, y: 1))
        #expect(result2)
        let result3 = pointers.put(5, at: Point(x: 1, y: 3))
        #expect(result3, "a pointer put down again moves")
        #expect(pointers.numbers == [5, 2])
        #expect(pointers.locations == [Point(x: 1, y: 3), Point(x: 3, y: 1)])
        #expect(pointers.layout.centroid == Point(x: 2, y: 2))
        #expect(pointers.location(of: 2) == Point(x: 3, y: 1))
        #expect(pointers.location(of: 9) == nil)
        #expect(pointers.count == 2)
    }

    @Test func movesAndLiftsOfPointersThatAreNotDownOrNotFiniteChangeNothing() {
        var pointers = Pointers()
        let result4 = pointers.put(0, at: Point(x: .nan, y: 0))
        #expect(!result4)
        let result5 = pointers.put(0, at: .zero)
        #expect(result5)
        let result6 = pointers.move(1, to: .zero)
        #expect(!result6)
        let result7 = pointers.move(0, to: Point(x: 0, y: .infinity))
        #expect(!result7)
        let result8 = pointers.lift(1)
        #expect(!result8)
        #expect(pointers.locations == [.zero])
        let result9 = pointers.move(0, to: Point(x: 4, y: 0))
        #expect(result9)
        #expect(pointers.contains(0))
        let result10 = pointers.lift(0)
        #expect(result10)
        #expect(!pointers.contains(0))
        #expect(pointers.isEmpty)
    }

    @Test func removingAllLiftsEveryPointer() {
        var pointers = Pointers()
        _ = pointers.put(0, at: .zero)
        _ = pointers.put(1, at: .zero)
        pointers.removeAll()
        #expect(pointers.isEmpty)
        #expect(pointers.locations.isEmpty)
    }

    @Test func removingAllKeepsTheStorageForTheNextPointers() {
        var pointers = Pointers()
        for number in 0..<3 { _ = pointers.put(number, at: .zero) }
        pointers.removeAll()
        let kept = pointers.capacities
        #expect(kept.numbers >= 3)
        #expect(kept.locations >= 3)
        #expect(kept.landings >= 3)
        #expect(kept.places >= 3)
    }

    @Test func pointsMeasureDistancesAndOffsets() {
        #expect(Point(x: 3, y: 4).distance(to: .zero) == 5)
        #expect(Point(x: 3, y: 4).offset(from: Point(x: 1, y: 1)) == Point(x: 2, y: 3))
        #expect(!Point(x: 0, y: .nan).isFinite)
        #expect(Point(x: 1, y: 2).isFinite)
    }

    @Test func aPointerKnowsHowFarItMovedFromWhereItLastWentDown() {
        var pointers = Pointers()
        _ = pointers.put(0, at: .zero)
        _ = pointers.move(0, to: Point(x: 6, y: 8))
        #expect(pointers.hasMoved(0, fartherThan: 9.9))
        #expect(!pointers.hasMoved(0, fartherThan: 10))
        #expect(!pointers.hasMoved(1, fartherThan: 0), "a pointer that isn't down hasn't moved")
        _ = pointers.put(0, at: Point(x: 6, y: 8))
        #expect(!pointers.hasMoved(0, fartherThan: 0), "going down again lands again")
        _ = pointers.put(1, at: .zero)
        _ = pointers.lift(0)
        _ = pointers.move(1, to: Point(x: 3, y: 0))
        #expect(pointers.hasMoved(1, fartherThan: 2), "each pointer keeps its own landing")
    }
}
