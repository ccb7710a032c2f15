import PantographEngine

/// The scenes a session can load, in the order `scenario` lists them: the built-ins,
/// carried as scene-language text and each parsed when first used, then those
/// `scene load` added. A value in the session's state, so undo takes a load back.
public struct SceneLibrary: Hashable, Sendable {
    /// Loaded scenes, by name; a loaded scene replaces a built-in of the same name.
    private var loaded: [Scenario] = []

    public init() {}

    /// The library every session starts with: the built-ins alone.
    public static let builtIn = SceneLibrary()

    public static let defaultName = "deeper"

    /// Every name, built-ins first.
    public var names: [String] {
        BuiltInScenes.names + loaded.map(\.name).filter { !BuiltInScenes.names.contains($0) }
    }

    public func scenario(named name: String) -> Scenario? {
        loaded.first { $0.name == name } ?? BuiltInScenes.scenario(named: name)
    }

    /// Every scene, in `names`' order (parses the built-ins not parsed yet).
    public var all: [Scenario] { names.compactMap(scenario(named:)) }

    public func isBuiltIn(_ name: String) -> Bool { BuiltInScenes.names.contains(name) && !loaded.contains { $0.name == name } }

    /// Adds the scene, or replaces the one of its name.
    public mutating func add(_ scenario: Scenario) {
        loaded.removeAll { $0.name == scenario.name }
        loaded.append(scenario)
    }

    /// "unknown scenario 'x'\nknown: …"
    func unknown(_ name: String) -> String {
        "unknown scenario \(Quoting.quoted(name))" + Quoting.suggestion(for: name, in: names) + "\nknown: \(names.joined(separator: ", "))"
    }
}

extension BuiltInScenes {
    /// Parses a built-in's text; the tests hold every built-in parseable.
    static func parse(_ index: Int) -> Scenario {
        do {
            return try SceneParser.parse(all[index].text)
        } catch {
            fatalError("built-in scene \(all[index].name) does not parse:\n\(error.report(file: "\(all[index].name).scene"))")
        }
    }
}
