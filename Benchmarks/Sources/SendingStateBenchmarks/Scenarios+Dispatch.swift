import BenchmarkSupport
import HeadlessWidgets
import OpenCombine
import SendingState

/// Dispatch: one occurrence reported on a sender, through a mapping, to `handle(action:)`.
///
/// The library variants report through `ss.report(_:)`, the one call a toolkit adapter makes.
/// Baselines: the same mapping wired by hand as an array of closures, the handler called directly,
/// and an OpenCombine subject whose sink maps the event and calls the handler.
@MainActor
let dispatchScenarios = [
    // A touchUpInside on the delete button, whose stateless mapping reads the sender's tag.
    Scenario.iterated(name: "control/library") {
        let fixture = CellFixture()
        let button = fixture.cell.deleteButton
        return { iterations in
            for _ in 0..<iterations {
                button.ss.report(.control(.touchUpInside))
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "control/closures") {
        let fixture = CellFixture()
        let dispatcher = ClosureDispatcher()
        dispatcher.mappings.append { [button = fixture.cell.deleteButton] events in
            events.contains(.touchUpInside) ? [RowAction.delete(tag: button.tag)] : []
        }
        dispatcher.handler = fixture.handler
        return { iterations in
            for _ in 0..<iterations {
                dispatcher.send(.touchUpInside)
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "control/direct") {
        let fixture = CellFixture()
        let button = fixture.cell.deleteButton
        return { iterations in
            for _ in 0..<iterations {
                fixture.handler.handle(action: .delete(tag: button.tag))
            }
            return fixture.handler.checksum
        }
    },
    // HeadlessWidgets' raw send: the event log, then the core's dispatch.
    Scenario.iterated(name: "control/sendActions") {
        let fixture = CellFixture()
        let button = fixture.cell.deleteButton
        return { iterations in
            for _ in 0..<iterations {
                button.sendActions(for: .touchUpInside)
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "control/OpenCombine") {
        let fixture = CellFixture()
        let events = PassthroughSubject<ControlEvents, Never>()
        let subscription = events.sink {
            [handler = fixture.handler, button = fixture.cell.deleteButton] events in
            if events.contains(.touchUpInside) {
                handler.handle(action: .delete(tag: button.tag))
            }
        }
        return { iterations in
            for _ in 0..<iterations {
                events.send(.touchUpInside)
            }
            withExtendedLifetime(subscription) {}
            return fixture.handler.checksum
        }
    },
    // A touchUpInside on the favourite button, whose mapping reads the row bound at event time.
    Scenario.iterated(name: "state-aware/library") {
        let fixture = CellFixture()
        let button = fixture.cell.favoriteButton
        return { iterations in
            for _ in 0..<iterations {
                button.ss.report(.control(.touchUpInside))
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "state-aware/OpenCombine") {
        let fixture = CellFixture()
        let events = PassthroughSubject<ControlEvents, Never>()
        let row = CurrentValueSubject<RowModel, Never>(fixture.boundRow)
        let subscription = events.sink { [handler = fixture.handler] events in
            if events.contains(.touchUpInside) {
                handler.handle(action: .toggleFavorite(id: row.value.id))
            }
        }
        return { iterations in
            for _ in 0..<iterations {
                events.send(.touchUpInside)
            }
            withExtendedLifetime(subscription) {}
            return fixture.handler.checksum
        }
    },
    // A pan on the cell, changed step by step; the action closure reads the translation.
    Scenario.iterated(name: "gesture/library") {
        let fixture = CellFixture()
        let cell = fixture.cell
        cell.ss.report(.gesture(.pan, GestureValues(phase: .began)))
        return { iterations in
            for step in 0..<iterations {
                let translation = Point(x: Double(step), y: 0)
                cell.ss.report(.gesture(.pan, GestureValues(phase: .changed, translation: translation)))
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "gesture/OpenCombine") {
        let fixture = CellFixture()
        let pan = PassthroughSubject<GestureValues, Never>()
        let subscription = pan.sink { [handler = fixture.handler] values in
            if values.phase == .changed || values.phase == .ended {
                handler.handle(action: .dragged(values.translation))
            }
        }
        return { iterations in
            for step in 0..<iterations {
                pan.send(GestureValues(phase: .changed, translation: Point(x: Double(step), y: 0)))
            }
            withExtendedLifetime(subscription) {}
            return fixture.handler.checksum
        }
    },
]

/// The delete button's mapping wired by hand: a plain array of mapping closures called in turn,
/// each returning the actions of the events it matches, which go to a weakly held handler.
@MainActor
final class ClosureDispatcher {
    var mappings: [(ControlEvents) -> [RowAction]] = []
    weak var handler: CountingHandler?

    func send(_ events: ControlEvents) {
        for mapping in mappings {
            for action in mapping(events) {
                handler?.handle(action: action)
            }
        }
    }
}
