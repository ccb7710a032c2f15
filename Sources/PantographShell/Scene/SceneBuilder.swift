import PantographEngine

/// Builds a `Scenario` statement by statement, keeping every problem with its place.
/// A statement with a problem adds nothing; the next statement is read as usual.
struct SceneBuilder {
    var problems: [SceneProblem] = []
    var name: String?
    var summary = ""
    var settings = SessionSettings(engine: Settings(), output: .text)
    var views: [ViewDecl] = []
    var controllers: [ControllerDecl] = []
    var window: [String] = []
    var options: [ScenarioOption] = []
    /// `start-depth N`: how many presentations and pushes are made at load.
    var initialDepth = 0
    var presentations: [PresentationDecl] = []
    /// Each presentation's plans, by operation, until both are there.
    var plans: [[Transition.Operation: PlanDecl]] = []
    /// Where each presentation's first `animate` line is, to blame a missing plan.
    var animateLines: [(line: Int, column: Int)?] = []
    /// The plan the `setup`, `track`, `completed`, `cancelled` and `animation` lines
    /// belong to, and the standalone animation `track` lines go to after `animation`.
    var plan: Transition.Operation?
    var animation: Int?
    /// Where each part and attribute was read, for the engine's problems.
    var map = SceneSourceMap()
    /// Names declared on lines that were refused.
    var refusedNames: Set<String> = []
    /// `let NAME = EXPR`: names the expressions below it may use.
    var definitions: [String: Expr] = [:]

    // MARK: Lines

    mutating func read(line bytes: ArraySlice<UInt8>, number: Int) {
        var line = Array(bytes)
        // The raw text after a `summary` word: it may hold `;`, `#` and blanks.
        let (code, summaryText) = Self.splitSummary(line)
        line = code
        let commands: [CommandText]
        do {
            commands = try Lexer.commands(in: line)
        } catch {
            problems.append(SceneProblem(line: number, column: error.column, message: error.message))
            return
        }
        for (index, command) in commands.enumerated() {
            var statement = Statement(line: number, words: command.words.map { command.word($0) },
                                      endColumn: command.endColumn)
            if index == commands.count - 1 { statement.summary = summaryText }
            do {
                try read(statement)
            } catch {
                problems.append(error)
                // The name a refused `view` or `controller` line declares is not
                // unknown where it is used: that line has its problem already.
                if ["view", "controller"].contains(statement.words[0].text), statement.words.count > 1 {
                    refusedNames.insert(statement.words[1].text)
                }
            }
        }
        if commands.isEmpty, summaryText != nil {
            problems.append(SceneProblem(line: number, column: 1, message: "expected a statement before summary"))
        }
    }

    /// Splits a line at a `summary` word that starts a statement or ends an `option` one.
    static func splitSummary(_ line: [UInt8]) -> ([UInt8], String?) {
        // Most lines have no `summary`: only a line that begins with `summary` or
        // `option`, or has several statements, is looked at word by word.
        let first = line.firstIndex { !Lexer.isBlank($0) } ?? line.endIndex
        let head = line[first...]
        guard head.starts(with: "summary".utf8) || head.starts(with: "option".utf8) || line.contains(UInt8(ascii: ";")) else {
            return (line, nil)
        }
        var i = 0
        var firstWord: ArraySlice<UInt8>?
        while i < line.count {
            let byte = line[i]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ";") { firstWord = nil; i += 1; continue }
            if Lexer.isBlank(byte) { i += 1; continue }
            let start = i
            while i < line.count, !Lexer.isBlank(line[i]), line[i] != UInt8(ascii: ";"), line[i] != UInt8(ascii: "#") { i += 1 }
            let word = line[start..<i]
            if word.elementsEqual("summary".utf8), firstWord == nil || firstWord!.elementsEqual("option".utf8) {
                let rest = line[i...].drop { Lexer.isBlank($0) }
                let text = String(decoding: rest, as: UTF8.self)
                var trimmed = Substring(text)
                while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed.removeLast() }
                // An option keeps its words before `summary`; a `summary` statement keeps the word.
                return (Array(line[..<(firstWord == nil ? i : start)]), String(trimmed))
            }
            if firstWord == nil { firstWord = word }
        }
        return (line, nil)
    }

    // MARK: Statements

    mutating func read(_ s: Statement) throws(SceneProblem) {
        let head = s.words[0]
        if name == nil, head.text != "scene" {
            throw s.problem("expected 'scene NAME' first, got '\(head.text)'")
        }
        switch head.text {
        case "scene":
            guard name == nil else { throw s.problem("a file holds one scene; 'scene' is given twice") }
            let a = try attributes(s, positional: ["NAME"])
            name = a.positional[0].text
            map.scene = SceneSourceMap.Place(line: s.line, column: head.column)
            map.record(.scene, \Scenario.name, a.positional[0], s)
            try noSummary(s, allowed: false)
        case "summary":
            summary = s.summary ?? ""
        case "set":
            let a = try attributes(s, positional: ["KEY", "VALUE"])
            let key = a.positional[0], value = a.positional[1]
            guard let spec = SceneParser.settingSpecs.first(where: { $0.key == key.text }) else {
                throw s.problem("unknown setting '\(key.text)'; expected one of "
                                + SceneParser.settingSpecs.map(\.key).joined(separator: ", "), at: key.column)
            }
            do { try spec.assign(&settings, value.text) } catch { throw s.problem(error.message, at: value.column) }
        case "option": try readOption(s)
        case "let":
            guard s.words.count == 4, s.words[2].text == "=" else {
                throw s.problem("expected 'let NAME = EXPR'", at: s.words.count > 2 ? s.words[2].column : s.endColumn)
            }
            let name = s.words[1]
            guard !name.text.isEmpty, name.text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else {
                throw s.problem("expected a name of letters, got '\(name.text)'", at: name.column)
            }
            guard Expr.Variable(rawValue: name.text) == nil, name.text != "floor" else {
                throw s.problem("'\(name.text)' is a variable of every scene; expected another name", at: name.column)
            }
            guard definitions[name.text] == nil else {
                throw s.problem("'\(name.text)' is defined twice", at: name.column)
            }
            definitions[name.text] = try expr(s.words[3], s)
        case "view": try readView(s)
        case "controller":
            let a = try attributes(s, positional: ["NAME"], values: ["view", "children"], flags: ["defines-context"],
                                   required: ["view"])
            let i = controllers.count
            map.record(.controller(i), head, s)
            map.record(.controller(i), \ControllerDecl.name, a.positional[0], s)
            map.record(.controller(i), \ControllerDecl.view, a.value("view")!, s)
            map.record(.controller(i), \ControllerDecl.children, head, s)
            let children: [Word] = a.value("children").map { childWords($0) } ?? []
            for (j, child) in children.enumerated() {
                map.record(.controller(i), \ControllerDecl.children, item: j, child, s)
            }
            controllers.append(ControllerDecl(
                a.positional[0].text, view: a.value("view")!.text,
                definesPresentationContext: a.flags.contains("defines-context"),
                children: a.value("children").map { $0.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []))
        case "window":
            for (j, word) in s.words.dropFirst().enumerated() { map.record(ScenePath.Part.initialWindow(j), word, s) }
            window = s.words.dropFirst().map(\.text)
        case "present": try readPresent(s)
        case "push": try readPush(s)
        case "start-depth":
            let a = try attributes(s, positional: ["N"])
            guard let n = Int(a.positional[0].text), n >= 0 else {
                throw s.problem("expected a whole number of presentations and pushes, got '\(a.positional[0].text)'",
                                at: a.positional[0].column)
            }
            initialDepth = n
            map.record(.initialDepth, a.positional[0], s)
        case "presentation-controller":
            let i = try presentationIndex(s)
            guard presentations[i].presentationController == nil else {
                throw s.problem("the presentation has a presentation-controller already")
            }
            let a = try attributes(s, positional: [], values: ["frame"], flags: ["removes-presenter"])
            map.record(.presentationController(i), head, s)
            if let frame = a.value("frame") { map.record(.presentationController(i), \PresentationControllerDecl.frameOfPresentedView, frame, s) }
            presentations[i].presentationController = PresentationControllerDecl(
                frameOfPresentedView: try a.value("frame").map { (w) throws(SceneProblem) in try rect(w, s) },
                shouldRemovePresentersView: a.flags.contains("removes-presenter"))
        case "will-begin", "alongside", "did-end": try readCallback(s)
        case "animate": try readAnimate(s)
        case "setup", "completed", "cancelled":
            let op = try currentPlan(s)
            let i = presentations.count - 1
            let (part, index): (ScenarioError.Part, Int) = switch head.text {
            case "setup": (.setup(op), plans[i][op]!.setup.count)
            case "completed": (.completion(op), plans[i][op]!.whenCompleted.count)
            default: (.cancellation(op), plans[i][op]!.whenCancelled.count)
            }
            let edit = try self.edit(s, from: 1, at: .edit(presentation: i, part, index))
            switch head.text {
            case "setup": plans[i][op]!.setup.append(edit)
            case "completed": plans[i][op]!.whenCompleted.append(edit)
            default: plans[i][op]!.whenCancelled.append(edit)
            }
        case "track":
            let op = try currentPlan(s)
            let i = presentations.count - 1
            let at: ScenePath.Part = if let animation {
                .standaloneTrack(presentation: i, op, animation: animation, plans[i][op]!.standalone[animation].tracks.count)
            } else {
                .track(presentation: i, .animation(op), plans[i][op]!.tracks.count)
            }
            let track = try self.track(s, from: 1, at: at)
            if let animation {
                plans[i][op]!.standalone[animation].tracks.append(track)
            } else {
                plans[i][op]!.tracks.append(track)
            }
        case "animation":
            let op = try currentPlan(s)
            let a = try attributes(s, positional: [], values: ["duration"], required: ["duration"])
            let duration = try expr(a.value("duration")!, s)
            let i = presentations.count - 1
            let part = ScenePath.Part.standalone(presentation: i, op, plans[i][op]!.standalone.count)
            map.record(part, head, s)
            map.record(part, \AnimationDecl.duration, a.value("duration")!, s)
            plans[i][op]!.standalone.append(AnimationDecl(duration: duration, []))
            animation = plans[i][op]!.standalone.count - 1
        case "gesture": try readGesture(s)
        default:
            throw s.problem("unknown statement '\(head.text)'; expected one of " + Self.statements.joined(separator: ", "))
        }
        if head.text != "summary", head.text != "option", head.text != "scene" { try noSummary(s, allowed: false) }
    }

    static let statements = SceneGrammar.statements.map(\.name)

    func noSummary(_ s: Statement, allowed: Bool) throws(SceneProblem) {
        if !allowed, s.summary != nil { throw s.problem("'\(s.words[0].text)' takes no summary") }
    }

    mutating func readOption(_ s: Statement) throws(SceneProblem) {
        guard s.words.count >= 4 else {
            throw s.problem("expected 'option KEY BINDING TARGET choices A,B default A summary TEXT'", at: s.endColumn)
        }
        let key = s.words[1], kind = s.words[2], target = s.words[3]
        let i = options.count
        map.record(.option(i), s.words[0], s)
        map.record(.option(i), \ScenarioOption.key, key, s)
        map.record(.option(i), \ScenarioOption.binding, target, s)
        let binding: ScenarioOption.Binding
        switch kind.text {
        case "defines-context":
            binding = .definesPresentationContext(target.text)
        case "animator":
            binding = .animator(navigationController: target.text)
        case "outlets":
            binding = .outlets(target.text)
        case "presentation-style", "transition-style", "source-view":
            guard let n = Int(target.text), n >= 1 else {
                throw s.problem("expected a presentation's number (1 is the first), got '\(target.text)'", at: target.column)
            }
            binding = switch kind.text {
            case "presentation-style": .presentationStyle(n - 1)
            case "transition-style": .transitionStyle(n - 1)
            default: .sourceView(n - 1)
            }
        default:
            throw s.problem("unknown binding '\(kind.text)'; expected presentation-style, transition-style, source-view, animator, defines-context or outlets",
                            at: kind.column)
        }
        let a = try attributes(s, from: 4, positional: [], values: ["choices", "default"], required: ["choices", "default"])
        map.record(.option(i), \ScenarioOption.choices, a.value("choices")!, s)
        map.record(.option(i), \ScenarioOption.defaultValue, a.value("default")!, s)
        let choices = a.value("choices")!.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        options.append(ScenarioOption(key.text, s.summary ?? "", choices: choices, default: a.value("default")!.text,
                                      binding: binding))
    }

    mutating func readView(_ s: Statement) throws(SceneProblem) {
        let a = try attributes(s, positional: ["NAME"], values: ["in", "frame", "alpha", "cornerRadius"],
                               flags: ["hidden", "phantom"], required: ["frame"])
        let name = a.positional[0]
        let i = views.count
        map.record(.view(i), s.words[0], s)
        map.record(.view(i), \ViewDecl.name, name, s)
        if let superview = a.value("in") { map.record(.view(i), \ViewDecl.superview, superview, s) }
        map.record(.view(i), \ViewDecl.frame, a.value("frame")!, s)
        if let alpha = a.value("alpha") { map.record(.view(i), \ViewDecl.alpha, alpha, s) }
        if let radius = a.value("cornerRadius") { map.record(.view(i), \ViewDecl.cornerRadius, radius, s) }
        views.append(ViewDecl(a.positional[0].text, try rect(a.value("frame")!, s), in: a.value("in")?.text,
                              alpha: try a.value("alpha").map { (w) throws(SceneProblem) in try number(w, s) } ?? 1,
                              hidden: a.flags.contains("hidden"),
                              cornerRadius: try a.value("cornerRadius").map { (w) throws(SceneProblem) in try number(w, s) } ?? 0,
                              phantom: a.flags.contains("phantom")))
    }

    /// `push FROM TO on NAV [dimming VIEW]`: a step of the same chain as `present`.
    mutating func readPush(_ s: Statement) throws(SceneProblem) {
        let a = try attributes(s, positional: ["FROM", "TO"], values: ["on", "dimming"], required: ["on"])
        recordPresentation(s, a)
        map.record(.presentation(presentations.count), \PresentationDecl.navigationController, a.value("on")!, s)
        if let dimming = a.value("dimming") { map.record(.presentation(presentations.count), \PresentationDecl.dimmingView, dimming, s) }
        presentations.append(PresentationDecl(a.positional[0].text, pushes: a.positional[1].text, on: a.value("on")!.text,
                                              dimmingView: a.value("dimming")?.text))
        plans.append([:])
        animateLines.append(nil)
        plan = nil
        animation = nil
    }

    mutating func readPresent(_ s: Statement) throws(SceneProblem) {
        let a = try attributes(s, positional: ["PRESENTER", "PRESENTED"], values: ["style", "transition", "source"])
        recordPresentation(s, a)
        if let source = a.value("source") { map.record(.presentation(presentations.count), \PresentationDecl.sourceView, source, s) }
        let style = try a.value("style").map { (w) throws(SceneProblem) in try choice(w, s, PresentationStyle.self) } ?? .automatic
        let transition = try a.value("transition").map { (w) throws(SceneProblem) in try choice(w, s, TransitionStyle.self) }
            ?? .coverVertical
        presentations.append(PresentationDecl(a.positional[0].text, presents: a.positional[1].text, style: style,
                                              transitionStyle: transition, sourceView: a.value("source")?.text))
        plans.append([:])
        animateLines.append(nil)
        plan = nil
        animation = nil
    }

    /// A `present` or `push` line's place, and its two controllers'.
    mutating func recordPresentation(_ s: Statement, _ a: Attributes) {
        let i = presentations.count
        map.record(.presentation(i), s.words[0], s)
        map.record(.presentation(i), \PresentationDecl.presenter, a.positional[0], s)
        map.record(.presentation(i), \PresentationDecl.presented, a.positional[1], s)
    }

    mutating func readCallback(_ s: Statement) throws(SceneProblem) {
        let i = try presentationIndex(s)
        guard presentations[i].presentationController != nil else {
            throw s.problem("expected a 'presentation-controller' line before '\(s.words[0].text)'")
        }
        let op = try operation(s, at: 1)
        let path: WritableKeyPath<PresentationControllerDecl, PresentationControllerDecl.Callbacks> =
            op.isForward ? \.present : \.dismiss
        let callbacks = presentations[i].presentationController![keyPath: path]
        switch s.words[0].text {
        case "will-begin":
            let edit = try self.edit(s, from: 2, at: .edit(presentation: i, .willBegin(op), callbacks.willBegin.count))
            presentations[i].presentationController![keyPath: path].willBegin.append(edit)
        case "alongside":
            let track = try self.track(s, from: 2, at: .track(presentation: i, .alongside(op), callbacks.alongside.count))
            presentations[i].presentationController![keyPath: path].alongside.append(track)
        default:
            guard s.words.count > 2 else { throw s.problem("expected completed or cancelled", at: s.endColumn) }
            switch s.words[2].text {
            case "completed":
                let edit = try self.edit(s, from: 3, at: .edit(presentation: i, .didEnd(op, completed: true), callbacks.didEndCompleted.count))
                presentations[i].presentationController![keyPath: path].didEndCompleted.append(edit)
            case "cancelled":
                let edit = try self.edit(s, from: 3, at: .edit(presentation: i, .didEnd(op, completed: false), callbacks.didEndCancelled.count))
                presentations[i].presentationController![keyPath: path].didEndCancelled.append(edit)
            default: throw s.problem("expected completed or cancelled, got '\(s.words[2].text)'", at: s.words[2].column)
            }
        }
    }

    mutating func readAnimate(_ s: Statement) throws(SceneProblem) {
        let i = try presentationIndex(s)
        let op = try operation(s, at: 1)
        let a = try attributes(s, from: 2, positional: [], values: ["duration"], required: ["duration"])
        guard plans[i][op] == nil else { throw s.problem("the presentation's animator plans \(op.rawValue) already") }
        let duration = try expr(a.value("duration")!, s)
        map.record(.plan(presentation: i, op), s.words[0], s)
        map.record(.plan(presentation: i, op), \PlanDecl.duration, a.value("duration")!, s)
        plans[i][op] = PlanDecl(duration: duration, tracks: [])
        if animateLines[i] == nil { animateLines[i] = (s.line, s.words[0].column) }
        plan = op
        animation = nil
    }

    mutating func readGesture(_ s: Statement) throws(SceneProblem) {
        let i = try presentationIndex(s)
        let op = try operation(s, at: 1)
        guard s.words.count > 2 else { throw s.problem("expected none, pan, drag or tap", at: s.endColumn) }
        let part = ScenePath.Part.gesture(presentation: i, op)
        map.record(part, s.words[0], s)
        func record(_ a: Attributes, _ pairs: [(String, AnyKeyPath & Sendable)]) {
            for (key, path) in pairs {
                if let word = a.value(key) { map.record(part, path, word, s) }
            }
        }
        let gesture: GestureDecl
        switch s.words[2].text {
        case "none":
            _ = try attributes(s, from: 3, positional: [])
            gesture = .none
        case "pan":
            let a = try attributes(s, from: 3, positional: [], values: ["direction", "distance", "start"],
                                   flags: ["capped", "left-edge"], required: ["direction", "distance", "start"])
            record(a, [("direction", \PanDrive.direction), ("distance", \PanDrive.distance), ("start", \PanDrive.start)])
            gesture = .percentDriven(PanDrive(direction: try direction(a.value("direction")!, s),
                                              distance: try expr(a.value("distance")!, s),
                                              isCapped: a.flags.contains("capped"), start: try point(a.value("start")!, s),
                                              fromLeftEdge: a.flags.contains("left-edge")))
        case "drag":
            let a = try attributes(s, from: 3, positional: ["VIEW"],
                                   values: ["direction", "distance", "shrink", "cornerRadius", "back", "timing", "start"],
                                   required: ["direction", "distance", "shrink", "cornerRadius", "back", "start"])
            map.record(part, \DirectDrag.view, a.positional[0], s)
            record(a, [("direction", \DirectDrag.direction), ("distance", \DirectDrag.distance), ("shrink", \DirectDrag.shrink),
                       ("cornerRadius", \DirectDrag.radius), ("back", \DirectDrag.springBackDuration),
                       ("timing", \DirectDrag.springBackTiming), ("start", \DirectDrag.start)])
            gesture = .directManipulation(DirectDrag(
                view: a.positional[0].text, direction: try direction(a.value("direction")!, s),
                distance: try expr(a.value("distance")!, s), shrink: try number(a.value("shrink")!, s),
                radius: try number(a.value("cornerRadius")!, s), springBackDuration: try duration(a.value("back")!, s),
                springBackTiming: try a.value("timing").map { (w) throws(SceneProblem) in try timing(w, s) } ?? .curve(.easeInOut),
                start: try point(a.value("start")!, s)))
        case "tap":
            let a = try attributes(s, from: 3, positional: ["VIEW"], values: ["scale", "highlight", "unhighlight", "timing"],
                                   required: ["scale", "highlight", "unhighlight"])
            map.record(part, \Tap.view, a.positional[0], s)
            record(a, [("scale", \Tap.highlightScale), ("highlight", \Tap.highlightDuration),
                       ("unhighlight", \Tap.unhighlightDuration), ("timing", \Tap.timing)])
            gesture = .tap(Tap(view: a.positional[0].text, highlightScale: try number(a.value("scale")!, s),
                               highlightDuration: try duration(a.value("highlight")!, s),
                               unhighlightDuration: try duration(a.value("unhighlight")!, s),
                               timing: try a.value("timing").map { (w) throws(SceneProblem) in try timing(w, s) } ?? .curve(.easeInOut)))
        default:
            throw s.problem("unknown gesture '\(s.words[2].text)'; expected none, pan, drag or tap", at: s.words[2].column)
        }
        switch op {
        case .present, .push: presentations[i].presentGesture = gesture
        case .dismiss, .pop: presentations[i].dismissGesture = gesture
        }
    }

    // MARK: Parts

    /// `children A,B`'s names, each with its own column.
    func childWords(_ word: Word) -> [Word] {
        var result: [Word] = []
        var column = word.column
        for part in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            result.append(Word(text: String(part), column: column))
            column += part.unicodeScalars.count + 1
        }
        return result
    }

    func presentationIndex(_ s: Statement) throws(SceneProblem) -> Int {
        guard !presentations.isEmpty else { throw s.problem("expected a 'present' line before '\(s.words[0].text)'") }
        return presentations.count - 1
    }

    func currentPlan(_ s: Statement) throws(SceneProblem) -> Transition.Operation {
        guard let plan, !presentations.isEmpty else {
            throw s.problem("expected an 'animate present|dismiss duration D' line before '\(s.words[0].text)'")
        }
        return plan
    }

    /// `present` or `dismiss` after a `present` line, `push` or `pop` after a `push` line.
    func operation(_ s: Statement, at index: Int) throws(SceneProblem) -> Transition.Operation {
        let isPush = presentations.last?.isPush ?? false
        let expected = isPush ? "push or pop" : "present or dismiss"
        guard index < s.words.count else { throw s.problem("expected \(expected)", at: s.endColumn) }
        guard let op = Transition.Operation(rawValue: s.words[index].text), op.isNavigation == isPush else {
            throw s.problem("expected \(expected), got '\(s.words[index].text)'", at: s.words[index].column)
        }
        return op
    }

    /// `insert VIEW [below V | above V] [frame RECT] [hidden on|off] [alpha N]`,
    /// `remove VIEW`, `hide VIEW`, `show VIEW`, `set VIEW PROPERTY VALUE`.
    mutating func edit(_ s: Statement, from index: Int, at part: ScenePath.Part) throws(SceneProblem) -> EditDecl {
        guard index < s.words.count else { throw s.problem("expected insert, remove, hide, show or set", at: s.endColumn) }
        let verb = s.words[index]
        map.record(part, s.words[0], s)
        switch verb.text {
        case "insert":
            let a = try attributes(s, from: index + 1, positional: ["VIEW"], values: ["below", "above", "frame", "hidden", "alpha"])
            if let below = a.value("below"), a.value("above") != nil {
                throw s.problem("expected below or above, not both", at: below.column)
            }
            map.record(part, \EditDecl.view, a.positional[0], s)
            if let other = a.value("below") ?? a.value("above") { map.record(part, \EditDecl.position, other, s) }
            if let frame = a.value("frame") { map.record(part, \EditDecl.frame, frame, s) }
            if let alpha = a.value("alpha") { map.record(part, \EditDecl.alpha, alpha, s) }
            let position: InsertPosition = if let below = a.value("below") { .below(below.text) }
                else if let above = a.value("above") { .above(above.text) } else { .top }
            let hidden = try a.value("hidden").map { (w) throws(SceneProblem) -> Bool in
                guard w.text == "on" || w.text == "off" else { throw s.problem("expected on or off, got '\(w.text)'", at: w.column) }
                return w.text == "on"
            }
            return .insert(a.positional[0].text, position,
                           frame: try a.value("frame").map { (w) throws(SceneProblem) in try rect(w, s) },
                           hidden: hidden, alpha: try a.value("alpha").map { (w) throws(SceneProblem) in try number(w, s) })
        case "remove", "hide", "show":
            let a = try attributes(s, from: index + 1, positional: ["VIEW"])
            map.record(part, \EditDecl.view, a.positional[0], s)
            let view = a.positional[0].text
            return verb.text == "remove" ? .remove(view) : .setHidden(view, verb.text == "hide")
        case "set":
            let a = try attributes(s, from: index + 1, positional: ["VIEW", "PROPERTY", "VALUE"])
            map.record(part, \EditDecl.view, a.positional[0], s)
            map.record(part, \EditDecl.value, a.positional[2], s)
            let property = try self.property(a.positional[1], s)
            return .set(a.positional[0].text, property, try value(a.positional[2], property, s))
        default:
            throw s.problem("unknown edit '\(verb.text)'; expected insert, remove, hide, show or set", at: verb.column)
        }
    }

    /// `VIEW PROPERTY [from V] to V [delay E] [duration E] [timing T]`.
    mutating func track(_ s: Statement, from index: Int, at part: ScenePath.Part) throws(SceneProblem) -> TrackDecl {
        let a = try attributes(s, from: index, positional: ["VIEW", "PROPERTY"], values: ["from", "to", "delay", "duration", "timing"],
                               required: ["to"])
        let property = try self.property(a.positional[1], s)
        map.record(part, s.words[0], s)
        map.record(part, \TrackDecl.view, a.positional[0], s)
        for (key, path) in [("from", \TrackDecl.from), ("to", \TrackDecl.to), ("delay", \TrackDecl.start),
                            ("duration", \TrackDecl.duration), ("timing", \TrackDecl.timing)] as [(String, AnyKeyPath & Sendable)] {
            if let word = a.value(key) { map.record(part, path, word, s) }
        }
        return TrackDecl(a.positional[0].text, property,
                         from: try a.value("from").map { (w) throws(SceneProblem) in try value(w, property, s) },
                         to: try value(a.value("to")!, property, s),
                         start: try a.value("delay").map { (w) throws(SceneProblem) in try expr(w, s) } ?? 0,
                         duration: try a.value("duration").map { (w) throws(SceneProblem) in try expr(w, s) },
                         timing: try a.value("timing").map { (w) throws(SceneProblem) in try timing(w, s) } ?? .curve(.easeInOut))
    }

    func property(_ word: Word, _ s: Statement) throws(SceneProblem) -> AnimatableProperty {
        guard let property = AnimatableProperty(rawValue: word.text) else {
            throw s.problem("unknown property '\(word.text)'; expected "
                            + AnimatableProperty.allCases.map(\.rawValue).joined(separator: ", "), at: word.column)
        }
        return property
    }

    func value(_ word: Word, _ property: AnimatableProperty, _ s: Statement) throws(SceneProblem) -> ValueExpr {
        property.isFrame ? .rect(try rect(word, s)) : .number(try expr(word, s))
    }

    /// `spring(DAMPING,VELOCITY)`, a spring in any dialect (`spring(KEY=VALUE,…)`,
    /// read by `SceneSprings.timing`, as `curve` reads it) or a curve: `easeInOut`,
    /// `cubic(X1,Y1,X2,Y2)` …
    func timing(_ word: Word, _ s: Statement) throws(SceneProblem) -> TimingDecl {
        if SceneSprings.isSpring(word.text) {
            do {
                return try SceneSprings.timing(word.text, column: word.column)
            } catch {
                throw s.problem(error.message, at: error.column)
            }
        }
        return .curve(try curve(word, s))
    }

    func curve(_ word: Word, _ s: Statement) throws(SceneProblem) -> TimingCurve {
        do {
            return try TimingCurveText.parse(word.text)
        } catch {
            throw s.problem("expected a timing (easeInOut, easeIn, easeOut, linear, default, cubic(X1,Y1,X2,Y2) or "
                            + "spring(DAMPING,VELOCITY) or a spring in any dialect, spring(KEY=VALUE,…)), got '\(word.text)'", at: word.column)
        }
    }

    func expr(_ word: Word, _ s: Statement) throws(SceneProblem) -> Expr {
        do {
            return try SceneExpressions.parse(bytes: Array(word.text.utf8), definitions: definitions)
        } catch {
            throw s.problem(error.message, at: word.column + error.offset)
        }
    }

    func number(_ word: Word, _ s: Statement) throws(SceneProblem) -> Double {
        do { return try Values.number(word.text) } catch { throw s.problem(error.message, at: word.column) }
    }

    func duration(_ word: Word, _ s: Statement) throws(SceneProblem) -> Double {
        do { return try Values.duration(word.text) } catch { throw s.problem(error.message, at: word.column) }
    }

    func direction(_ word: Word, _ s: Statement) throws(SceneProblem) -> Point {
        do { return try Values.point(word.text, what: "a direction X,Y") } catch { throw s.problem(error.message, at: word.column) }
    }

    /// `screen`, or `X,Y,W,H`, each an expression.
    func rect(_ word: Word, _ s: Statement) throws(SceneProblem) -> RectExpr {
        if word.text == "screen" { return .screen }
        let parts = try components(word, s, count: 4, what: "a frame X,Y,W,H (or screen)")
        return RectExpr(parts[0], parts[1], parts[2], parts[3])
    }

    func point(_ word: Word, _ s: Statement) throws(SceneProblem) -> PointExpr {
        let parts = try components(word, s, count: 2, what: "a point X,Y")
        return PointExpr(parts[0], parts[1])
    }

    /// A word split at its commas (outside parentheses), each part an expression.
    func components(_ word: Word, _ s: Statement, count: Int, what: String) throws(SceneProblem) -> [Expr] {
        let bytes = Array(word.text.utf8)
        var parts: [Range<Int>] = []
        var depth = 0, start = 0
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 {
                parts.append(start..<i)
                start = i + 1
            }
        }
        parts.append(start..<bytes.count)
        guard parts.count == count else {
            throw s.problem("expected \(what), got '\(word.text)'", at: word.column)
        }
        var result: [Expr] = []
        result.reserveCapacity(count)
        for part in parts {
            do {
                result.append(try SceneExpressions.parse(bytes: Array(bytes[part]), definitions: definitions))
            } catch {
                // Columns count characters; offsets before the part are bytes of ASCII
                // or of whole characters, counted again as characters.
                let before = Lexer.characters(in: bytes[..<part.lowerBound])
                throw s.problem(error.message, at: word.column + before + error.offset)
            }
        }
        return result
    }

    func choice<E: RawRepresentable & CaseIterable>(_ word: Word, _ s: Statement, _: E.Type) throws(SceneProblem) -> E
    where E.RawValue == String {
        guard let value = E(rawValue: word.text) else {
            throw s.problem("unknown '\(word.text)'; expected " + E.allCases.map(\.rawValue).joined(separator: ", "),
                            at: word.column)
        }
        return value
    }

    /// Reads the words after the statement's name: `positional` words first, then
    /// `key value` pairs and flags in any order, each once.
    func attributes(_ s: Statement, from first: Int = 1, positional names: [String], values keys: [String] = [],
                    flags: [String] = [], required: [String] = []) throws(SceneProblem) -> Attributes {
        var a = Attributes(endColumn: s.endColumn)
        var index = first
        for name in names {
            guard index < s.words.count else { throw s.problem("expected \(name)", at: s.endColumn) }
            a.positional.append(s.words[index])
            index += 1
        }
        while index < s.words.count {
            let word = s.words[index]
            if flags.contains(word.text) {
                guard !a.flags.contains(word.text) else { throw s.problem("'\(word.text)' is given twice", at: word.column) }
                a.flags.append(word.text)
                index += 1
            } else if keys.contains(word.text) {
                guard a.value(word.text) == nil else { throw s.problem("'\(word.text)' is given twice", at: word.column) }
                guard index + 1 < s.words.count else {
                    throw s.problem("expected a value after '\(word.text)'", at: s.endColumn)
                }
                a.values.append((word.text, s.words[index + 1]))
                index += 2
            } else {
                let known = keys + flags
                throw s.problem(known.isEmpty ? "unexpected '\(word.text)'; '\(s.words[first - 1].text)' takes nothing more"
                                    : "unexpected '\(word.text)'; expected \(Parser.list(known, "or"))", at: word.column)
            }
        }
        for key in required where a.value(key) == nil {
            throw s.problem("expected '\(key) …'", at: s.endColumn)
        }
        return a
    }

    // MARK: The end

    /// The scenario, or every problem found.
    func finish() throws(SceneLoadError) -> Scenario {
        var problems = problems
        guard let name else {
            throw SceneLoadError(problems: problems + [SceneProblem(line: 1, column: 1, message: "expected 'scene NAME' first")])
        }
        var presentations = presentations
        for (i, plans) in plans.enumerated() {
            let (forward, backward) = (presentations[i].forward, presentations[i].backward)
            switch (plans[forward], plans[backward]) {
            case (nil, nil): break
            case (let present?, let dismiss?):
                presentations[i].animator = AnimatorDecl(present: present, dismiss: dismiss)
            case (_, nil), (nil, _):
                let missing = (plans[forward] == nil ? forward : backward).rawValue
                let place = animateLines[i] ?? (1, 1)
                problems.append(SceneProblem(line: place.line, column: place.column,
                                             message: "an animator plans both operations; expected an 'animate \(missing)' line too"))
            }
        }
        // The engine checks the scene as it was read, whatever the lines that were
        // refused: every problem is reported at once, each at its word.
        let scenario: Scenario
        do {
            scenario = try Scenario(name: name, summary: summary, views: views, controllers: controllers,
                                    initialWindow: window, presentations: presentations, options: options,
                                    defaults: settings.engine, initialDepth: initialDepth)
        } catch {
            let text = SceneProblemText(views: views, controllers: controllers, presentations: presentations, map: map)
            let found = error.problems.filter { located in
                switch located.problem {
                case .unknownView(let name, _), .unknownPresenter(let name), .unknownPresented(let name),
                     .unknownChild(_, let name), .unknownNavigationController(_, let name): !refusedNames.contains(name)
                default: true
                }
            }
            throw SceneLoadError(problems: Self.sorted(problems + found.map(text.problem)))
        }
        guard problems.isEmpty else { throw SceneLoadError(problems: Self.sorted(problems)) }
        return scenario
    }

    /// By line and column, each once.
    static func sorted(_ problems: [SceneProblem]) -> [SceneProblem] {
        var seen = Set<SceneProblem>()
        return problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.filter { seen.insert($0).inserted }
    }
}

extension SceneProblem: Error {}
