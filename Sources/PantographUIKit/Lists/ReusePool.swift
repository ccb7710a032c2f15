/// The views a list keeps for reuse, by identifier, and the classes registered for
/// each; a view made or reused is handed out once `prepareForReuse` has run.
@MainActor struct ReusePool<View: UIView> {
    private var classes: [String: View.Type] = [:]
    private var queued: [String: [View]] = [:]

    mutating func register(_ type: View.Type?, for identifier: String) {
        classes[identifier] = type
    }

    func isRegistered(_ identifier: String) -> Bool { classes[identifier] != nil }

    /// A queued view of `identifier`, prepared for reuse, if there is one.
    mutating func reuse(_ identifier: String, prepare: (View) -> Void) -> View? {
        guard let view = queued[identifier]?.popLast() else { return nil }
        prepare(view)
        return view
    }

    /// The registered class of `identifier`.
    func type(for identifier: String) -> View.Type? { classes[identifier] }

    mutating func enqueue(_ view: View, as identifier: String) {
        queued[identifier, default: []].append(view)
    }
}
