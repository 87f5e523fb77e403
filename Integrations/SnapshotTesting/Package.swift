// swift-tools-version: 6.2

import PackageDescription

// Snapshot strategies for pointfreeco's swift-snapshot-testing live in their own package, like the
// benchmarks and the GTK adapter, so that the root package keeps no dependencies: only a user who
// adds this product resolves swift-snapshot-testing.

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
    name: "HeadlessWidgetsSnapshotTesting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HeadlessWidgetsSnapshotTesting", targets: ["HeadlessWidgetsSnapshotTesting"])
    ],
    dependencies: [
        // Named, so that products resolve whatever the checkout's directory is called.
        .package(name: "SendingState", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "HeadlessWidgetsSnapshotTesting",
            dependencies: [
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "HeadlessWidgetsSnapshotTestingTests",
            dependencies: [
                "HeadlessWidgetsSnapshotTesting",
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "SendingStateTestSupport", package: "SendingState"),
                .product(name: "ShoppingListUI", package: "SendingState"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The recordings are read and written by swift-snapshot-testing, next to the tests.
            exclude: ["__Snapshots__"],
            swiftSettings: upcomingFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
