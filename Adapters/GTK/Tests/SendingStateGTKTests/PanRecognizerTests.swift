import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct PanRecognizerTests {
    @Test func aDragPansWithItsTranslationAndVelocity() throws {
        let shown = ShownPad([.pan(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 60, y: 100), to: Point(x: 180, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        let phases = shown.phases
        #expect(phases.first == .began && phases.last == .ended)
        #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .changed } && phases.count > 3)
        let ended = try #require(shown.recorder.actions.last?.values)
        #expect(ended.translation == Point(x: 120, y: 0))
        #expect(ended.location == Point(x: 180, y: 100))
        #expect(ended.velocity.x > 0)
    }

    @Test func aClickIsNotAPan() throws {
        let shown = ShownPad([.pan(on: .all), .tap()])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.kind) == [.tap])
    }

    @Test func aDragFromTheWindowsLeftEdgeIsAScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 3, y: 100), to: Point(x: 120, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases.first == .began && shown.phases.last == .ended)
        #expect(shown.recorder.actions.allSatisfy { $0.values.edge == .left })
    }

    @Test func aDragFromTheMiddleIsNoScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(!shown.recorder.actions.isEmpty)
        #expect(shown.recorder.actions.allSatisfy { $0.kind == .pan })
    }
}
