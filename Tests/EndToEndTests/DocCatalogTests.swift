import Foundation
import Testing
import PantographTestSupport

/// The engine's DocC landing page lists every public top-level type and function in a
/// topic group, so that a new one is placed where a reader looks for it rather than in
/// DocC's automatic heaps ("Structures", "Enumerations"). DocC itself does not warn
/// about a symbol left out; `scripts/docs --warnings-as-errors` (CI) checks that every
/// listed link resolves.
@Suite struct DocCatalogTests {
    static let root = Repository.root

    /// `Name` for a type, `name(` for a function, as a line of a file declares it.
    static func declaredName(_ line: Substring) -> String? {
        // Top-level declarations only: a nested one starts indented.
        guard line.hasPrefix("public ") else { return nil }
        var words = Array(line.split(separator: " ").dropFirst())
        while let first = words.first, ["indirect", "final"].contains(first) { words.removeFirst() }
        guard words.count >= 2 else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        switch words[0] {
        case "struct", "enum", "protocol", "class", "actor", "typealias": return String(name)
        case "func": return name + "("
        default: return nil
        }
    }

    @Test func landingPageListsEveryPublicTopLevelSymbol() throws {
        let engine = Self.root.appendingPathComponent("Sources/PantographEngine")
        let landing = try String(contentsOf: engine.appendingPathComponent("PantographEngine.docc/PantographEngine.md"),
                                 encoding: .utf8)
        let files = FileManager.default.enumerator(at: engine, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var names: [String] = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let name = Self.declaredName(line) { names.append(name) }
            }
        }
        #expect(names.count > 50)
        let missing = names.filter { !landing.contains("- ``\($0)") }.sorted()
        #expect(missing == [], "put these in a topic group of PantographEngine.md")
    }

    @Test(arguments: [
        ("public struct Simulator: Hashable, Sendable {", "Simulator"),
        ("public indirect enum Expr: Hashable {", "Expr"),
        ("public func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double {", "lerp("),
        ("public enum BuiltInScenes {", "BuiltInScenes"),
        ("    public enum State: String {", nil),
        ("public static var deeper: Scene { Deeper.scene }", nil),
        ("extension Simulator {", nil),
    ] as [(String, String?)])
    func readsADeclarationsName(_ line: String, _ name: String?) {
        #expect(Self.declaredName(Substring(line)) == name)
    }
}
