import Foundation

/// The folder SwiftPM built this test bundle in, where the package's executables are too, such as
/// GTKMainLoopProbe and GTKShoppingList.
let builtExecutables = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
