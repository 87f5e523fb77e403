// swift-tools-version: 6.2

import PackageDescription

/// Upcoming language features enabled on every target.
let upcomingFeatures: [SwiftSetting] = [
    // SE-0335: spell existential types with `any`.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: imports are internal unless marked `public`.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: member lookup sees only what a file imports.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "SendingState",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SendingState", targets: ["SendingState"]),
        .library(name: "HeadlessWidgets", targets: ["HeadlessWidgets"]),
        .library(name: "SendingStateTesting", targets: ["SendingStateTesting"]),
        // Toolkit-neutral gesture recognizers that an adapter feeds with pointer events.
        .library(name: "SendingStateInput", targets: ["SendingStateInput"]),
        // Lets `swift test` on Linux run `@MainActor` XCTest suites; depends only on XCTest.
        .library(name: "SendingStateXCTest", targets: ["SendingStateXCTest"]),
        // The example's models and interactor, shared by every toolkit's shopping list.
        .library(name: "ShoppingListModel", targets: ["ShoppingListModel"]),
        // The example's screens and its scripted session, for tests outside this package, such as
        // the snapshot tests of Integrations/SnapshotTesting.
        .library(name: "ShoppingListUI", targets: ["ShoppingListUI"]),
        .executable(name: "ShoppingList", targets: ["ShoppingList"]),
        // What this repository's tests share, for the nested packages' tests too; not API.
        .library(name: "SendingStateTestSupport", targets: ["SendingStateTestSupport"]),
        // The scenarios every toolkit's parity suite plays, and their headless player, for this
        // repository's adapters; not API for apps.
        .library(name: "SendingStateParity", targets: ["SendingStateParity"]),
    ],
    targets: [
        .target(name: "SendingState", swiftSettings: upcomingFeatures),
        .target(
            name: "SendingStateInput",
            dependencies: ["SendingState"],
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "HeadlessWidgets",
            dependencies: ["SendingState", "SendingStateInput"],
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "SendingStateTesting",
            dependencies: ["SendingState"],
            swiftSettings: upcomingFeatures
        ),
        // The Swift 5 language mode is the point of this target: SwiftPM compiles its generated
        // test list in Swift 5, whose type for a main-actor test method Swift 6 can't spell (it
        // makes it `@Sendable`). Strict concurrency checks the target as completely as Swift 6.
        .target(
            name: "SendingStateXCTest",
            swiftSettings: upcomingFeatures + [
                .swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"),
            ]
        ),
        .target(
            name: "ShoppingListModel",
            dependencies: ["SendingState"],
            path: "Examples/ShoppingListModel",
            swiftSettings: upcomingFeatures
        ),
        .target(
            name: "ShoppingListUI",
            dependencies: ["SendingState", "HeadlessWidgets", "ShoppingListModel"],
            path: "Examples/ShoppingListUI",
            swiftSettings: upcomingFeatures
        ),
        .executableTarget(
            name: "ShoppingList",
            dependencies: ["ShoppingListUI"],
            path: "Examples/ShoppingList",
            exclude: ["expected-output.txt"],
            swiftSettings: upcomingFeatures
        ),
        // The helpers every test target of this repository shares, once: recorders of actions
        // and diagnostics, the product row fixture and the contracts that every toolkit's tests
        // check. It lives beside the tests, as swift-collections' test support does.
        .target(
            name: "SendingStateTestSupport",
            dependencies: ["SendingState", "SendingStateInput", "SendingStateTesting"],
            path: "Tests/SendingStateTestSupport",
            swiftSettings: upcomingFeatures
        ),
        // The scenarios every toolkit's parity suite plays, with the screen's parts and mappings and
        // the player on HeadlessWidgets, for the adapters' parity suites; not API for apps.
        .target(
            name: "SendingStateParity",
            dependencies: ["SendingState", "HeadlessWidgets", "SendingStateTestSupport"],
            path: "Tests/SendingStateParity",
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateTests",
            dependencies: ["SendingState", "SendingStateTestSupport"],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "HeadlessWidgetsTests",
            dependencies: [
                "SendingState", "SendingStateInput", "HeadlessWidgets", "SendingStateTesting",
                "SendingStateTestSupport",
            ],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateInputTests",
            dependencies: ["SendingState", "SendingStateInput", "SendingStateTestSupport"],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "SendingStateTestingTests",
            dependencies: ["SendingState", "SendingStateTesting"],
            swiftSettings: upcomingFeatures
        ),
        .testTarget(
            name: "ReadmeTests",
            dependencies: ["SendingState", "HeadlessWidgets"],
            swiftSettings: upcomingFeatures
        ),
        // View logic written as a UIKit user writes it, compiled against typealiases that rename
        // UIKit's types only, and without the upcoming features, as an app ported from iOS is:
        // SendingState 1.0.0's code writes `var eventForwarder: EventForwardable`, without `any`.
        .testTarget(
            name: "PortingTests",
            dependencies: ["SendingState", "HeadlessWidgets"]
        ),
        // A UIKit app's XCTest suite as it is, with `@MainActor` test classes, run by `swift test`
        // through SendingStateXCTest; like PortingTests, without the upcoming features.
        .testTarget(
            name: "XCTestPortingTests",
            dependencies: ["SendingState", "HeadlessWidgets", "SendingStateXCTest"]
        ),
        .testTarget(
            name: "ShoppingListTests",
            dependencies: ["ShoppingListUI", "ShoppingListModel", "SendingState", "HeadlessWidgets"],
            swiftSettings: upcomingFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
