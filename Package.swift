// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantograph",
    products: [
        // The pure engine, usable on its own from another package.
        .library(name: "PantographEngine", targets: ["PantographEngine"]),
        .library(name: "PantographShell", targets: ["PantographShell"]),
        // UIKit's transition machinery by UIKit's names, for an app's own code
        // (docs/own-code.md). The `pantograph` executable does not link it.
        .library(name: "PantographUIKit", targets: ["PantographUIKit"]),
        .executable(name: "pantograph", targets: ["pantograph"]),
        // `pantograph` over an app's own code: an executable whose main calls
        // `PantographHarness.main(root:)` (docs/own-code.md).
        .library(name: "PantographHarness", targets: ["PantographHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/docs). A command plugin: a
        // plain build plans its tools but compiles none, and a package that depends on
        // PantographEngine does not resolve it (docs/setup.md).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // No I/O, no clock, no printing: value types and state machines.
        .target(name: "PantographEngine"),
        // Classes with UIKit's names over the engine's rules (and Auto Layout over
        // PantographLayout); may import Foundation.
        .target(name: "PantographUIKit", dependencies: ["PantographEngine", "PantographLayout"]),
        // The seeds' transitions as app code, built against PantographUIKit (docs/own-code.md).
        .target(name: "Deeper", dependencies: ["PantographUIKit"], path: "Examples/Deeper"),
        .target(name: "Sheet", dependencies: ["PantographUIKit"], path: "Examples/Sheet"),
        .target(name: "Modal", dependencies: ["PantographUIKit"], path: "Examples/Modal"),
        .target(name: "Hero", dependencies: ["PantographUIKit"], path: "Examples/Hero"),
        .target(name: "Flip", dependencies: ["PantographUIKit"], path: "Examples/Flip"),
        .target(name: "Navigation", dependencies: ["PantographUIKit"], path: "Examples/Navigation"),
        .target(name: "Card", dependencies: ["PantographUIKit"], path: "Examples/Card"),
        // Apps that ship the bugs the diagnostics name, each beside its fix (docs/diagnostics.md).
        .target(name: "Bugs", dependencies: ["PantographUIKit"], path: "Examples/Bugs"),
        // Command language, evaluation, rendering (text and JSON), script running.
        .target(name: "PantographShell", dependencies: ["PantographEngine"]),
        // Auto Layout: an incremental Cassowary solver and the layout model on top
        // (docs/autolayout.md). Pure values, like the engine; PantographUIKit wires it.
        .target(name: "PantographLayout", dependencies: ["PantographEngine"]),
        // GNU readline, found through pkg-config (readline.pc): Debian's and Ubuntu's
        // libreadline-dev, or Homebrew's keg-only readline on macOS (SwiftPM looks in
        // $(brew --prefix)/opt/readline/lib/pkgconfig). docs/setup.md says more.
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            pkgConfig: "readline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // glibc's mallopt(3), declared by <malloc.h>, which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The command-line driver: flags, files, the terminal (readline or plain stdin),
        // signals; the same code for `pantograph` and for an app's harness, which says
        // which program it is (`Program`). Links no UIKit.
        .target(
            name: "PantographCommandLine",
            dependencies: [
                "PantographEngine",
                "PantographShell",
                "CReadline",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "pantograph", dependencies: ["PantographCommandLine"]),
        // The command-line driver over an app: the shell's AppDriver on PantographUIKit.
        .target(name: "PantographHarness",
                dependencies: ["PantographCommandLine", "PantographShell", "PantographUIKit", "PantographEngine"]),
        // The Deeper example's harness: `pantograph` over its code (docs/own-code.md).
        .executableTarget(name: "deeper-harness", dependencies: ["Deeper", "PantographHarness"],
                          path: "Examples/DeeperHarness"),
        // The other examples' harnesses, held to their scenes by HarnessSceneTests.
        .executableTarget(name: "card-harness", dependencies: ["Card", "PantographHarness"], path: "Examples/CardHarness"),
        .executableTarget(name: "hero-harness", dependencies: ["Hero", "PantographHarness"], path: "Examples/HeroHarness"),
        .executableTarget(name: "sheet-harness", dependencies: ["Sheet", "PantographHarness"], path: "Examples/SheetHarness"),
        .executableTarget(name: "modal-harness", dependencies: ["Modal", "PantographHarness"], path: "Examples/ModalHarness"),
        .executableTarget(name: "flip-harness", dependencies: ["Flip", "PantographHarness"], path: "Examples/FlipHarness"),
        .executableTarget(name: "navigation-harness", dependencies: ["Navigation", "PantographHarness"],
                          path: "Examples/NavigationHarness"),
        // The starter `pantograph init` writes (Starter/): its card app, harness and test,
        // built and run here as well (docs/own-code.md, "A card, step by step").
        .target(name: "Cards", dependencies: ["PantographUIKit"], path: "Starter/Sources/Cards"),
        .executableTarget(name: "cards-harness", dependencies: ["Cards", "PantographHarness"],
                          path: "Starter/Sources/cards-harness"),
        .testTarget(name: "CardsTests", dependencies: ["Cards", "PantographHarness", "PantographUIKit"],
                    path: "Starter/Tests/CardsTests"),
        // A harness whose app traps on one gesture: the tests of a trap while `judge` runs.
        .executableTarget(name: "trap-harness", dependencies: ["PantographHarness", "PantographUIKit"],
                          path: "Tests/Fixtures/TrapHarness"),
        // A harness over an app of Examples/Bugs: the tests of `explore` with a finding.
        .executableTarget(name: "snap-harness", dependencies: ["Bugs", "PantographHarness"],
                          path: "Tests/Fixtures/SnapHarness"),
        // What the test targets share: the repository's root, snapshots (record mode
        // fails the run), a readable difference, closeness, a seeded generator.
        .target(name: "PantographTestSupport", dependencies: ["PantographEngine"], path: "Tests/TestSupport"),
        .testTarget(name: "PantographEngineTests", dependencies: ["PantographEngine", "PantographTestSupport"]),
        .testTarget(name: "PantographLayoutTests", dependencies: ["PantographLayout", "PantographEngine", "PantographTestSupport"]),
        // The shell for its built-in scenes as the scene language gives them (the
        // differential tests hold the examples to those).
        .testTarget(name: "PantographUIKitTests", dependencies: ["PantographUIKit", "PantographEngine", "PantographShell",
                                                                "PantographTestSupport", "Deeper", "Sheet", "Modal", "Hero",
                                                                "Flip", "Navigation", "Card", "Bugs"]),
        .testTarget(name: "PantographHarnessTests", dependencies: ["PantographHarness", "PantographUIKit", "PantographShell",
                                                                   "Deeper", "Sheet", "Modal", "Hero", "Flip", "Navigation",
                                                                   "Card", "Bugs", "Cards", "PantographTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "PantographShellTests", dependencies: ["PantographShell", "PantographTestSupport"],
                    exclude: ["Golden"]),
        // Runs the built binary; `pty/` holds the pexpect driver for the REPL tests.
        .testTarget(name: "EndToEndTests", dependencies: ["pantograph", "deeper-harness", "card-harness", "hero-harness", "sheet-harness",
                                                          "modal-harness", "flip-harness", "navigation-harness", "trap-harness",
                                                          "cards-harness", "snap-harness", "PantographCommandLine",
                                                          "PantographEngine", "PantographTestSupport"],
                    exclude: ["pty", "HarnessGolden", "HarnessScenes", "HarnessPictures"]),
    ],
    swiftLanguageModes: [.v6]
)

// The bench of a pan move through an app's own handler against the scene's
// (bench/uikit.sh), of gestures driven through the harness (bench/harness.sh), and
// Auto Layout's (bench/layout.sh): declared only when asked for,
// so that a plain build compiles no bench.
if Context.environment["PANTOGRAPH_BENCH"] == "1" {
    package.products.append(.executable(name: "uikit-bench", targets: ["UIKitBench"]))
    package.targets.append(.executableTarget(name: "UIKitBench",
                                             dependencies: ["Deeper", "Card", "PantographUIKit", "PantographEngine"],
                                             path: "bench/UIKitBench"))
    package.products.append(.executable(name: "harness-bench", targets: ["HarnessBench"]))
    package.targets.append(.executableTarget(name: "HarnessBench", dependencies: ["Deeper", "Sheet", "PantographHarness", "PantographUIKit"],
                                             path: "bench/HarnessBench"))
    package.products.append(.executable(name: "layout-bench", targets: ["LayoutBench"]))
    package.targets.append(.executableTarget(name: "LayoutBench", dependencies: ["PantographUIKit"],
                                             path: "bench/LayoutBench"))
}

// The libFuzzer target over the session's byte entry point (scripts/fuzz): declared
// only when asked for, because it links only with `-sanitize=fuzzer`, which supplies
// `main`.
if Context.environment["PANTOGRAPH_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "PantographFuzz", dependencies: ["PantographShell"],
                                             path: "Fuzz/PantographFuzz"))
}
