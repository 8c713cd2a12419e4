// swift-tools-version:6.0
import PackageDescription

/// LemonLog: a terminal emotion diary. No third-party packages.
let package = Package(
    name: "LemonLog",
    targets: [
        // The message tables, catalogs and schemas of the top-level Resources/ folder, shipped
        // as the bundle SwiftPM builds beside the executable (found by LemonLogKit's
        // ResourceFiles). A new file or folder in Resources/ joins this list (else a warning).
        .target(
            name: "LemonLogResources",
            path: "Resources",
            sources: ["LemonLogResources.swift"],
            resources: [
                .copy("en.lproj"), .copy("ko.lproj"), .copy("schemas"),
                .copy("care.json"), .copy("emotions.json"), .copy("support.json"), .copy("traps.json"),
                // The guide, so that an installed copy has it beside its messages (the README links it).
                .copy("guide.md"),
            ]
        ),
        // The core: domain, validation, view-model, editor, store, localization. No terminal I/O.
        .target(
            name: "LemonLogKit",
            dependencies: ["LemonLogResources"],
            path: "Sources/LemonLogKit"
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
            path: "Tests/Benchmarks/lemonlog-bench"
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
