import SendingState
import Testing

@testable import HeadlessWidgets

@MainActor
struct EventLogTests {
    /// The occurrence of the `index`th send in these tests: a pan step whose translation is `index`.
    private func step(_ index: Int) -> SenderOccurrence {
        .gesture(.pan, GestureValues(phase: .changed, translation: Point(x: Double(index), y: 0)))
    }

    private func send(_ range: ClosedRange<Int>, to view: View) {
        for index in range {
            view.emit(step(index))
        }
    }

    @Test func aViewKeepsTheDefaultNumberOfOccurrences() {
        let view = View()
        #expect(View.defaultEventLogCapacity == 1_000)
        #expect(view.eventLogCapacity == View.defaultEventLogCapacity)
        send(1...1_001, to: view)
        #expect(view.eventLog.count == 1_000)
        #expect(view.eventLog.first == step(2), "the first occurrence was dropped")
        #expect(view.eventLog.last == step(1_001))
    }

    @Test func aFullLogDropsTheOldestAndReadsOldestFirst() {
        let view = View()
        view.eventLogCapacity = 3
        send(1...3, to: view)
        #expect(view.eventLog == [step(1), step(2), step(3)])
        send(4...5, to: view)
        #expect(view.eventLog == [step(3), step(4), step(5)])
        send(6...10, to: view)
        #expect(view.eventLog == [step(8), step(9), step(10)], "many times round the ring, in order")
    }

    @Test func clearingEmptiesTheLogAndKeepsItsCapacity() {
        let view = View()
        view.eventLogCapacity = 2
        send(1...5, to: view)
        view.clearEventLog()
        #expect(view.eventLog.isEmpty)
        #expect(view.eventLogCapacity == 2)
        send(6...8, to: view)
        #expect(view.eventLog == [step(7), step(8)])
    }

    @Test func shrinkingKeepsTheNewestOccurrences() {
        let view = View()
        view.eventLogCapacity = 4
        send(1...6, to: view)
        view.eventLogCapacity = 2
        #expect(view.eventLog == [step(5), step(6)])
        send(7...7, to: view)
        #expect(view.eventLog == [step(6), step(7)])
    }

    @Test func growingKeepsEveryOccurrenceAndMakesRoomForMore() {
        let view = View()
        view.eventLogCapacity = 2
        send(1...3, to: view)
        view.eventLogCapacity = 4
        #expect(view.eventLog == [step(2), step(3)])
        send(4...6, to: view)
        #expect(view.eventLog == [step(3), step(4), step(5), step(6)])
    }

    @Test(arguments: [0, -1, Int.min])
    func aCapacityBelowOneIsIgnored(capacity: Int) {
        let view = View()
        view.eventLogCapacity = 3
        send(1...3, to: view)
        view.eventLogCapacity = capacity
        #expect(view.eventLogCapacity == 3)
        #expect(view.eventLog == [step(1), step(2), step(3)])
    }

    @Test func eachViewHasItsOwnCapacity() {
        let small = View()
        let large = View()
        small.eventLogCapacity = 1
        send(1...2, to: small)
        send(1...2, to: large)
        #expect(small.eventLog == [step(2)])
        #expect(large.eventLog == [step(1), step(2)])
    }

    @Test func theRingBufferStartsEmptyAndKeepsItsOrderWhenFull() {
        var log = EventLog(capacity: 2)
        #expect(log.elements.isEmpty)
        log.append(step(1))
        log.append(step(2))
        log.append(step(3))
        #expect(log.elements == [step(2), step(3)])
        log.setCapacity(1)
        #expect(log.elements == [step(3)])
        #expect(log.capacity == 1)
    }
}
