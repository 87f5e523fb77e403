import Foundation
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKMainLoopTests {
    @Test func iteratingStopsWhenTheConditionHolds() {
        var ran = false
        GTKMainLoop.after(seconds: 0.05) { ran = true }
        #expect(GTKMainLoop.iterate(timeout: 2) { ran })
    }

    @Test func iteratingGivesUpAfterTheTimeout() {
        #expect(!GTKMainLoop.iterate(timeout: 0.05) { false })
    }

    @Test func runReturnsWhenQuitIsCalled() {
        var order: [String] = []
        GTKMainLoop.after(seconds: 0.05) {
            order.append("quit")
            GTKMainLoop.quit()
        }
        GTKMainLoop.run()
        order.append("returned")
        #expect(order == ["quit", "returned"])
    }

    @Test func quitEndsOnlyTheInnermostRun() {
        var order: [String] = []
        GTKMainLoop.after(seconds: 0.01) {
            GTKMainLoop.after(seconds: 0.01) {
                order.append("quit inner")
                GTKMainLoop.quit()
            }
            GTKMainLoop.run()
            order.append("inner returned")
            GTKMainLoop.after(seconds: 0.01) {
                order.append("quit outer")
                GTKMainLoop.quit()
            }
        }
        GTKMainLoop.run()
        order.append("outer returned")
        #expect(order == ["quit inner", "inner returned", "quit outer", "outer returned"])
    }

    @Test func quitBeforeRunIsIgnored() {
        GTKMainLoop.quit()
        var ran = false
        GTKMainLoop.after(seconds: 0.05) {
            ran = true
            GTKMainLoop.quit()
        }
        GTKMainLoop.run()
        #expect(ran)
    }
}

/// The main loop at the top of a program, as an app runs it: main-actor work runs while GTK's loop
/// runs, and an idle loop doesn't wake the main thread.
@Suite(.serialized)
struct GTKMainLoopAtTopLevelTests {
    @Test(arguments: [
        ("task", ["task ran", "run returned"]),
        ("sleep", ["slept about 100 ms", "run returned"]),
        ("timeout", ["timeout ran", "run returned"]),
        ("glib-from-task", ["task ran", "timeout ran", "run returned"]),
        ("task-from-glib", ["timeout ran", "task ran", "run returned"]),
        ("nested", ["inner run returned", "task ran", "run returned"]),
    ])
    func mainActorWorkRunsWhileTheLoopRuns(scenario: String, expected: [String]) throws {
        let result = try runProbe(scenario)
        #expect(result.lines == expected)
        #expect(result.status == 0)
    }

    @Test func anIdleLoopDoesNotWakeTheMainThread() throws {
        let result = try runProbe("idle")
        let wakeUps = result.lines.first { $0.hasPrefix("wake-ups: ") }.flatMap { Int($0.dropFirst(10)) }
        #expect(result.status == 0)
        // Two seconds of polling every 10 ms, as the example did, woke it about 200 times.
        #expect(try #require(wakeUps) <= 2, "woke \(wakeUps ?? -1) times in 2 seconds")
    }

    /// Runs GTKMainLoopProbe, built beside this test bundle, with a scenario.
    private func runProbe(_ scenario: String) throws -> (lines: [String], status: Int32) {
        let process = Process()
        process.executableURL = builtExecutables.appendingPathComponent("GTKMainLoopProbe")
        process.arguments = [scenario]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (lines, process.terminationStatus)
    }
}
