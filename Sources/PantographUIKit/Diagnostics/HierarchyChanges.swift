import Synchronization

/// A count of the changes that can change which controller is on top of the window, or
/// whether its view is in the window: a view given or taken from a superview, a
/// controller presented or dismissed, made a child or taken out of its parent, pushed
/// or popped, its view loaded or replaced, a window's root set, and a view or a
/// controller let go (a weak reference to it empties without a setter). The window
/// check (`windowMismatch`) looks again only when the count moved since it last looked,
/// so an idle turn (a drag's move that changes none of these) costs it a comparison.
/// One count for every app, atomic because a `deinit` is not isolated to the main
/// actor: a change in another app only makes a check run again.
enum HierarchyChanges {
    private static let counter = Atomic<Int>(0)

    static var count: Int { counter.load(ordering: .relaxed) }

    static func changed() { counter.add(1, ordering: .relaxed) }
}
