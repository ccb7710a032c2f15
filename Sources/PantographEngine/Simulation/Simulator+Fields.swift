/// `Simulator`'s stored properties, declared once: `==`, `hash(into:)` and
/// `differs(from:)` all read this list, and `SimulatorFieldsTests` fails when a stored
/// property is in no entry (or an entry names one that is gone).
///
/// The compiler cannot derive them: the window compares as it shows, whether or not
/// its layout is still owed (`laidOut`, `owesTransitionLayout`), and `differs(from:)`
/// skips what follows from the rest.
extension Simulator {
    /// Every stored property, in the order they are compared: cheapest and most likely
    /// to differ first, the window (which may lay a copy out) after the plain values,
    /// the logs last.
    static let fields: [Field] = [
        .shown("clock") { $0.clock },
        .shown("gesture") { $0.gesture },
        .shown("depth") { $0.depth },
        .shown("transition") { $0.transition },
        .shown("drive") { $0.drive },
        .shown("animations") { $0.animations },
        .shown("settings") { $0.settings },
        .shown("viewTransitions") { $0.viewTransitions },
        .shown("deallocated") { $0.deallocated },
        .shown("viewTransitionsMade") { $0.viewTransitionsMade },
        .shown("scene", stored: ["resolved"]) { $0.resolved },
        // As it shows: the layout still owed is how it was computed, not what it is.
        .shown("window", stored: ["laidOut", "owesTransitionLayout"]) { $0.window },
        .derived("transitionEvents") { $0.transitionEvents },
        .derived("history") { $0.history },
        .derived("gestureHistory") { $0.gestureHistory },
        .derived("replay") { $0.replay },
        .derived("viewHistory") { $0.viewHistory },
        .derived("viewHistoryIsNewer") { $0.viewHistoryIsNewer },
    ]

    /// One entry of `fields`: what it is called, the stored properties it stands for,
    /// and how two simulators compare on it.
    struct Field: Sendable {
        enum Kind: Sendable {
            /// What the simulator shows or does next: `==`, `hash(into:)` and
            /// `differs(from:)` read it.
            case shown
            /// What follows from the shown fields (the events of a transition, the
            /// inputs that made it): `==` reads it, `differs(from:)` does not (it is
            /// asked after every command of an undo), nor does `hash(into:)`.
            case derived
        }

        let name: String
        /// The stored properties (as `Mirror` names them) this entry compares.
        let stored: [String]
        let kind: Kind
        let same: @Sendable (Simulator, Simulator) -> Bool
        let hash: @Sendable (Simulator, inout Hasher) -> Void

        static func shown<T: Hashable & SendableMetatype>(_ name: String, stored: [String]? = nil,
                                       _ value: @escaping @Sendable (Simulator) -> T) -> Field {
            Field(name: name, stored: stored ?? [name], kind: .shown, same: { value($0) == value($1) },
                  hash: { simulator, hasher in hasher.combine(value(simulator)) })
        }

        static func derived<T: Equatable & SendableMetatype>(_ name: String, stored: [String]? = nil,
                                          _ value: @escaping @Sendable (Simulator) -> T) -> Field {
            Field(name: name, stored: stored ?? [name], kind: .derived, same: { value($0) == value($1) },
                  hash: { _, _ in })
        }
    }

    /// Whether an input changed what the simulator shows: the `shown` fields, from the
    /// cheapest and most likely to change. Much cheaper than `==`, for callers that
    /// ask after every command (`undo`).
    public func differs(from other: Simulator) -> Bool {
        for field in Self.fields {
            switch field.kind {
            case .shown: if !field.same(self, other) { return true }
            case .derived: continue
            }
        }
        return false
    }

    /// The names of the fields in which two simulators differ, for a test's message.
    func differences(from other: Simulator) -> [String] {
        Self.fields.filter { !$0.same(self, other) }.map(\.name)
    }
}

extension Simulator: Hashable {
    /// Every field (`fields`), with the window as it shows.
    public static func == (a: Simulator, b: Simulator) -> Bool {
        for field in fields where !field.same(a, b) { return false }
        return true
    }

    /// The shown fields: equal simulators have equal shown fields.
    public func hash(into hasher: inout Hasher) {
        for field in Self.fields {
            switch field.kind {
            case .shown: field.hash(self, &hasher)
            case .derived: continue
            }
        }
    }
}
