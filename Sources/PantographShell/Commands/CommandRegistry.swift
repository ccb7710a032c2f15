import PantographEngine

/// Every command, declared once (docs/reference.md). Order is the order `help` lists.
public enum CommandRegistry {
    public static let all: [CommandSpec] = [
        CommandSpec("help", summary: "list commands, or explain one command or setting",
                    discussion: "A setting's help gives its values, its unit, its default in the scene and its current value; `help policy` also gives each policy's rule in one line.",
                    forms: [{ () -> Form in
                        let topic = Parameter("COMMAND|SETTING", optional: true, completion: .helpTopics)
                        return Form([topic]) { args throws(ArgumentError) in
                            // Checked against the commands and the session's settings when evaluated.
                            .help(args.word(topic))
                        }
                    }()]),
        SceneCommands.spec,
        .withoutArguments("reset", summary: "reload the current scene (over an app, make the app again), keeping settings changed with set", .reset),
        CommandSpec("set", summary: "list all settings, show one, or change one",
                    discussion: "A value out of range is an error that names the range; nothing changes.",
                    forms: [{ () -> Form in
                        let key = Parameter("KEY", optional: true, completion: .settingKeys)
                        let value = Parameter("VALUE", optional: true, completion: .settingValues, arity: 0)
                        return Form([key, value]) { args throws(ArgumentError) in
                            // The key is checked when evaluated, against the settings of the
                            // session's scenes, and blamed on the key. VALUE takes the rest of
                            // the line, so that a value split by a blank (`set screen 390 844`)
                            // can be shown whole.
                            let values = args.words(value)
                            if values.count > 1 {
                                let joined = args.word(key).flatMap { SettingRegistry.spec($0.text) }?.joined(values.map(\.text))
                                throw ArgumentError(message: "unexpected argument \(Quoting.quoted(values[1].text))"
                                                        + (joined.map { "; a value is one word: did you mean '\($0)'?" } ?? "")
                                                        + "\nusage: set [KEY [VALUE]]",
                                                    column: values[1].column)
                            }
                            return .set(key: args.word(key), value: values.first)
                        }
                    }()]),
        CommandSpec("pan", summary: "feed the pan gesture recognizer one event",
                    discussion: """
                    The scene reacts as its gesture handler would: `begin` starts an interactive present \
                    (or dismiss, when something is presented), `move` updates the transition with the \
                    gesture's progress, `end` asks the release policy to finish or cancel (or, under \
                    motionlayout, to leave the transition where it is), `cancel` is a system cancel. Velocity is UIKit's estimate: 0.2 × the last step's + 0.8 × the step before.
                    """,
                    forms: [
                        { () -> Form in
                            let at = Parameter("X,Y", optional: true)
                            return Form("begin", [at],
                                        summary: "the recognizer begins at a location (default: the scene's start point)") { args throws(ArgumentError) in
                                .panBegin(try args.value(at, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a location X,Y") }),
                                          column: args.column(at))
                            }
                        }(),
                        translationForm("move", summary: "cumulative translation since begin, one frame (or +DURATION) after the last sample") {
                            .panMove($0, after: $1)
                        },
                        translationForm("by", summary: "like move, relative to the current translation") {
                            .panBy($0, after: $1)
                        },
                        liftForm("end") { .panEnd(velocity: $0) },
                        Form("cancel", summary: "the system cancels the gesture") { _ throws(ArgumentError) in .panCancel },
                    ]),
        CommandSpec("touch", summary: "a finger: the pan begins once it has moved `slop` points",
                    discussion: """
                    UIKit's pan recognizer waits in `possible` until the touch has moved `slop` (10) points \
                    on an axis, then begins with the slop taken off the translation; a finger that lifts \
                    before that fails the recognizer and starts nothing. Velocity comes from the moves' \
                    timestamps. `pan …` is the shortcut that begins at once. On an app, `flick` is the \
                    move and the lift in one pass of the run loop: the lift comes before the move's \
                    commit, so before a transition the move presented has started, as on a device when \
                    the loop polls for events again after the move (docs/own-code.md, "The main queue"); \
                    on a scene, it is `touch move X,Y` then `touch up`.
                    """,
                    forms: [
                        { () -> Form in
                            let at = Parameter("X,Y")
                            return Form("down", [at], summary: "a finger comes down at X,Y") { args throws(ArgumentError) in
                                .touchDown(try args.required(at, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a location X,Y") }),
                                           column: args.column(at))
                            }
                        }(),
                        fingerMoveForm("move", summary: "the finger moves to X,Y, one frame (or +DURATION) after the last move") {
                            .touchMove($0, after: $1, column: $2)
                        },
                        liftForm("up") { .touchUp(velocity: $0) },
                        fingerMoveForm("flick", summary: "the finger moves to X,Y and lifts before the move's commit (the race of a quick flick)") {
                            .touchFlick($0, after: $1, column: $2)
                        },
                        Form("cancel", summary: "the system takes the touch away") { _ throws(ArgumentError) in .touchCancel },
                    ]),
        CommandSpec("tap", summary: "a finger comes down at X,Y and lifts at once",
                    discussion: """
                    On an app, the touch is hit-tested to its views and reaches its recognizers: a tap \
                    recognizer under X,Y recognizes, a pan fails (docs/own-code.md). On a scene, it is \
                    `touch down X,Y` then `touch up`: card's cell is selected so.
                    """,
                    forms: [{ () -> Form in
                        let at = Parameter("X,Y")
                        return Form([at]) { args throws(ArgumentError) in
                            .tap(try args.required(at, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a location X,Y") }),
                                 column: args.column(at))
                        }
                    }()]),
        CommandSpec("call", summary: "run an action the app registered by name (Tab completes the names)",
                    discussion: """
                    An app's harness registers actions by name — open the third card, push the detail \
                    screen — and `call` runs one as the app's code, in one turn of its run loop, as a \
                    button's action would (docs/own-code.md). A scene has none.
                    """,
                    forms: [{ () -> Form in
                        let name = Parameter("NAME", completion: .actionNames)
                        return Form([name]) { args throws(ArgumentError) in
                            .call(Word(text: try args.required(name) { $0 }, column: args.column(name) ?? 1))
                        }
                    }()]),
        TraceCommands.replay,
        .withoutArguments("compare", summary: "judge the current gesture, or the last release, by every release policy", .compare),
        CommandSpec("sweep", summary: "run the scene's gesture over a grid of distances and release velocities",
                    discussion: """
                    Each cell pans DISTANCE points along the gesture's direction and releases at VELOCITY \
                    points/s (positive toward completing), on a copy of the state: nothing changes. The \
                    grid shows where the release finishes (#) or cancels (.), by the current policy or NAME; \
                    a grid wider than the terminal is cut into blocks of columns, and a distance is labelled \
                    every few columns, over a + of the axis. Without distance, the grid runs from 0 to the \
                    gesture's whole travel (its distance to 100 %) in 40 steps or fewer; without velocity, from \
                    twice min-velocity against the gesture to twice toward it, in steps of half of it: \
                    `sweep` alone is the scene's gesture at its defaults.
                    """,
                    forms: [{ () -> Form in
                        let distance = Parameter("A..B step S", keyword: "distance", optional: true, arity: 3)
                        let velocity = Parameter("C..D step E", keyword: "velocity", optional: true, arity: 3)
                        let policy = Parameter("NAME", keyword: "policy", optional: true, completion: .words(ReleasePolicies.names))
                        return Form([distance, velocity, policy]) { args throws(ArgumentError) in
                            .sweep(Sweep(
                                distances: try args.value(distance) { (t: String) throws(ValueError) in
                                    try Values.steps(t, what: "distance", limit: 100_000) },
                                velocities: try args.value(velocity) { (t: String) throws(ValueError) in
                                    try Values.steps(t, what: "velocity", limit: 1_000_000) },
                                policy: try args.value(policy) { (t: String) throws(ValueError) in
                                    guard let name = PolicyName(rawValue: t) else {
                                        throw ValueError("unknown policy \(Quoting.quoted(t))"
                                                         + Quoting.suggestion(for: t, in: ReleasePolicies.names) + "\nknown: \(ReleasePolicies.names.joined(separator: ", "))")
                                    }
                                    return name
                                }))
                        }
                    }()]),
        TraceCommands.judge,
        TraceCommands.tune,
        ExploreCommand.spec,
        CommandSpec("drag", summary: "pan begin, N evenly spaced moves reaching DX,DY over DURATION, pan end",
                    discussion: """
                    The pan begins at X,Y (default: the scene's start point). Defaults: over 0.3 s, \
                    steps = round(DURATION × fps) (at least 1); with only steps given, DURATION = steps / fps. \
                    The whole drag is one command: if any step fails, nothing changes. A drag that \
                    carries the finger past an edge of the screen goes on, with a warning where it leaves \
                    (as `pan move`, `touch move` and `replay` give); a finger that comes down off the screen \
                    is an error.
                    """,
                    forms: [{ () -> Form in
                        let translation = Parameter("DX,DY")
                        let from = Parameter("X,Y", keyword: "from", optional: true)
                        let over = Parameter("DURATION", keyword: "over", optional: true)
                        let steps = Parameter("N", keyword: "steps", optional: true)
                        let velocity = Parameter("VX,VY", keyword: "velocity", optional: true)
                        return Form([translation, from, over, steps, velocity]) { args throws(ArgumentError) in
                            .drag(try args.required(translation) { (t: String) throws(ValueError) in try Values.point(t, what: "a translation DX,DY") },
                                  from: try args.value(from) { (t: String) throws(ValueError) in try Values.point(t, what: "a location X,Y") },
                                  fromColumn: args.column(from),
                                  over: try args.value(over) { (t: String) throws(ValueError) in try Values.duration(t, in: 0...60) },
                                  steps: try args.value(steps) { (t: String) throws(ValueError) in try Values.integer(t, what: "steps", in: 1...10_000) },
                                  velocity: try args.value(velocity) { (t: String) throws(ValueError) in try Values.point(t, what: "a velocity VX,VY") })
                        }
                    }()]),
        .withoutArguments("present", summary: "present without interaction (animated)", .present),
        .withoutArguments("dismiss", summary: "dismiss without interaction (animated)", .dismiss),
        NavigationCommands.push,
        NavigationCommands.pop,
        CommandSpec("update", summary: "call update(P) on the interaction controller (P clamped to 0…1; 42% = 0.42)",
                    forms: [{ () -> Form in
                        let percent = Parameter("P")
                        return Form([percent]) { args throws(ArgumentError) in
                            .update(try args.required(percent, bytes: { (t) throws(ValueError) in try Values.number(bytes: t, what: "a percent P") }))
                        }
                    }()]),
        .withoutArguments("finish", summary: "call finish(): the rest plays forward in (1 − p)·duration / completion-speed", .finish),
        .withoutArguments("cancel", summary: "call cancel(): the transition plays back to 0 in p·duration / completion-speed", .cancel),
        .withoutArguments("pause", summary: "call pause(): stop an interruptible finishing or cancelling transition where it is", .pause),
        CommandSpec("wait", summary: "advance the virtual clock; running animations progress and may complete",
                    forms: [{ () -> Form in
                        let duration = Parameter("DURATION")
                        return Form([duration]) { args throws(ArgumentError) in
                            .wait(try args.required(duration, bytes: { (t) throws(ValueError) in try Values.duration(bytes: t) }))
                        }
                    }()]),
        ViewTransitionCommands.spec,
        .withoutArguments("settle", summary: "advance the clock frame by frame until nothing is animating (Ctrl-C interrupts)", .settle),
        CommandSpec("show", summary: "print part of the current state again (default: state), or the last transition over time",
                    discussion: TimelineCommands.showDiscussion,
                    forms: [{ () -> Form in
                        let what = Parameter("WHAT", optional: true, completion: .words(ShowTopic.allCases.map(\.rawValue)))
                        return Form([what]) { args throws(ArgumentError) in
                            .show(try args.value(what) { (t: String) throws(ValueError) in
                                guard let topic = ShowTopic(rawValue: t) else {
                                    let topics = ShowTopic.allCases.map(\.rawValue) + ["timeline"]
                                    throw ValueError("show what? expected \(Parser.list(topics, "or")), got \(Quoting.quoted(t))"
                                                     + Quoting.suggestion(for: t, in: topics))
                                }
                                return topic
                            } ?? .state)
                        }
                    }(), TimelineCommands.showTimelineForm]),
        TimelineCommands.plot,
        DrawCommand.draw,
        CurveSpringCommands.curve,
        CurveSpringCommands.spring,
        CommandSpec("expect", summary: "check the last command's state or events; a failed check makes the exit status 1",
                    discussion: """
                    PATH addresses the JSON record (transition.phase, views.image~.frame.x, \
                    transition.release.decision …; array elements by name or index). OP is one of \
                    == != < <= > >= ~= (~= within TOL, default 0.001); numbers compare as the record \
                    prints them. Event names match with or without their arguments. A failed check \
                    prints FILE:LINE:COL: expectation failed: … and the script goes on; a malformed one \
                    is an error.
                    """,
                    forms: [
                        { () -> Form in
                            let pathParameter = Parameter("PATH", completion: .recordPaths)
                            let opParameter = Parameter("OP", completion: .words(Expectation.Op.allCases.map(\.rawValue)))
                            let value = Parameter("VALUE"), within = Parameter("TOL", keyword: "within", optional: true)
                            return Form([pathParameter, opParameter, value, within],
                                 summary: "a value of the record after the last command") { args throws(ArgumentError) in
                                let path = try args.required(pathParameter) { (t: String) throws(ValueError) in t }
                                let op = try args.required(opParameter) { (t: String) throws(ValueError) -> Expectation.Op in
                                    guard let op = Expectation.Op(rawValue: t) else {
                                        throw ValueError("unknown operator \(Quoting.quoted(t))\nexpected \(Parser.list(Expectation.Op.allCases.map(\.rawValue), "or"))")
                                    }
                                    return op
                                }
                                return .session(.expect(.value(path: path, pathColumn: args.column(pathParameter) ?? 1, op: op,
                                                      expected: try args.required(value) { (t: String) throws(ValueError) in t },
                                                      tolerance: try args.value(within) { (t: String) throws(ValueError) in
                                                          try Values.number(t, what: "a tolerance", in: 0...1e9) })))
                            }
                        }(),
                        { () -> Form in
                            let name = Parameter("NAME", arity: 0)
                            return Form("event", [name], summary: "the last command fired this event") { args throws(ArgumentError) in
                                .session(.expect(.event(try args.required(name) { (t: String) throws(ValueError) in t })))
                            }
                        }(),
                        { () -> Form in
                            let name = Parameter("NAME", keyword: "event", arity: 0)
                            return Form("no", [name], summary: "the last command did not fire this event") { args throws(ArgumentError) in
                                .session(.expect(.noEvent(try args.required(name) { (t: String) throws(ValueError) in t })))
                            }
                        }(),
                        { () -> Form in
                            let names = Parameter("NAME, …", arity: 0)
                            return Form("events", [names],
                                 summary: "the last command fired these, in this order (others may be between)") { args throws(ArgumentError) in
                                .session(.expect(.events(try args.required(names) { (t: String) throws(ValueError) -> [String] in
                                    let names = t.split(separator: ",").map { $0.drop { $0 == " " } }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
                                    guard !names.contains(where: \.isEmpty) else { throw ValueError("an empty event name in \(Quoting.quoted(t))") }
                                    return names
                                })))
                            }
                        }(),
                    ]),
        CommandSpec("undo", summary: "go back to the state before the last N commands that changed it (default 1)",
                    forms: [{ () -> Form in
                        let count = Parameter("N", optional: true)
                        return Form([count]) { args throws(ArgumentError) in
                            .session(.undo(try args.value(count) { (t: String) throws(ValueError) in try Values.integer(t, what: "N", in: 1...ShellSession.undoLimit) } ?? 1))
                        }
                    }()]),
        CommandSpec("record", summary: "append every following command to FILE, as typed; record off stops",
                    discussion: """
                    A recording starts with what puts its replay on the same scene and settings, \
                    whatever the session replaying it starts on: `scene NAME` (or `scene load FILE` \
                    for a scene read from a file), then `set` for every setting not at the scene's \
                    default. On an app's harness, which has no scene, it starts with `set` for every \
                    setting the app takes, at its value (nothing else puts them back to the harness's \
                    start), then `reset` (the app made again). Each line is then written as its command runs. With sync, it is also \
                    flushed to the disk (fsync) before the next command runs: a crash or a power cut \
                    loses no recorded command, at the price of a disk write per command.
                    """,
                    forms: [{ () -> Form in
                        let file = Parameter("FILE", completion: .filesOr(["off"]))
                        let syncParameter = Parameter("sync", optional: true, completion: .words(["sync"]))
                        return Form([file, syncParameter]) { args throws(ArgumentError) in
                            let path = try args.required(file) { (t: String) throws(ValueError) in t }
                            let sync = try args.value(syncParameter) { (t: String) throws(ValueError) in
                                guard t == "sync", path != "off" else {
                                    throw ValueError(path == "off" ? "record off takes nothing after it"
                                                     : "expected sync after the file, got \(Quoting.quoted(t))" + Quoting.suggestion(for: t, in: ["sync"]))
                                }
                                return true
                            } ?? false
                            return .session(.record(path: path == "off" ? nil : path, sync: sync))
                        }
                    }()]),
        CommandSpec("source", summary: "run a script file here, as if its lines were typed (relative to the sourcing file)",
                    forms: [{ () -> Form in
                        let file = Parameter("FILE", completion: .files)
                        return Form([file]) { args throws(ArgumentError) in
                            .session(.source(path: try args.required(file) { (t: String) throws(ValueError) in t }))
                        }
                    }()]),
        CommandSpec("quit", aliases: ["exit"], summary: "leave",
                    forms: [Form { _ throws(ArgumentError) in .quit }]),
    ]

    /// `pan move` and `pan by`: a translation and an optional `+DURATION`.
    static func translationForm(_ name: String, summary: String,
                                _ make: @escaping @Sendable (Point, Double?) -> Command) -> Form {
        let translation = Parameter("DX,DY"), after = Parameter("DURATION", prefix: "+", optional: true)
        return Form(name, [translation, after], summary: summary) { args throws(ArgumentError) in
            make(try args.required(translation, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a translation DX,DY") }),
                 try args.value(after, bytes: { (t) throws(ValueError) in try Values.duration(bytes: t) }))
        }
    }

    /// A finger's move to X,Y, one frame (or +DURATION) after the last move: `touch move`
    /// and `touch flick`, which differ in what the run loop does after it.
    static func fingerMoveForm(_ name: String, summary: String,
                               _ make: @escaping @Sendable (Point, Double?, Int?) -> Command) -> Form {
        let to = Parameter("X,Y"), after = Parameter("DURATION", prefix: "+", optional: true)
        return Form(name, [to, after], summary: summary) { args throws(ArgumentError) in
            make(try args.required(to, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a location X,Y") }),
                 try args.value(after, bytes: { (t) throws(ValueError) in try Values.duration(bytes: t) }),
                 args.column(to))
        }
    }

    /// `pan end` and `touch up`: the finger lifts, with the velocity the recognizer
    /// reports, or the one given.
    static func liftForm(_ name: String, _ make: @escaping @Sendable (Point?) -> Command) -> Form {
        let velocity = Parameter("VX,VY", keyword: "velocity", optional: true)
        return Form(name, [velocity], summary: "the finger lifts; velocity VX,VY (points/s) overrides the estimate") { args throws(ArgumentError) in
            make(try args.value(velocity, bytes: { (t) throws(ValueError) in try Values.point(bytes: t, what: "a velocity VX,VY") }))
        }
    }

    public static func spec(named name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) || $0.formerNames.contains(name) }
    }

    /// The command a line's first word names, matched on its bytes.
    static func spec(matching word: Token, in command: CommandText) -> CommandSpec? {
        for (spelling, spec) in spellings where command.token(word, is: spelling) { return spec }
        return nil
    }

    /// Every name and alias with its command, flattened once for `spec(matching:)`.
    private static let spellings: [(spelling: [UInt8], spec: CommandSpec)] =
        all.flatMap { spec in spec.spellings.map { ($0, spec) } }

    /// Every name Tab completes at the start of a command (not the former names).
    public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }
}
