import PantographEngine

/// Writes a record's JSON straight into bytes: no tree to build and free, and since
/// the record's shape is fixed, the punctuation and keys between two values go out
/// as one literal (`,"frame":{"x":`): a record is some 80 appends of literals and
/// values, where a key of its own with a comma decided at run time would cost more
/// than the value after it.
///
/// The record's shape is declared once, in `RecordShape`, and this writer is that
/// declaration written out by hand: a writer walking the declaration would call a
/// getter per field through a closure and decide every comma and key at run time. `RecordShapeTests` holds it to the declaration
/// (keys, their order, every value's bytes, on every scene and every golden script)
/// and says what to write where when a declared field is missing.
struct RecordWriter: ~Copyable {
    private(set) var out: ByteBuffer
    /// `{"name":"…","phantom":false,"frame":{"x":` and the same with `true` for each
    /// view of the scene they were made for: a view's name does not change while its
    /// scene is loaded, so it is escaped once, not for every record. Both kinds, since
    /// a view is a phantom by its declaration or while a view transition keeps it on
    /// screen after UIKit removed it (`VisibleView.isPhantom`). One array and where
    /// each opening ends in it (view `id`'s at `2 * id`, its phantom one's at
    /// `2 * id + 1`): one array, so a record retains nothing per view.
    private var viewOpenings = ByteBuffer(capacity: 2048)
    private var openingEnds: [Int] = []
    private var viewTexts = ViewTextCache()
    private var openingsNames: [String] = []

    init(capacity: Int = 4096) { out = ByteBuffer(capacity: capacity) }

    /// Starts over with the same memory.
    mutating func reset() { out.removeAll() }

    /// One record and its newline (JSON Lines).
    mutating func writeLine(_ record: Record) {
        write(record)
        out.append(0x0A)
    }

    mutating func write(_ record: Record) {
        guard let simulator = record.stage as? Simulator else {
            write(seq: record.seq, input: record.input, file: record.file, line: record.line, error: record.error,
                  warnings: record.warnings, events: record.events, result: record.result, stage: record.stage)
            return
        }
        write(seq: record.seq, input: record.input, file: record.file, line: record.line, error: record.error,
              warnings: record.warnings, events: record.events, result: record.result, simulator: simulator)
    }

    /// A successful command's record, straight from the session's state: no `Record`
    /// (and no copy of the simulator in it) is made. `inout`, though nothing changes:
    /// the session's state is a class's property, which a borrow would copy.
    mutating func writeLine(_ header: borrowing Record.Header, events: [LifecycleEvent], state: inout ShellState,
                            drivesAnApp: Bool = false) {
        if drivesAnApp {
            write(seq: header.seq, input: header.input, file: header.file, line: header.line, error: nil,
                  warnings: header.warnings, events: events, result: header.result.json, stage: state.stage)
            out.append(0x0A)
            return
        }
        write(seq: header.seq, input: header.input, file: header.file, line: header.line, error: nil,
              warnings: header.warnings, events: events, result: header.result.json, simulator: state.simulator)
        out.append(0x0A)
    }

    /// The simulator borrowed, not bound to a local: a copy of it retains every array
    /// it holds, for every record.
    private mutating func write(seq: Int, input: String, file: String, line: Int, error: Record.Failure?,
                                warnings: [String], events: [LifecycleEvent], result: JSON,
                                simulator sim: borrowing Simulator) {
        let g = sim.gesture
        opening(seq: seq, input: input, file: file, line: line, error: error, warnings: warnings)
        out.append(",\"clock\":"); number(sim.clock)
        out.append(",\"scenario\":"); string(sim.sceneName)
        gesture(g)
        if let t = sim.transition { transition(t, sim) } else { null() }
        out.append(",\"presented\":"); bool(sim.isPresented)
        out.append(",\"views\":[")
        prepareViewOpenings(sim.model.names)
        var first = true
        sim.forEachVisibleView { v in
            if !first { out.append(0x2C) }
            first = false
            // `view(_:)` written out: in a debug build a call per view costs a scene's
            // record more than its budget allows (BudgetTests).
            let end = 2 * v.id + (v.isPhantom ? 1 : 0)
            let opening = end == 0 ? 0 : openingEnds[end - 1]
            viewOpenings.withBytes(opening..<openingEnds[end]) { out.append($0) }
            if viewTexts.withText(for: v, { out.append($0) }) { return }
            let start = out.count
            number(v.frame.x)
            out.append(",\"y\":"); number(v.frame.y)
            out.append(",\"width\":"); number(v.frame.width)
            out.append(",\"height\":"); number(v.frame.height)
            out.append("},\"alpha\":"); number(v.alpha)
            out.append(",\"hidden\":"); bool(v.isHidden)
            out.append(",\"scale\":"); number(v.scale)
            out.append(",\"cornerRadius\":"); number(v.cornerRadius)
            out.append(0x7D)
            out.withBytes(start..<out.count) { viewTexts.remember($0, for: v) }
        }
        out.append(0x5D)
        closing(hierarchy: sim.viewHierarchy, events: events, result: result)
    }

    /// Any other stage (an app's, PantographHarness): the same bytes, read through
    /// `Stage` — the transition as `shownTransition` gives it, which the scenes' path
    /// does not build. `RecordShapeTests` holds it to the declaration on apps' records.
    private mutating func write(seq: Int, input: String, file: String, line: Int, error: Record.Failure?,
                                warnings: [String], events: [LifecycleEvent], result: JSON, stage: some Stage) {
        let g = stage.gesture
        opening(seq: seq, input: input, file: file, line: line, error: error, warnings: warnings)
        out.append(",\"clock\":"); number(stage.clock)
        out.append(",\"scenario\":"); string(stage.sceneName)
        gesture(g)
        if let t = stage.shownTransition { transition(t) } else { null() }
        out.append(",\"presented\":"); bool(stage.isPresented)
        views(of: stage)
        closing(hierarchy: stage.viewHierarchy, events: events, result: result)
    }

    /// From `{"seq":` to the warnings.
    private mutating func opening(seq: Int, input: String, file: String, line: Int, error: Record.Failure?,
                                  warnings: [String]) {
        out.append("{\"seq\":"); integer(seq)
        out.append(",\"input\":"); string(input)
        out.append(",\"source\":{\"file\":"); string(file)
        out.append(",\"line\":"); integer(line)
        out.append("},\"ok\":"); bool(error == nil)
        out.append(",\"error\":")
        if let error {
            out.append("{\"message\":"); string(error.message)
            out.append(",\"line\":"); integer(error.line)
            out.append(",\"column\":"); integer(error.column)
            out.append(0x7D)
        } else {
            null()
        }
        out.append(",\"warnings\":"); strings(warnings)
    }

    /// From `,"gesture":` to `,"transition":`.
    private mutating func gesture(_ g: PanGestureRecognizer) {
        out.append(",\"gesture\":{\"state\":"); string(g.state.rawValue)
        out.append(",\"location\":"); if let location = g.location { point(location) } else { null() }
        out.append(",\"translation\":"); point(g.translation)
        out.append(",\"velocity\":"); point(g.velocity)
        out.append("},\"transition\":")
    }

    /// `,"views":[…]`, each view's opening made once for its name.
    private mutating func views(of stage: some Stage) {
        out.append(",\"views\":[")
        prepareViewOpenings(stage.viewNames)
        var first = true
        stage.forEachVisibleView { v in
            if !first { out.append(0x2C) }
            first = false
            view(v)
        }
        out.append(0x5D)
    }

    /// One view, from its opening (`{"name":…,"frame":{"x":`) to its `}`.
    private mutating func view(_ v: VisibleView) {
        let end = 2 * v.id + (v.isPhantom ? 1 : 0)
        let opening = end == 0 ? 0 : openingEnds[end - 1]
        viewOpenings.withBytes(opening..<openingEnds[end]) { out.append($0) }
        if viewTexts.withText(for: v, { out.append($0) }) { return }
        let start = out.count
        number(v.frame.x)
        out.append(",\"y\":"); number(v.frame.y)
        out.append(",\"width\":"); number(v.frame.width)
        out.append(",\"height\":"); number(v.frame.height)
        out.append("},\"alpha\":"); number(v.alpha)
        out.append(",\"hidden\":"); bool(v.isHidden)
        out.append(",\"scale\":"); number(v.scale)
        out.append(",\"cornerRadius\":"); number(v.cornerRadius)
        out.append(0x7D)
        out.withBytes(start..<out.count) { viewTexts.remember($0, for: v) }
    }

    /// From the hierarchy (if any) to the record's `}`.
    private mutating func closing(hierarchy: ViewHierarchy?, events: [LifecycleEvent], result: JSON) {
        // As `Record.json`: only once the scene has made a view transition.
        if let hierarchy {
            out.append(",\"hierarchy\":")
            Record.hierarchy(hierarchy).write(to: &out)
        }
        out.append(",\"events\":[")
        for (i, event) in events.enumerated() {
            if i > 0 { out.append(0x2C) }
            self.event(event)
        }
        out.append(0x5D)
        out.append(",\"result\":"); result.write(to: &out)
        out.append(0x7D)
    }

    /// An event as its `description` quoted, written from literals: the description
    /// interpolates a `String` for each event (an app's record has a dozen at the end
    /// of a transition). A name that would need escaping is quoted with the rest, as
    /// the description. `RecordWriterEventTests` holds every case to `description`.
    mutating func event(_ e: LifecycleEvent) {
        switch e {
        case .presentationTransitionWillBegin: out.append("\"presentationTransitionWillBegin\"")
        case .presentationTransitionDidEnd(let c):
            out.append(c ? "\"presentationTransitionDidEnd(true)\"" : "\"presentationTransitionDidEnd(false)\"")
        case .dismissalTransitionWillBegin: out.append("\"dismissalTransitionWillBegin\"")
        case .dismissalTransitionDidEnd(let c):
            out.append(c ? "\"dismissalTransitionDidEnd(true)\"" : "\"dismissalTransitionDidEnd(false)\"")
        case .viewWillAppear(let name): event("\"viewWillAppear(", name, e)
        case .viewDidAppear(let name): event("\"viewDidAppear(", name, e)
        case .viewWillDisappear(let name): event("\"viewWillDisappear(", name, e)
        case .viewDidDisappear(let name): event("\"viewDidDisappear(", name, e)
        case .animateTransition: out.append("\"animateTransition\"")
        case .startInteractiveTransition: out.append("\"startInteractiveTransition\"")
        case .finishInteractiveTransition: out.append("\"finishInteractiveTransition\"")
        case .cancelInteractiveTransition: out.append("\"cancelInteractiveTransition\"")
        case .pauseInteractiveTransition: out.append("\"pauseInteractiveTransition\"")
        case .completeTransition(let c): out.append(c ? "\"completeTransition(true)\"" : "\"completeTransition(false)\"")
        case .animationEnded(let c): out.append(c ? "\"animationEnded(true)\"" : "\"animationEnded(false)\"")
        case .interactionChanged(let c):
            out.append(c ? "\"interactionChanged(cancelled: true)\"" : "\"interactionChanged(cancelled: false)\"")
        case .alongsideCompletion(let c):
            out.append(c ? "\"alongsideCompletion(cancelled: true)\"" : "\"alongsideCompletion(cancelled: false)\"")
        case .presentCompletion: out.append("\"presentCompletion\"")
        case .dismissCompletion: out.append("\"dismissCompletion\"")
        case .willShow(let name): event("\"willShow(", name, e)
        case .didShow(let name): event("\"didShow(", name, e)
        case .transitionCompletion(let f):
            out.append(f ? "\"transitionCompletion(finished: true)\"" : "\"transitionCompletion(finished: false)\"")
        case .asked(let question): string(question.rawValue)
        }
    }

    /// `"OPENING` (a quote and the event's name and parenthesis), `name` and `)"`,
    /// when the name needs no escaping; otherwise `e`'s description, quoted.
    private mutating func event(_ opening: StaticString, _ name: String, _ e: LifecycleEvent) {
        let bytes = name.utf8.span
        for i in bytes.indices where bytes[i] < 0x20 || bytes[i] == 0x22 || bytes[i] == 0x5C || bytes[i] == 0x7F {
            return string(e.description)
        }
        out.append(opening)
        out.append(string: name)
        out.append(")\"")
    }

    private mutating func prepareViewOpenings(_ names: [String]) {
        // Arrays that share storage compare at once; a reloaded scene compares its names.
        guard names != openingsNames else { return }
        // An app's names grow as new views are named (a controller presented again is
        // a new one, `detail#7`): the openings made stay, each new name's are added,
        // and the views' texts are kept (a text does not hold its view's name).
        let made = openingsNames.count
        let grew = names.count > made && names[..<made].elementsEqual(openingsNames)
        if !grew {
            viewOpenings.removeAll()
            openingEnds.removeAll()
        }
        viewTexts.reserve(views: names.count, keepingTexts: grew)
        for name in names[(grew ? made : 0)...] {
            viewOpenings.append("{\"name\":")
            JSON.quote(name, into: &viewOpenings)
            viewOpenings.append(",\"phantom\":false,\"frame\":{\"x\":")
            openingEnds.append(viewOpenings.count)
            viewOpenings.append("{\"name\":")
            JSON.quote(name, into: &viewOpenings)
            viewOpenings.append(",\"phantom\":true,\"frame\":{\"x\":")
            openingEnds.append(viewOpenings.count)
        }
        openingsNames = names
    }

    private mutating func transition(_ t: Transition, _ sim: borrowing Simulator) {
        out.append("{\"operation\":"); string(t.operation.rawValue)
        out.append(",\"phase\":"); string(t.phase.rawValue)
        out.append(",\"interactive\":"); bool(t.isInteractive)
        out.append(",\"percent\":"); number(t.percent)
        let verdict = sim.liveVerdict
        out.append(",\"decision\":"); if let verdict { string(verdict.decision.rawValue) } else { null() }
        out.append(",\"reason\":"); if let verdict { reason(verdict.reason) } else { null() }
        out.append(",\"release\":")
        if let r = sim.release {
            out.append("{\"policy\":"); string(r.policy.rawValue)
            out.append(",\"progress\":"); number(r.input.progress)
            out.append(",\"translation\":"); number(r.input.translation)
            out.append(",\"velocity\":"); number(r.input.velocity)
            out.append(",\"decision\":"); string(r.decision.rawValue)
            out.append(",\"reason\":"); reason(r.reason)
            out.append(",\"bySystem\":"); bool(r.bySystem)
            out.append(0x7D)
        } else {
            null()
        }
        out.append(",\"duration\":"); number(t.duration)
        // UIKit's getter returns 1.0 for speeds ≤ 0. The settings read once: a debug
        // build copies them whole for each read (BudgetTests).
        let settings = sim.settings
        out.append(",\"completionSpeed\":"); number(Transition.State.effectiveCompletionSpeed(settings.completionSpeed))
        out.append(",\"completionCurve\":"); string(settings.completionCurve.name)
        out.append(",\"remaining\":"); if let remaining = t.remaining { number(remaining) } else { null() }
        out.append(",\"wasCancelled\":"); bool(t.wasCancelled)
        out.append(0x7D)
    }

    /// The transition as a stage shows it (`RecordShape.transition`).
    private mutating func transition(_ t: ShownTransition) {
        out.append("{\"operation\":"); string(t.operation.rawValue)
        out.append(",\"phase\":"); string(t.phase.rawValue)
        out.append(",\"interactive\":"); bool(t.isInteractive)
        out.append(",\"percent\":"); number(t.percent)
        out.append(",\"decision\":"); if let verdict = t.liveVerdict { string(verdict.decision.rawValue) } else { null() }
        out.append(",\"reason\":"); if let verdict = t.liveVerdict { reason(verdict.reason) } else { null() }
        out.append(",\"release\":")
        if let r = t.release {
            out.append("{\"policy\":"); string(r.judge)
            out.append(",\"progress\":"); number(r.input.progress)
            out.append(",\"translation\":"); number(r.input.translation)
            out.append(",\"velocity\":"); number(r.input.velocity)
            out.append(",\"decision\":"); string(r.decision.rawValue)
            out.append(",\"reason\":"); ReasonPhrasing.phrase(r).withUTF8 { JSON.quote($0, into: &out) }
            out.append(",\"bySystem\":"); bool(r.bySystem)
            out.append(0x7D)
        } else {
            null()
        }
        out.append(",\"duration\":"); number(t.duration)
        out.append(",\"completionSpeed\":"); number(t.completionSpeed)
        out.append(",\"completionCurve\":"); string(t.completionCurve.name)
        out.append(",\"remaining\":"); if let remaining = t.remaining { number(remaining) } else { null() }
        out.append(",\"wasCancelled\":"); bool(t.wasCancelled)
        out.append(0x7D)
    }

    private mutating func string(_ s: String) { JSON.quote(s, into: &out) }
    /// A reason put into words as a `Phrase` and its bytes quoted where they lie: no
    /// `String` is made for a record.
    private mutating func reason(_ r: ReleaseReason) {
        ReasonPhrasing.phrase(r).withUTF8 { JSON.quote($0, into: &out) }
    }
    private mutating func number(_ n: Double) { Numbers.writeJSON(n, into: &out) }
    private mutating func integer(_ n: Int) { Numbers.writeInteger(Int64(n), into: &out) }
    private mutating func bool(_ b: Bool) { out.append(b ? "true" : "false") }
    private mutating func null() { out.append("null") }

    private mutating func strings(_ items: [String]) {
        out.append(0x5B)
        for (i, item) in items.enumerated() {
            if i > 0 { out.append(0x2C) }
            string(item)
        }
        out.append(0x5D)
    }

    private mutating func point(_ p: Point) {
        out.append("{\"x\":"); number(p.x)
        out.append(",\"y\":"); number(p.y)
        out.append(0x7D)
    }
}

extension Record {
    /// The record as `json.encoded` prints it, byte for byte (a test holds them equal).
    var jsonBytes: [UInt8] {
        var writer = RecordWriter()
        writer.write(self)
        return writer.out.withBytes { Array($0) }
    }
}
