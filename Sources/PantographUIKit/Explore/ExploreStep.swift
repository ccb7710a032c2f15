import PantographEngine

/// One thing a user (or the system) does to an app in an exploring session.
public enum ExploreStep: Hashable, Sendable {
    /// The app's named action at this index of `Explorer.actions` (a tap that opens a
    /// screen, a push), run as the app's code in one turn.
    case action(Int)
    /// A finger down at `from`, moved by `by` in `moves` frames, then `end`.
    case drag(from: CGPoint, by: CGPoint, moves: Int, end: DragEnd)
    /// Frames pass with no finger on the screen.
    case wait(frames: Int)
}

/// How a drag ends.
public enum DragEnd: Hashable, Sendable {
    /// The finger lifts at once: a flick keeps its speed.
    case lift
    /// The finger holds still for ten frames, then lifts: no speed left.
    case holdThenLift
    /// The system takes the touch (a call comes in).
    case systemCancel
}
