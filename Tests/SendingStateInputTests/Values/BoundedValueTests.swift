import SendingStateInput
import Testing

/// A value kept in its range: clamped, NaN ignored, and a bound set past the other moves it along.
struct BoundedValueTests {
    @Test func theValueIsClampedIntoRangeAndANaNIsIgnored() {
        var range = BoundedValue<Float>(minimum: 0, maximum: 10, value: 4)
        range.setValue(.nan)
        #expect(range.value == 4)
        range.setValue(12)
        #expect(range.value == 10)
        range.setValue(-.infinity)
        #expect(range.value == 0)
    }

    @Test func aBoundSetPastTheOtherMovesItAndTheValueAlong() {
        var range = BoundedValue<Double>(minimum: 0, maximum: 10, value: 4)
        range.setMinimum(12)
        #expect((range.minimum, range.maximum, range.value) == (12, 12, 12))
        range.setMaximum(3)
        #expect((range.minimum, range.maximum, range.value) == (3, 3, 3))
        range.setMinimum(.nan)
        range.setMaximum(.nan)
        #expect((range.minimum, range.maximum) == (3, 3))
    }

    @Test func theInitializerTakesItsArgumentsAsTheSettersDo() {
        let reversed = BoundedValue<Double>(minimum: 5, maximum: 1, value: 9)
        #expect((reversed.minimum, reversed.maximum, reversed.value) == (5, 5, 5))
        let notANumber = BoundedValue<Double>(minimum: .nan, maximum: .nan, value: .nan)
        #expect((notANumber.minimum, notANumber.maximum, notANumber.value) == (0, 0, 0))
        let below = BoundedValue<Double>(minimum: 2, maximum: 8, value: -1)
        #expect(below.value == 2)
    }

    @Test func theFractionSaysWhereTheValueIsInTheRange() {
        #expect(BoundedValue<Double>(minimum: 2, maximum: 6, value: 3).fraction == 0.25)
        #expect(BoundedValue<Double>(minimum: 2, maximum: 2, value: 2).fraction == 0)
    }
}

extension BoundedValueTests {
    @Test func aStepPastABoundStopsThereOrGoesRoundWhenWrapping() {
        var range = BoundedValue<Double>(minimum: 0, maximum: 3, value: 2)
        var steps: [(changed: Bool, value: Double)] = []
        for (delta, wrapping) in [
            (1.0, false), (1, false), (1, true), (-1, true), (-5, false), (.nan, false),
        ] {
            let changed = range.step(by: delta, wrapping: wrapping)
            steps.append((changed, range.value))
        }
        #expect(steps.map(\.value) == [3, 3, 0, 3, 0, 0])
        #expect(
            steps.map(\.changed) == [true, false, true, true, true, false],
            "at the maximum a step up changes nothing; wrapping goes round; a NaN step changes nothing")
    }
}
