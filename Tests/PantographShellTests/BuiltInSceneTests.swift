import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// The built-in scenes are the files in Scenes/, embedded in the binary as text by a
/// generated Swift file; a stale copy fails here.
struct BuiltInSceneTests {
    static let generatedPath = "Sources/PantographEngine/Scene/BuiltInScenes.swift"
    /// The built-in scenes, in the order `scene` lists them: the one list of their
    /// names (the first is where a session starts). Everything else reads the
    /// generated `BuiltInScenes`.
    static let order = ["deeper", "card", "hero", "sheet", "modal", "flip", "navigation"]

    static func sceneText(_ name: String) throws -> String {
        try Repository.text("Scenes/\(name).scene")
    }

    /// The engine's `BuiltInScenes` and `Scene.deeper` …, written from each file as the
    /// scene language reads it (which checks it whole).
    static func generated() throws -> String {
        let literal = SwiftLiteral()
        var text = """
            // Generated from Scenes/*.scene by `PANTOGRAPH_RECORD=1 swift test --filter BuiltInSceneTests`.
            // Do not edit: edit the .scene file and regenerate (a stale copy fails BuiltInSceneTests).

            /// The built-in scenes, compiled from their text: the files in Scenes/ are their
            /// only source, read and checked when this file is generated, so start-up reads no
            /// text and checks nothing twice.
            public enum BuiltInScenes {
                /// Every built-in's name, in the order `scene list` lists them.
                public static let names = [\(order.map { "\"\($0)\"" }.joined(separator: ", "))]

                /// Where a session starts, and its name.
                public static var first: Scene { .\(order[0]) }
                public static let defaultName = "\(order[0])"

                public static let all: [Scene] = [\(order.map { ".\($0)" }.joined(separator: ", "))]

                /// A built-in by name, making only that one.
                public static func named(_ name: String) -> Scene? {
                    switch name {

            """
        for name in order { text += "        case \"\(name)\": .\(name)\n" }
        text += """
                    default: nil
                    }
                }
            }

            extension Scene {

            """
        for name in order {
            let scene = try SceneParser.parse(try sceneText(name))
            #expect(scene.name == name, "Scenes/\(name).scene names its scene \(scene.name)")
            let indent = "        "
            text += "    /// Scenes/\(name).scene.\n"
            text += "    public static let \(name) = Scene(\n"
            text += "        compiled: \(try literal.write(scene.name)), summary: \(try literal.write(scene.summary)),\n"
            text += "        views: \(try literal.write(scene.views, indent: indent)),\n"
            text += "        controllers: \(try literal.write(scene.controllers, indent: indent)),\n"
            text += "        initialWindow: \(try literal.write(scene.initialWindow, indent: indent)),\n"
            text += "        presentations: \(try literal.write(scene.presentations, indent: indent)),\n"
            text += "        options: \(try literal.write(scene.options, indent: indent)),\n"
            text += "        defaults: \(try literal.write(scene.defaults, indent: indent)),\n"
            text += "        initialDepth: \(scene.initialDepth))\n"
            if name != order.last { text += "\n" }
        }
        text += """
            }

            /// `value` with `change` made to it.
            private func changed<T>(_ value: T, _ change: (inout T) -> Void) -> T {
                var value = value
                change(&value)
                return value
            }

            """
        return text
    }

    @Test func theCompiledScenesAreTheScenesFiles() throws {
        try Snapshot.expect(try Self.generated(), matches: Self.generatedPath, rerun: "BuiltInSceneTests")
    }

    /// Each compiled scene is what its text reads as, and checks as the text does.
    @Test(arguments: order)
    func theCompiledSceneIsItsText(_ name: String) throws {
        let parsed = try SceneParser.parse(try Self.sceneText(name))
        let compiled = try #require(BuiltInScenes.named(name))
        #expect(compiled == parsed)
        _ = try Scene(name: compiled.name, summary: compiled.summary, views: compiled.views, controllers: compiled.controllers,
                         initialWindow: compiled.initialWindow, presentations: compiled.presentations, options: compiled.options,
                         defaults: compiled.defaults, initialDepth: compiled.initialDepth)
    }

    /// Equal dictionaries can iterate in different orders (hash seed, capacity); the
    /// generator must not read that as a change, or the generated file differs from run
    /// to run (it once did, and failed CI).
    @Test func aFieldEqualToItsBlankIsNotWritten() throws {
        var settings = Settings()
        // The same values in a dictionary that lists them in another order. The hash
        // seed is the process's, so one capacity may by chance give the same order:
        // other capacities are tried until one does not.
        let plain = Array(Settings().policyValues.keys)
        var roomy: [String: Double] = [:]
        for capacity in [512, 1024, 2048, 4096, 8192, 16384] {
            roomy = [String: Double](minimumCapacity: capacity)
            for key in settings.policyValues.keys.sorted().reversed() { roomy[key] = settings.policyValues[key] }
            if Array(roomy.keys) != plain { break }
        }
        settings.policyValues = roomy
        #expect(Array(roomy.keys) != plain, "the test needs two orders")
        #expect(try SwiftLiteral().write(settings) == "Settings()")
        settings.duration = 1
        #expect(try SwiftLiteral().write(settings) == "changed(Settings()) { $0.duration = 1 }")
    }

    @Test func everyNameComesFromOneList() {
        #expect(BuiltInScenes.names == Self.order)
        #expect(BuiltInScenes.all.map(\.name) == Self.order)
        #expect(BuiltInScenes.defaultName == Self.order[0] && BuiltInScenes.first.name == Self.order[0])
        #expect(SceneLibrary.builtIn.names == Self.order)
        #expect(SceneLibrary.builtIn.scene(named: "nothing") == nil)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Scenes").path)) ?? []
        #expect(Set(files.filter { $0.hasSuffix(".scene") }.map { String($0.dropLast(6)) }) == Set(Self.order),
                "every file in Scenes/ is a built-in, and every built-in a file")
    }
}
