// swift-tools-version: 6.2

import PackageDescription

// The benchmarks live in their own package, so that users of SendingState never resolve the
// benchmark dependencies. `bash Benchmarks/check-targets.sh` builds it in release, counts the
// instructions of every scenario with callgrind, and checks the performance targets.
let package = Package(
    name: "SendingStateBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: ".."),
        .package(path: "BenchmarkSupport"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "SendingStateBenchmarks",
            dependencies: [
                .product(name: "BenchmarkSupport", package: "BenchmarkSupport"),
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: [
                // Swift 6 checks at run time that a main-actor closure handed to code compiled
                // without strict concurrency, such as an OpenCombine sink, runs on the main actor.
                // The check would tax only the OpenCombine baselines; the library's own closures
                // are main-actor typed and aren't checked. Leave it out for a fair comparison.
                .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"])
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
