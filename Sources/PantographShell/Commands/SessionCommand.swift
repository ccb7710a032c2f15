/// The commands a session runs itself, because they act on the session rather than
/// on the simulated world: checks of the last command, going back, recording, and
/// running another script (docs/scripts.md). The parser makes them `Command.session`,
/// so the evaluator never sees one and the session needs no list of them.
public enum SessionCommand: Hashable, Sendable {
    case expect(Expectation)
    case undo(Int)
    /// nil: `record off`.
    /// `sync`: each line is flushed to the disk (fsync) before the next command runs.
    case record(path: String?, sync: Bool)
    case source(path: String)
}
