import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// The built-in scenes are the files in Scenes/, embedded in the binary as text by a
/// generated Swift file; a stale copy fails here.
struct BuiltInSceneTests {
    static let generatedPath = "Sources/PantographShell/Scene/BuiltInScenes.swift"
    /// The order `scenario` lists them.
    static let order = ["deeper", "card", "hero", "sheet", "modal", "flip", "navigation"]

    static func sceneText(_ name: String) throws -> String {
        try Repository.text("Scenes/\(name).scene")
    }

    static func generated() throws -> String {
        var text = """
        // Generated from Scenes/*.scene by `PANTOGRAPH_RECORD=1 swift test --filter BuiltInSceneTests`.
        // Do not edit: edit the .scene file and regenerate (a stale copy fails BuiltInSceneTests).
        import PantographEngine

        /// The built-in scenes' text, in the order `scenario` lists them; each is parsed
        /// when it is first used, so start-up parses only the scene it starts on.
        enum BuiltInScenes {
            static let names = [\(order.map { "\"\($0)\"" }.joined(separator: ", "))]

            static func scenario(named name: String) -> Scenario? {
                switch name {

        """
        for name in order { text += "        case \"\(name)\": \(name)\n" }
        text += """
                default: nil
                }
            }

        """
        for (index, name) in order.enumerated() { text += "    static let \(name) = parse(\(index))\n" }
        text += "\n    static let all: [(name: String, text: String)] = [\n"
        for name in order {
            text += "        (\"\(name)\", #\"\"\"\n\(try sceneText(name))\"\"\"#),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    @Test func theEmbeddedCopyIsTheScenesFiles() throws {
        try Snapshot.expect(try Self.generated(), matches: Self.generatedPath, rerun: "BuiltInSceneTests")
        for (index, name) in Self.order.enumerated() {
            #expect(BuiltInScenes.all[index].name == name)
            #expect(BuiltInScenes.all[index].text + "\n" == (try Self.sceneText(name)))
        }
    }

    /// The text gives exactly the scene the engine's tests build in Swift, so every
    /// golden file stays what it was.
    @Test(arguments: zip(order, [Scenario.deeper, .card, .hero, .sheet, .modal]))
    func theTextIsTheEnginesScene(_ name: String, _ expected: Scenario) throws {
        let scenario = try #require(SceneLibrary.builtIn.scenario(named: name))
        #expect(scenario == expected)
    }

    @Test func theLibraryListsTheBuiltInsInOrder() {
        #expect(SceneLibrary.builtIn.names == Self.order)
        #expect(SceneLibrary.builtIn.scenario(named: "nothing") == nil)
    }
}
