import PantographEngine

/// Builds a `Scene` statement by statement, keeping every problem with its place.
/// A statement with a problem adds nothing; the next statement is read as usual. What
/// each statement reads is declared in `SceneStatements` and `SceneForms`.
struct SceneBuilder {
    var problems: [SceneProblem] = []
    var name: String?
    var summary = ""
    var settings = SessionSettings(engine: Settings(), output: .text)
    var views: [ViewDecl] = []
    var controllers: [ControllerDecl] = []
    var window: [String] = []
    var options: [SceneOption] = []
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
    /// Whether the last `present` or `push` line was refused: the lines that belong to
    /// it are skipped.
    var presentationRefused = false
    /// `let NAME = EXPR`: names the expressions below it may use.
    var definitions: SceneExpressions.Definitions = [:]

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
            throw s.problem("expected 'scene NAME' first, got \(Quoting.quoted(head.text))")
        }
        guard let statement = SceneStatements.named[head.text] else {
            let names = SceneStatements.all.map(\.name)
            throw s.problem("unknown statement \(Quoting.quoted(head.text)); expected one of " + names.joined(separator: ", ")
                            + Quoting.suggestion(for: head.text, in: names))
        }
        if statement.belongsToPresentation, presentationRefused { return }
        let begins = statement.name == "present" || statement.name == "push"
        if begins { presentationRefused = true }
        try statement.read(&self, s)
        if begins { presentationRefused = false }
        if !statement.takesSummary, s.summary != nil { throw s.problem("'\(head.text)' takes no summary") }
    }

    /// Reads `form` from word `first` on, recording its words at `part`.
    mutating func read<Target>(_ form: SceneForm<Target>, _ s: Statement, from first: Int = 1,
                               at part: ScenePath.Part) throws(SceneProblem) -> Target {
        map.record(part, s.words[0], s)
        return try form.read(s, from: first, at: part, definitions: definitions, map: &map)
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
            let word = s.words[index].text
            throw s.problem("expected \(expected), got \(Quoting.quoted(word))"
                            + Quoting.suggestion(for: word, in: isPush ? ["push", "pop"] : ["present", "dismiss"]), at: s.words[index].column)
        }
        return op
    }

    /// `insert VIEW …`, `remove VIEW`, `hide VIEW`, `show VIEW`, `set VIEW PROPERTY VALUE`.
    mutating func edit(_ s: Statement, from index: Int, at part: ScenePath.Part) throws(SceneProblem) -> EditDecl {
        let verbs = SceneForms.edits.map(\.verb)
        guard index < s.words.count else { throw s.problem("expected \(Parser.list(verbs, "or"))", at: s.endColumn) }
        let verb = s.words[index]
        guard let form = SceneForms.edits.first(where: { $0.verb == verb.text })?.form else {
            throw s.problem("unknown edit \(Quoting.quoted(verb.text)); expected \(Parser.list(verbs, "or"))"
                            + Quoting.suggestion(for: verb.text, in: verbs), at: verb.column)
        }
        return try read(form, s, from: index + 1, at: part)
    }

    /// A `track` line's words from `index` on.
    mutating func track(_ s: Statement, from index: Int, at part: ScenePath.Part) throws(SceneProblem) -> TrackDecl {
        try read(SceneForms.track, s, from: index, at: part)
    }

    /// `children A,B`'s names, each with its own column.
    static func childWords(_ word: Word) -> [Word] {
        var result: [Word] = []
        var column = word.column
        for part in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            result.append(Word(text: String(part), column: column))
            column += part.unicodeScalars.count + 1
        }
        return result
    }

    // MARK: The end

    /// The scene, or every problem found.
    func finish() throws(SceneLoadError) -> Scene {
        var problems = problems
        guard let name else {
            // Each statement before it said so already; a file of none says it here.
            throw SceneLoadError(problems: Self.sorted(problems.isEmpty ? [SceneProblem(line: 1, column: 1, message: "expected 'scene NAME' first")]
                                                                         : problems))
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
        let scene: Scene
        do {
            scene = try Scene(name: name, summary: summary, views: views, controllers: controllers,
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
        return scene
    }

    /// By line and column, each once, at most `SceneParser.mostProblems` of them.
    static func sorted(_ problems: [SceneProblem]) -> [SceneProblem] {
        var seen = Set<SceneProblem>()
        let all = problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.filter { seen.insert($0).inserted }
        guard all.count > SceneParser.mostProblems else { return all }
        let shown = Array(all.prefix(SceneParser.mostProblems))
        return shown + [SceneProblem(line: shown.last!.line, column: shown.last!.column,
                                     message: "and \(all.count - shown.count) more problems after this line; nothing loaded")]
    }
}

extension SceneProblem: Error {}
