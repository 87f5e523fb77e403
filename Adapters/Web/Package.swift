// swift-tools-version: 6.2

import PackageDescription

// The web adapter lives in its own package, so that the root package keeps no dependencies: views
// live in Swift on a Hummingbird server, one tree per browser session, and the page shows them as
// DOM kept in step by patches over a WebSocket. Build and test it from the repository root with
// `swift build --package-path Adapters/Web` and `swift test --package-path Adapters/Web`.

/// Upcoming language features enabled on every Swift target, as in the root manifest.
let upcomingFeatures: [SwiftSetting] = [
    // SE-0335: spell existential types with `any`.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: imports are internal unless marked `public`.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: member lookup sees only what a file imports.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "SendingStateWeb",
    platforms: [.macOS(.v15)],
    products: [
        // The views, the sessions and the patches: what an app builds its screens with.
        .library(name: "SendingStateWeb", targets: ["SendingStateWeb"]),
        // The Hummingbird server that serves the pages and their WebSockets.
        .library(name: "SendingStateWebServer", targets: ["SendingStateWebServer"]),
        // Tests that show views in a real headless Chromium and drive them with real input.
        .library(name: "SendingStateWebTesting", targets: ["SendingStateWebTesting"]),
        .executable(name: "WebShoppingList", targets: ["WebShoppingList"]),
    ],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.0.0"),
        // The scenarios and command line every benchmark harness of the project shares.
        .package(name: "BenchmarkSupport", path: "../../Benchmarks/BenchmarkSupport"),
        // The testing library's WebDriver client.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.21.0"),
    ],
    targets: [
        // No server dependency, so that the fuzzers build it alone.
        .target(
            name: "SendingStateWeb",
            dependencies: [
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateInput", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "SendingStateWebServer",
            dependencies: [
                "SendingStateWeb",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            // The page's script, served as it is: small, dependency-free, with no build step.
            resources: [.copy("Resources/client.js")],
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "SendingStateWebTesting",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebServer",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // Binding a scrolled row, against the same list written by hand:
        // `bash Adapters/Web/Benchmarks/check-benchmarks.sh` counts both with callgrind.
        .executableTarget(
            name: "WebBenchmarks",
            dependencies: [
                "SendingStateWeb",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "BenchmarkSupport", package: "BenchmarkSupport"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // The shopping list, served: `swift run --package-path Adapters/Web WebShoppingList`.
        .executableTarget(
            name: "WebShoppingList",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebServer",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "ShoppingListModel", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateWebTests",
            dependencies: [
                "SendingStateWeb",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateInput", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
                .product(name: "SendingStateTesting", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateWebTestingTests",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebTesting",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // The parity scenarios, played on HeadlessWidgets and in Chromium with real input.
        .testTarget(
            name: "ToolkitParityTests",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebTesting",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateParity", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // The example's catalogue in Chromium: its accessibility tree and the audit.
        .testTarget(
            name: "WebShoppingListTests",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebTesting",
                "WebShoppingList",
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateWebServerTests",
            dependencies: [
                "SendingStateWeb",
                "SendingStateWebServer",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ],
            swiftSettings: upcomingFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
