import Benchmark
import HeadlessWidgets
import OpenCombine
import SendingState

/// Registers measurements 3 to 5: one occurrence dispatched through a mapping to `handle(action:)`.
///
/// The library variants report through `ss.report(_:)`, the one call a toolkit adapter makes: that is
/// the core's dispatch. `Control.sendActions(for:)` adds HeadlessWidgets' event log, whose append
/// is measured separately ("3 control/Control.sendActions"); the log is emptied before each sample,
/// outside the measurement, so its growth costs about log2(1,000) reallocations per sample.
///
/// Baselines: the handler called directly with the action the mapping would produce, and an
/// OpenCombine subject whose sink maps the event to the action and calls the handler. For
/// control dispatch, "contract floor" also measures the least any implementation must do: call a
/// mapping closure that returns a fresh `[Action]`, and hand its action to the handler.
func registerDispatchBenchmarks() {
    registerControlBenchmarks()
    registerStateAwareBenchmarks()
    registerGestureBenchmarks()
}

/// Registers measurement 3: a raw touchUpInside on the delete button, whose stateless mapping reads
/// the sender's tag.
private func registerControlBenchmarks() {
    mainActorBenchmark("3 control/library", fixture: CellFixture.init) { fixture, benchmark in
        let button = fixture.cell.deleteButton
        benchmark.measure { iterations in
            for _ in iterations {
                button.ss.report(.control(.touchUpInside))
            }
        }
    }

    mainActorBenchmark("3 control/Control.sendActions", fixture: CellFixture.init) { fixture, benchmark in
        let button = fixture.cell.deleteButton
        button.clearEventLog()
        benchmark.measure { iterations in
            for _ in iterations {
                button.sendActions(for: .touchUpInside)
            }
        }
    }

    mainActorBenchmark("3 control/direct", fixture: CellFixture.init) { fixture, benchmark in
        let button = fixture.cell.deleteButton
        let handler = fixture.handler
        benchmark.measure { iterations in
            for _ in iterations {
                handler.handle(action: .delete(tag: button.tag))
            }
        }
    }

    mainActorBenchmark("3 control/contract floor", fixture: ContractFloor.init) { floor, benchmark in
        let mapping = floor.mapping
        let handler = floor.handler
        benchmark.measure { iterations in
            for _ in iterations {
                for action in mapping() {
                    handler.handle(action: action)
                }
            }
        }
    }

    mainActorBenchmark("3 control/OpenCombine", fixture: ControlStream.init) { stream, benchmark in
        let events = stream.events
        benchmark.measure { iterations in
            for _ in iterations {
                events.send(.touchUpInside)
            }
        }
    }
}

/// Registers measurement 4: a raw touchUpInside on the favourite button, whose mapping reads the
/// row bound at event time.
private func registerStateAwareBenchmarks() {
    mainActorBenchmark("4 state-aware/library", fixture: CellFixture.init) { fixture, benchmark in
        let button = fixture.cell.favoriteButton
        benchmark.measure { iterations in
            for _ in iterations {
                button.ss.report(.control(.touchUpInside))
            }
        }
    }

    mainActorBenchmark("4 state-aware/direct", fixture: CellFixture.init) { fixture, benchmark in
        let row = fixture.boundRow
        let handler = fixture.handler
        benchmark.measure { iterations in
            for _ in iterations {
                handler.handle(action: .toggleFavorite(id: row.id))
            }
        }
    }

    mainActorBenchmark("4 state-aware/OpenCombine", fixture: StateAwareStream.init) { stream, benchmark in
        let events = stream.events
        benchmark.measure { iterations in
            for _ in iterations {
                events.send(.touchUpInside)
            }
        }
    }
}

/// Registers measurement 5: one pan on the cell, changed step by step; the action closure reads
/// the translation.
///
/// The pan begins before the measurement and ends after it, so each sample measures 1,000 changed
/// steps.
private func registerGestureBenchmarks() {
    mainActorBenchmark("5 gesture/library", fixture: CellFixture.init) { fixture, benchmark in
        let cell = fixture.cell
        cell.ss.report(.gesture(.pan, GestureValues(phase: .began)))
        benchmark.measure { iterations in
            for step in iterations {
                let translation = Point(x: Double(step), y: 0)
                cell.ss.report(.gesture(.pan, GestureValues(phase: .changed, translation: translation)))
            }
        }
        cell.ss.report(.gesture(.pan, GestureValues(phase: .ended)))
    }

    mainActorBenchmark("5 gesture/direct", fixture: CellFixture.init) { fixture, benchmark in
        let handler = fixture.handler
        benchmark.measure { iterations in
            for step in iterations {
                handler.handle(action: .dragged(Point(x: Double(step), y: 0)))
            }
        }
    }

    mainActorBenchmark("5 gesture/OpenCombine", fixture: GestureStream.init) { stream, benchmark in
        let pan = stream.pan
        pan.send(GestureValues(phase: .began))
        benchmark.measure { iterations in
            for step in iterations {
                pan.send(GestureValues(phase: .changed, translation: Point(x: Double(step), y: 0)))
            }
        }
        pan.send(GestureValues(phase: .ended))
    }
}

/// The delete button's touchUpInside as a subject, mapped to the action in its sink.
@MainActor
private final class ControlStream {
    let base = CellFixture()
    let events = PassthroughSubject<ControlEvents, Never>()
    private var subscription: AnyCancellable?

    init() {
        subscription = events.sink { [handler = base.handler, button = base.cell.deleteButton] events in
            if events.contains(.touchUpInside) {
                handler.handle(action: .delete(tag: button.tag))
            }
        }
    }
}

/// The least work any implementation of the mapping contract does per event, as a lower bound
/// for "3 control/library": nothing is matched or looked up, but the mapping is a closure called
/// through a function value, it returns a fresh `[Action]` as the contract says, and each action
/// goes to the handler.
@MainActor
private final class ContractFloor {
    let base = CellFixture()
    let handler: CountingHandler
    let mapping: () -> [RowAction]

    init() {
        handler = base.handler
        mapping = Self.opaqueMapping(reading: base.cell.deleteButton)
    }

    /// The delete button's mapping, built where the optimizer can't see it from the loop.
    @inline(never)
    private static func opaqueMapping(reading button: Button) -> () -> [RowAction] {
        { [RowAction.delete(tag: button.tag)] }
    }
}

/// The favourite button's touchUpInside as a subject, whose sink reads the current row from a
/// `CurrentValueSubject`: the stream counterpart of a state-aware mapping.
@MainActor
private final class StateAwareStream {
    let base = CellFixture()
    let events = PassthroughSubject<ControlEvents, Never>()
    let row: CurrentValueSubject<RowModel, Never>
    private var subscription: AnyCancellable?

    init() {
        row = CurrentValueSubject(base.boundRow)
        subscription = events.sink { [handler = base.handler, row] events in
            if events.contains(.touchUpInside) {
                handler.handle(action: .toggleFavorite(id: row.value.id))
            }
        }
    }
}

/// The cell's pan as a subject of gesture values, mapped to the action in its sink.
@MainActor
private final class GestureStream {
    let base = CellFixture()
    let pan = PassthroughSubject<GestureValues, Never>()
    private var subscription: AnyCancellable?

    init() {
        subscription = pan.sink { [handler = base.handler] values in
            if values.phase == .changed || values.phase == .ended {
                handler.handle(action: .dragged(values.translation))
            }
        }
    }
}
