import Testing

@testable import SendingState

struct EventMaskTests {
    @Test func rejectsOccurrencesNoEventCanMatch() {
        var mask = EventMask()
        mask.insert(.control([.touchUpInside, .valueChanged]))
        mask.insert(.gesture(.pinch()))
        #expect(mask.mayMatch(.control(.touchUpInside)))
        #expect(mask.mayMatch(.control([.touchDown, .valueChanged])))
        #expect(!mask.mayMatch(.control(.touchDown)))
        #expect(mask.mayMatch(.gesture(.pinch, GestureValues(phase: .began))))
        #expect(!mask.mayMatch(.gesture(.pan, GestureValues(phase: .changed))))
    }

    @Test func aMaskUnitesTheEventsOfOtherMasks() {
        var taps = EventMask()
        taps.insert(.control(.touchUpInside))
        var pans = EventMask()
        pans.insert(.gesture(.pan()))
        var both = taps
        both.formUnion(pans)
        #expect(both.mayMatch(.control([.touchDown, .touchUpInside])))
        #expect(both.mayMatch(.gesture(.pan, GestureValues(phase: .changed))))
        #expect(!both.mayMatch(.control(.touchDown)))
        #expect(!both.mayMatch(.gesture(.swipe, GestureValues(phase: .recognized))))
        #expect(!EventMask().mayMatch(.control(.allEvents)), "an empty mask matches nothing")
    }

    @Test func aMaskWithAKeyMayMatchAnyKeyAndNothingElse() {
        var keys = EventMask()
        #expect(!keys.mayMatch(.key("q")), "an empty mask matches no key")
        keys.insert(.key("q"))
        #expect(keys.mayMatch(.key("q")))
        #expect(keys.mayMatch(.key(KeyPress(.escape))), "one bit for every key: the mapping decides")
        #expect(!keys.mayMatch(.control(.allEvents)))
        #expect(!keys.mayMatch(.gesture(.tap, GestureValues(phase: .recognized))))
        var united = EventMask()
        united.insert(.control(.touchUpInside))
        #expect(!united.mayMatch(.key("q")))
        united.formUnion(keys)
        #expect(united.mayMatch(.key("q")))
        var controls = EventMask()
        controls.insert(.control(.touchDown))
        keys.formUnion(controls)
        #expect(keys.mayMatch(.key("q")), "a union keeps the keys of either side")
    }

    @Test func everyGestureKindHasItsOwnBit() {
        let bits = GestureKind.allCases.map(\.bit)
        #expect(Set(bits).count == GestureKind.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
    }
}
