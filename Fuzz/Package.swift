// swift-tools-version: 6.2

import PackageDescription

// The fuzzers live in their own package, like the benchmarks, so that users of SendingState never
// build them. Each executable exports `LLVMFuzzerTestOneInput` and takes its `main` from libFuzzer:
// `bash Fuzz/run.sh` builds them with the flags that needs, which README.md explains.

/// Upcoming language features enabled on every target, as in the root package.
let upcomingFeatures: [SwiftSetting] = [
    // SE-0335: spell existential types with `any`.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: imports are internal unless marked `public`.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: member lookup sees only what a file imports.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "SendingStateFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: ".."),
        // The web adapter's sessions and messages, which build without its server.
        .package(name: "SendingStateWeb", path: "../Adapters/Web"),
    ],
    targets: [
        // What both fuzzers share: reading the fuzz input, and failing with a message.
        .target(name: "FuzzSupport", swiftSettings: upcomingFeatures),
        .executableTarget(
            name: "FuzzJSON",
            dependencies: [
                "FuzzSupport",
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .executableTarget(
            name: "FuzzScreen",
            dependencies: [
                "FuzzSupport",
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .executableTarget(
            name: "FuzzWebMessage",
            dependencies: [
                "FuzzSupport",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateWeb", package: "SendingStateWeb"),
            ],
            swiftSettings: upcomingFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
