import PantographEngine

/// The scenes a session can load, in the order `scenario` lists them: the built-ins
/// (the engine's `Scenarios`, compiled from Scenes/), then those `scene load` added. A
/// value in the session's state, so undo takes a load back.
public struct SceneLibrary: Hashable, Sendable {
    /// Loaded scenes, by name; a loaded scene replaces a built-in of the same name.
    private var loaded: [Scenario] = []

    public init() {}

    /// The library every session starts with: the built-ins alone.
    public static let builtIn = SceneLibrary()

    public static let defaultName = Scenarios.defaultName

    /// Every name, built-ins first.
    public var names: [String] {
        Scenarios.names + loaded.map(\.name).filter { !Scenarios.names.contains($0) }
    }

    public func scenario(named name: String) -> Scenario? {
        loaded.first { $0.name == name } ?? Scenarios.named(name)
    }

    /// Every scene, in `names`' order.
    public var all: [Scenario] { names.compactMap(scenario(named:)) }

    public func isBuiltIn(_ name: String) -> Bool { Scenarios.names.contains(name) && !loaded.contains { $0.name == name } }

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
