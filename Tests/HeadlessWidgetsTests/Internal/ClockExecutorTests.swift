import Testing

@testable import HeadlessWidgets

@MainActor
// The limit stops a test that hangs. It counts the time a test waits for the main actor,
// which every main-actor test of the run shares: under ThreadSanitizer that wait alone passes a
// minute, so the limit leaves room for it.
@Suite(.timeLimit(.minutes(5)))
struct ClockExecutorTests {
    let executor = ClockExecutor()

    /// What the tasks of a test did, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
        func record(_ entry: String) { entries.append(entry) }
    }

    @Test func jobsRunOneAtATimeInTheOrderTheyWereQueuedAndTheQueueSaysWhenItIsEmpty() async {
        let log = Log()
        #expect(executor.isIdle)
        for index in 0..<20 {
            Task(executorPreference: executor) { await log.record("\(index)") }
        }
        #expect(!executor.isIdle, "the tasks are queued, not run: this test holds the main actor")

        await executor.waitUntilIdle()

        #expect(executor.isIdle)
        #expect(log.entries == (0..<20).map { "\($0)" })
    }

    @Test func aTaskOnItRunsItsMainActorCodeInItsOwnJobs() async {
        let executor = executor
        let task = Task(executorPreference: executor) {
            await MainActor.run { executor.isRunningCaller }
        }
        #expect(!executor.isRunningCaller, "this test's own task isn't one of its jobs")
        #expect(await task.value)
    }

    @Test func codeElsewhereIsNotOneOfItsJobs() async {
        let executor = executor
        let elsewhere = await Task.detached { executor.isRunningCaller }.value
        #expect(!elsewhere)
        #expect(ClockExecutor.isOnMainQueue)
        #expect(await Task.detached { ClockExecutor.isOnMainQueue }.value == false)
    }

    @Test func waitingWhenIdleReturnsAtOnce() async {
        await executor.waitUntilIdle()
        #expect(executor.isIdle)
    }
}
