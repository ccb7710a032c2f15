import PantographEngine

/// Everything printed for one command (docs/cli.md, "Output"), read from the state after
/// it. Building a record never changes the state.
public struct Record: Sendable {
    public struct Failure: Sendable, Hashable {
        public let message: String
        public let line: Int
        public let column: Int
    }

    public var seq: Int
    public var input: String
    public var file: String
    public var line: Int
    public var error: Failure?
    public var warnings: [String]
    public var events: [LifecycleEvent]
    public var result: JSON
    public var simulator: Simulator

    public var ok: Bool { error == nil }

    /// What a record says about its command, apart from the state and the events.
    /// The command's text stays its line's bytes until a record is printed.
    struct Header {
        var seq = 0
        var inputText = InputText()
        var input: String { inputText.text }
        var file = ""
        var line = 0
        var warnings: [String] = []
        var result: JSON = .null
    }

    public var json: JSON {
        let sim = simulator
        let g = sim.gesture
        var fields: [(String, JSON)] = [
            ("seq", .int(seq)),
            ("input", .string(input)),
            ("source", .object([("file", .string(file)), ("line", .int(line))])),
            ("ok", .bool(ok)),
            ("error", error.map { .object([("message", .string($0.message)), ("line", .int($0.line)),
                                           ("column", .int($0.column))]) } ?? .null),
            ("warnings", .array(warnings.map(JSON.string))),
            ("clock", .number(sim.clock)),
            ("scenario", .string(sim.scenario.name)),
            ("gesture", .object([("state", .string(g.state.rawValue)),
                                 ("location", g.location.map(Record.point) ?? .null),
                                 ("translation", Record.point(g.translation)),
                                 ("velocity", Record.point(g.velocity))])),
            ("transition", sim.transition.map { Record.transition($0, sim) } ?? .null),
            ("presented", .bool(sim.isPresented)),
            ("views", .array(sim.visibleViews.map { v in
                let f = v.frame
                return .object([("name", .string(v.name)), ("phantom", .bool(v.isPhantom)),
                                ("frame", .object([("x", .number(f.x)), ("y", .number(f.y)),
                                                   ("width", .number(f.width)), ("height", .number(f.height))])),
                                ("alpha", .number(v.alpha)),
                                ("hidden", .bool(v.isHidden)),
                                ("scale", .number(v.scale)),
                                ("cornerRadius", .number(v.cornerRadius))])
            })),
        ]
        // Only once there is a hierarchy worth reporting apart from `views`: records of
        // scenes without view transitions keep their bytes.
        if sim.viewTransitionsMade > 0 { fields.append(("hierarchy", Record.hierarchy(sim))) }
        fields += [("events", .array(events.map { .string($0.description) })), ("result", result)]
        return .object(fields)
    }

    /// UIKit's hierarchy and the views it freed (docs/flip.md).
    static func hierarchy(_ sim: Simulator) -> JSON {
        .object([("views", .array(sim.hierarchy.map { entry in
                      .object([("name", .string(entry.name)), ("superview", entry.superview.map(JSON.string) ?? .null),
                               ("hidden", .bool(entry.isHidden))])
                  })),
                 ("deallocated", .array(sim.deallocatedViews.map(JSON.string)))])
    }

    static func transition(_ t: Transition, _ sim: Simulator) -> JSON {
        let verdict = sim.liveVerdict
        let decision: JSON = verdict.map { .string($0.decision.rawValue) } ?? .null
        let reason: JSON = verdict.map { .string($0.reason.text) } ?? .null
        let release: JSON = sim.release.map(Record.release) ?? .null
        // UIKit's getter returns 1.0 for speeds ≤ 0.
        let speed = sim.settings.completionSpeed > 0 ? sim.settings.completionSpeed : 1
        let remaining: JSON = t.remaining.map(JSON.number) ?? .null
        return .object([("operation", .string(t.operation.rawValue)), ("phase", .string(t.phase.rawValue)),
                        ("interactive", .bool(t.isInteractive)), ("percent", .number(t.percent)),
                        ("decision", decision), ("reason", reason), ("release", release),
                        ("duration", .number(t.duration)), ("completionSpeed", .number(speed)),
                        ("completionCurve", .string(sim.settings.completionCurve.name)),
                        ("remaining", remaining), ("wasCancelled", .bool(t.wasCancelled))])
    }

    static func release(_ r: Release) -> JSON {
        .object([("policy", .string(r.policy)), ("progress", .number(r.input.progress)),
                 ("translation", .number(r.input.translation)), ("velocity", .number(r.input.velocity)),
                 ("decision", .string(r.decision.rawValue)), ("reason", .string(r.reason.text)),
                 ("bySystem", .bool(r.bySystem))])
    }

    static func point(_ p: Point) -> JSON { .object([("x", .number(p.x)), ("y", .number(p.y))]) }
}

extension Record {
    init(_ header: Header, events: [LifecycleEvent], simulator: Simulator) {
        self.init(seq: header.seq, input: header.input, file: header.file, line: header.line, error: nil,
                  warnings: header.warnings, events: events, result: header.result, simulator: simulator)
    }
}
