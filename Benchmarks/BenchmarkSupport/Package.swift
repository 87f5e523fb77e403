// swift-tools-version: 6.2

import PackageDescription

// What every benchmark harness of the project shares: the scenario type, the action and handler
// the measured views forward to, and the command line that `Benchmarks/check-targets.py` drives
// under callgrind. `Benchmarks/` and `Adapters/GTK`'s GTKBenchmarks both depend on it. It is a
// package of its own, with no dependency but SendingState, so that the GTK benchmarks don't
// resolve the OpenCombine baselines of `Benchmarks/`.
let package = Package(
    name: "BenchmarkSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "BenchmarkSupport", targets: ["BenchmarkSupport"])
    ],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: "../..")
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "SendingState", package: "SendingState")]
        )
    ],
    swiftLanguageModes: [.v6]
)
