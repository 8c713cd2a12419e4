// swift-tools-version:6.0
import PackageDescription

/// LemonLog: a terminal emotion diary. No third-party packages.
let package = Package(
    name: "LemonLog",
    targets: [
        // The core: domain, validation, view-model, editor, store, localization. No terminal I/O.
        // Its path is the package root so that the top-level Resources/ folder ships with it;
        // everything else at the root belongs to another target or to no target, and is
        // excluded so that `swift build` reports no unhandled file (a new top-level file or
        // folder goes in this list).
        .target(
            name: "LemonLogKit",
            path: ".",
            exclude: [
                "Sources/LemonLogTerminal", "Sources/lemonlog", "Sources/lemonlog-bench", "Tests",
                "Benchmarks", "Scripts", "README.md", "BENCHMARKS.md",
            ],
            sources: ["Sources/LemonLogKit"],
            resources: [.copy("Resources")]
        ),
        // Raw mode, key decoding, frame rendering, signals.
        .target(
            name: "LemonLogTerminal",
            dependencies: ["LemonLogKit"],
            path: "Sources/LemonLogTerminal"
        ),
        // The executable: command-line parsing and wiring.
        .executableTarget(
            name: "lemonlog",
            dependencies: ["LemonLogKit", "LemonLogTerminal"],
            path: "Sources/lemonlog"
        ),
        // Benchmarks of the hot paths (not a test): swift run -c release lemonlog-bench
        .executableTarget(
            name: "lemonlog-bench",
            dependencies: ["LemonLogKit", "LemonLogTerminal"],
            path: "Sources/lemonlog-bench"
        ),
        // What the test targets share: the pseudo-terminal helper (spawn, session, virtual
        // screen, the walk through the step table), the lemonlog binary locator, running a check
        // as an unprivileged user, the one golden-file helper, the tools a test needs (a skip is
        // a failure under CI=true), and the content literal.
        .target(
            name: "LemonLogTestSupport",
            dependencies: ["LemonLogKit"],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "LemonLogKitTests",
            dependencies: ["LemonLogKit", "LemonLogTestSupport"],
            path: "Tests/LemonLogKitTests",
            exclude: ["Exchange/__Snapshots__", "Stats/__Snapshots__"]
        ),
        .testTarget(
            name: "LemonLogTerminalTests",
            dependencies: ["LemonLogTerminal", "LemonLogKit", "LemonLogTestSupport"],
            path: "Tests/LemonLogTerminalTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "lemonlogTests",
            dependencies: ["LemonLogKit", "lemonlog", "LemonLogTestSupport"],
            path: "Tests/lemonlogTests",
            exclude: ["CommandLine/__Snapshots__"]
        ),
    ]
)
