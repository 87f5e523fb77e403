import Foundation
import XCTest

@testable import SendingStateXCTest

// `measure(metrics:)` as iOS suites call it, `measure(metrics: [XCTMemoryMetric()])`, runs on
// Linux with SendingStateXCTest: five runs, each metric read around each run.

@MainActor
final class MetricsTests: XCTestCase {
    func testMeasureRunsTheBlockFiveTimes() {
        var runs = 0
        measure(metrics: [XCTMemoryMetric(), XCTClockMetric()]) {
            runs += 1
        }
        XCTAssertEqual(runs, 5)
    }

    func testEachMetricIsReadAroundEachRun() {
        let metric = CountingMetric()
        var readingsBeforeEachRun: [Int] = []
        measure(metrics: [metric]) {
            readingsBeforeEachRun.append(metric.begins - metric.stops)
        }
        XCTAssertEqual(metric.begins, 5)
        XCTAssertEqual(metric.stops, 5)
        XCTAssertEqual(readingsBeforeEachRun, [1, 1, 1, 1, 1])
    }

    func testTheMemoryMetricSeesMemoryTheRunKeeps() {
        let metric = XCTMemoryMetric()
        metric.willBeginMeasuring()
        // 64 MiB, every page written, so all of it is resident.
        let kept = [UInt8](repeating: 1, count: 64 << 20)
        let grown = metric.didStopMeasuring()
        XCTAssertEqual(kept.count, 64 << 20)
        XCTAssertGreaterThan(grown, 48 * 1024)
        XCTAssertLessThan(grown, 128 * 1024)
        XCTAssertEqual(metric.measurementName, "Memory Physical, kB")
    }

    func testTheClockMetricMeasuresTheRunsDuration() {
        let metric = XCTClockMetric()
        metric.willBeginMeasuring()
        Thread.sleep(forTimeInterval: 0.05)
        let elapsed = metric.didStopMeasuring()
        XCTAssertGreaterThanOrEqual(elapsed, 0.05)
        XCTAssertLessThan(elapsed, 5)
        XCTAssertEqual(metric.measurementName, "Clock Monotonic Time, s")
    }

    func testTheLogGivesTheAverageDeviationAndValues() {
        XCTAssertEqual(
            XCTestCase.summary(of: [1, 2, 3]),
            "average: 2.000, relative standard deviation: 40.825%, values: [1.000, 2.000, 3.000]")
        XCTAssertEqual(
            XCTestCase.summary(of: [0, 0]),
            "average: 0.000, relative standard deviation: 0.000%, values: [0.000, 0.000]")
    }
}

/// A metric that counts how often it is read.
final class CountingMetric: XCTMetric {
    var begins = 0
    var stops = 0
    var measurementName: String { "Readings" }
    func willBeginMeasuring() { begins += 1 }
    func didStopMeasuring() -> Double {
        stops += 1
        return Double(stops)
    }
}
