import PantographEngine

/// The scenes a session can load, in the order `scene` lists them: the built-ins
/// (the engine's `BuiltInScenes`, compiled from Scenes/), then those `scene load` added. A
/// value in the session's state, so undo takes a load back.
public struct SceneLibrary: Hashable, Sendable {
    /// A scene read from a file: its text as written (its lets and comments) and the
    /// path it was read from.
    public struct Source: Hashable, Sendable {
        public let text: String
        public let path: String
    }

    /// Loaded scenes, by name; a loaded scene replaces a built-in of the same name.
    private var loaded: [(scene: Scene, source: Source?)] = []

    public static func == (a: SceneLibrary, b: SceneLibrary) -> Bool {
        a.loaded.count == b.loaded.count && zip(a.loaded, b.loaded).allSatisfy { $0.scene == $1.scene && $0.source == $1.source }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in loaded {
            hasher.combine(entry.scene)
            hasher.combine(entry.source)
        }
    }

    public init() {}

    /// The library every session starts with: the built-ins alone.
    public static let builtIn = SceneLibrary()

    public static let defaultName = BuiltInScenes.defaultName

    /// Every name, built-ins first.
    public var names: [String] {
        BuiltInScenes.names + loaded.map(\.scene.name).filter { !BuiltInScenes.names.contains($0) }
    }

    public func scene(named name: String) -> Scene? {
        loaded.first { $0.scene.name == name }?.scene ?? BuiltInScenes.named(name)
    }

    /// Every scene, in `names`' order.
    public var all: [Scene] { names.compactMap(scene(named:)) }

    public func isBuiltIn(_ name: String) -> Bool { BuiltInScenes.names.contains(name) && !loaded.contains { $0.scene.name == name } }

    /// The file `scene` was read from, if it is a scene of the library that was.
    public func source(of scene: Scene) -> Source? {
        loaded.first { $0.scene.name == scene.name && $0.scene == scene }?.source
    }

    /// Adds the scene, or replaces the one of its name.
    public mutating func add(_ scene: Scene, source: Source? = nil) {
        loaded.removeAll { $0.scene.name == scene.name }
        loaded.append((scene, source))
    }

    /// The scene in the scene language: a scene read from a file as it was written
    /// (its lets, comments and layout), any other as `ScenePrinter` writes it.
    func text(of scene: Scene) -> String {
        source(of: scene)?.text ?? ScenePrinter.print(scene)
    }

    /// "unknown scene 'x'\nknown: …"
    func unknown(_ name: String) -> String {
        "unknown scene \(Quoting.quoted(name))" + Quoting.suggestion(for: name, in: names) + "\nknown: \(names.joined(separator: ", "))"
    }
}
