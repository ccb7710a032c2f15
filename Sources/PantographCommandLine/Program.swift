import PantographShell
import Synchronization

/// Which program the command-line driver runs as: `pantograph` over its scenes, or an
/// app's harness (PantographHarness) over the app its root closure makes. Everything
/// else — the flags, the modes, the exit statuses, the REPL with its history, Tab and
/// Ctrl-C, the signals — is the driver's, the same code for both (docs/cli.md).
public struct Program: Sendable {
    /// What the session drives.
    public enum World: Sendable {
        /// The built-in scenes and the scene files `--scenario` and `--scene` choose.
        case scenes
        /// An app: the session for the options, made by the harness. `--scenario` and
        /// `--scene` do not apply.
        case app(makeSession: @Sendable (SessionOptions, OutputSink) throws(SessionError) -> ShellSession)
    }

    /// The name the usage, the version and the program's own messages (`NAME: …`) give.
    public var name: String
    /// The usage's first line.
    public var abstract: String
    public var world: World
    /// The folder of the REPL's history under `$XDG_STATE_HOME/pantograph` (docs/cli.md):
    /// none for `pantograph`; an app's harness keeps its own, where its `call` names are.
    public var historyFolder: String?

    public init(name: String, abstract: String, world: World, historyFolder: String?) {
        self.name = name
        self.abstract = abstract
        self.world = world
        self.historyFolder = historyFolder
    }

    /// The `pantograph` command.
    public static var scenes: Program { Program(name: "pantograph",
                                       abstract: "Simulate UIKit interactive view-controller transitions.",
                                       world: .scenes, historyFolder: nil) }

    /// The program running: set once, before the command line is read.
    public static var current: Program {
        get { chosen.withLock { $0 } ?? .scenes }
        set { chosen.withLock { $0 = newValue } }
    }
    private static let chosen = Mutex<Program?>(nil)

    var takesScenes: Bool {
        if case .scenes = world { true } else { false }
    }
}
