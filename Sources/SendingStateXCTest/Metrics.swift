// XCTest on Apple platforms measures a block with metrics, `measure(metrics: [XCTMemoryMetric()])`;
// swift-corelibs-xctest has only `measure(block:)`, which times the block. These declarations give
// Linux the same call, measured the same way: the block runs five times and each metric's values
// are logged. Like XCTest without a baseline, a measurement never fails a test.
#if !canImport(ObjectiveC)
    public import XCTest
    import Foundation

    /// A quantity that `measure(metrics:block:)` measures around each run of a block, as XCTest's
    /// metrics on Apple platforms.
    public protocol XCTMetric: AnyObject {
        /// The quantity and its unit, as the log shows them, such as `Memory Physical, kB`.
        var measurementName: String { get }

        /// Takes a reading just before a run of the block.
        func willBeginMeasuring()

        /// Takes a reading just after a run of the block.
        ///
        /// - Returns: How much the quantity changed during the run.
        func didStopMeasuring() -> Double
    }

    /// The change in the process's resident memory during a run, in kilobytes, as XCTest's
    /// physical memory metric.
    ///
    /// It reads the resident set size the Linux kernel reports in `/proc/self/statm`. Memory freed
    /// during the run, or taken by another thread, counts too, so a run can measure less than it
    /// allocated, or a negative change.
    public final class XCTMemoryMetric: XCTMetric {
        /// The resident memory when the run began, in kilobytes.
        private var start = 0.0

        /// Creates a metric of the process's physical memory.
        public init() {}

        /// `Memory Physical, kB`.
        public var measurementName: String { "Memory Physical, kB" }

        /// Reads the resident memory.
        public func willBeginMeasuring() {
            start = Self.residentKilobytes()
        }

        /// Reads the resident memory again.
        ///
        /// - Returns: The kilobytes the process's resident memory grew by during the run.
        public func didStopMeasuring() -> Double {
            Self.residentKilobytes() - start
        }

        /// The process's resident memory, in kilobytes, or 0 when the kernel doesn't say.
        static func residentKilobytes() -> Double {
            // statm lists sizes in pages: total program size, then resident set size.
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
                return 0
            }
            guard let field = statm.split(separator: " ").dropFirst().first, let pages = Double(field) else {
                return 0
            }
            return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
    }

    /// The wall-clock time a run takes, in seconds, as XCTest's clock metric.
    public final class XCTClockMetric: XCTMetric {
        /// When the run began.
        private var start = ContinuousClock.now

        /// Creates a metric of elapsed time.
        public init() {}

        /// `Clock Monotonic Time, s`.
        public var measurementName: String { "Clock Monotonic Time, s" }

        /// Notes the time.
        public func willBeginMeasuring() {
            start = .now
        }

        /// Notes the time again.
        ///
        /// - Returns: The seconds since the run began.
        public func didStopMeasuring() -> Double {
            let elapsed = start.duration(to: .now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
    }

    extension XCTestCase {
        /// How many times `measure(metrics:block:)` runs its block, as XCTest does by default.
        static var metricIterationCount: Int { 5 }

        /// Runs a block five times and logs how much each metric changes during each run, as
        /// XCTest does on Apple platforms.
        ///
        /// Each metric's line gives the average, the relative standard deviation and every value,
        /// in the form swift-corelibs-xctest logs `measure(block:)`. With no baseline to compare
        /// with, the measurement never fails the test; the block's own assertions do.
        ///
        /// - Parameters:
        ///   - metrics: What to measure, such as `[XCTMemoryMetric()]`.
        ///   - block: The code to measure.
        public func measure(metrics: [any XCTMetric], block: () -> Void) {
            var values = Array(repeating: [Double](), count: metrics.count)
            for _ in 0..<Self.metricIterationCount {
                for metric in metrics { metric.willBeginMeasuring() }
                block()
                for (index, metric) in metrics.enumerated().reversed() {
                    values[index].append(metric.didStopMeasuring())
                }
            }
            for (metric, measured) in zip(metrics, values) {
                print(
                    "Test Case '\(name)' measured [\(metric.measurementName)] \(Self.summary(of: measured))")
            }
        }

        /// The average, relative standard deviation and values of a metric, as the log shows them.
        static func summary(of values: [Double]) -> String {
            let average = values.reduce(0, +) / Double(max(1, values.count))
            let variance =
                values.map { ($0 - average) * ($0 - average) }.reduce(0, +) / Double(max(1, values.count))
            let deviation = average == 0 ? 0 : variance.squareRoot() / abs(average) * 100
            let listed = values.map { String(format: "%.3f", $0) }.joined(separator: ", ")
            return String(format: "average: %.3f, relative standard deviation: %.3f%%", average, deviation)
                + ", values: [\(listed)]"
        }
    }
#endif
