import PantographEngine

/// The scenes a session can load, in the order `scenario` lists them: the built-ins
/// (the engine's `Scenarios`, compiled from Scenes/), then those `scene load` added. A
/// value in the session's state, so undo takes a load back.
public struct SceneLibrary: Hashable, Sendable {
    /// A scene read from a file: its text as written (its lets and comments) and the
    /// path it was read from.
    public struct Source: Hashable, Sendable {
        public let text: String
        public let path: String
    }

    /// Loaded scenes, by name; a loaded scene replaces a built-in of the same name.
    private var loaded: [(scenario: Scenario, source: Source?)] = []

    public static func == (a: SceneLibrary, b: SceneLibrary) -> Bool {
        a.loaded.count == b.loaded.count && zip(a.loaded, b.loaded).allSatisfy { $0.scenario == $1.scenario && $0.source == $1.source }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in loaded {
            hasher.combine(entry.scenario)
            hasher.combine(entry.source)
        }
    }

    public init() {}

    /// The library every session starts with: the built-ins alone.
    public static let builtIn = SceneLibrary()

    public static let defaultName = Scenarios.defaultName

    /// Every name, built-ins first.
    public var names: [String] {
        Scenarios.names + loaded.map(\.scenario.name).filter { !Scenarios.names.contains($0) }
    }

    public func scenario(named name: String) -> Scenario? {
        loaded.first { $0.scenario.name == name }?.scenario ?? Scenarios.named(name)
    }

    /// Every scene, in `names`' order.
    public var all: [Scenario] { names.compactMap(scenario(named:)) }

    public func isBuiltIn(_ name: String) -> Bool { Scenarios.names.contains(name) && !loaded.contains { $0.scenario.name == name } }

    /// The file `scenario` was read from, if it is a scene of the library that was.
    public func source(of scenario: Scenario) -> Source? {
        loaded.first { $0.scenario.name == scenario.name && $0.scenario == scenario }?.source
    }

    /// Adds the scene, or replaces the one of its name.
    public mutating func add(_ scenario: Scenario, source: Source? = nil) {
        loaded.removeAll { $0.scenario.name == scenario.name }
        loaded.append((scenario, source))
    }

    /// The scene in the scene language: a scene read from a file as it was written
    /// (its lets, comments and layout), any other as `ScenePrinter` writes it.
    func text(of scenario: Scenario) -> String {
        source(of: scenario)?.text ?? ScenePrinter.print(scenario)
    }

    /// "unknown scenario 'x'\nknown: …"
    func unknown(_ name: String) -> String {
        "unknown scene \(Quoting.quoted(name))" + Quoting.suggestion(for: name, in: names) + "\nknown: \(names.joined(separator: ", "))"
    }
}
