// swift-tools-version: 6.2

import PackageDescription

// The GTK 4 adapter lives in its own package, so that the root package keeps no dependencies and
// builds where GTK isn't installed. Build and test it from the repository root with
// `swift build --package-path Adapters/GTK` and `xvfb-run -a swift test --package-path Adapters/GTK`.

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
    name: "SendingStateGTK",
    products: [
        .library(name: "SendingStateGTK", targets: ["SendingStateGTK"]),
        // Finds widgets in a live window, acts on them with real input and waits until GTK settles.
        .library(name: "SendingStateGTKTesting", targets: ["SendingStateGTKTesting"]),
        .executable(name: "GTKShoppingList", targets: ["GTKShoppingList"]),
        .executable(name: "GTKNotes", targets: ["GTKNotes"]),
    ],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: "../.."),
        // The scenario type, handler and command line that Benchmarks/ shares.
        .package(path: "../../Benchmarks/BenchmarkSupport"),
        // For the tests only, which record a live window's semantics with the `.semantics` strategy;
        // a package that depends on this one resolves neither.
        .package(name: "HeadlessWidgetsSnapshotTesting", path: "../../Integrations/SnapshotTesting"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The GListModel behind the recycled lists: a GObject type is defined in C.
        .target(name: "CGtkListModel", dependencies: ["CGtk"]),
        .target(
            name: "SendingStateGTK",
            dependencies: [
                "CGtk",
                "CGtkListModel",
                .product(name: "SendingState", package: "SendingState"),
                // The input engine, so that GTK and headless views follow the same input rules.
                .product(name: "SendingStateInput", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "SendingStateGTKTesting",
            dependencies: [
                "CGtk",
                "SendingStateGTK",
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .executableTarget(
            name: "GTKShoppingList",
            dependencies: [
                "SendingStateGTK",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "ShoppingListModel", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // A small notes app, written without GTK's C API; its tests run its own application.
        .executableTarget(
            name: "GTKNotes",
            dependencies: [
                "SendingStateGTK",
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // Counts the instructions of GTKListView's bind and click against a hand-written GTK app,
        // under callgrind and Xvfb: `bash Adapters/GTK/check-benchmarks.sh`.
        .executableTarget(
            name: "GTKBenchmarks",
            dependencies: [
                .product(name: "BenchmarkSupport", package: "BenchmarkSupport"),
                "CGtk",
                "CGtkListModel",
                "SendingStateGTK",
                .product(name: "SendingState", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // Runs GTKMainLoop at the top of a program, as an app does, for GTKMainLoopTests, and menus
        // on a display of their own for GTKMenuTests.
        .executableTarget(
            name: "GTKMainLoopProbe",
            dependencies: [
                "CGtk", "SendingStateGTK", "SendingStateGTKTesting",
                .product(name: "SendingState", package: "SendingState"),
            ],
            path: "Tests/GTKMainLoopProbe",
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateGTKTests",
            dependencies: [
                "CGtk",
                "GTKMainLoopProbe",
                // Run by GTKApplicationTests, as a person starts it.
                "GTKShoppingList",
                "CGtkListModel",
                "SendingStateGTK",
                "SendingStateGTKTesting",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SendingStateTesting", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
                .product(name: "HeadlessWidgetsSnapshotTesting", package: "HeadlessWidgetsSnapshotTesting"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The recordings are read and written by swift-snapshot-testing, next to the tests.
            exclude: ["Accessibility/__Snapshots__"],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateGTKTestingTests",
            dependencies: [
                // Its own application, tested whole.
                "GTKNotes",
                "SendingStateGTK",
                "SendingStateGTKTesting",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
        // One suite of scenarios played on HeadlessWidgets and on GTK with real input: the scenarios,
        // their mappings and the headless player are the root package's SendingStateParity, which
        // every adapter's parity suite shares.
        .testTarget(
            name: "ToolkitParityTests",
            dependencies: [
                "CGtk",
                "SendingStateGTK",
                "SendingStateGTKTesting",
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
                .product(name: "SendingStateParity", package: "SendingState"),
            ],
            swiftSettings: upcomingFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
