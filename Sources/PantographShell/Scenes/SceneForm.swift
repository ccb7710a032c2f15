import PantographEngine

/// What follows a statement's leading words, declared as its attributes, once: the
/// builder reads it, the printer writes it and the reference shows its usage, each
/// from the same list. `blank` is the value reading starts from, so what it holds is
/// every attribute's default.
struct SceneForm<Target: Sendable>: Sendable {
    let blank: Target
    let attributes: [SceneAttribute<Target>]

    init(_ blank: Target, _ attributes: [SceneAttribute<Target>]) {
        self.blank = blank
        self.attributes = attributes
    }

    /// `NAME [in SUPERVIEW] frame RECT [alpha N] …`
    var usage: String { attributes.map(\.usage).joined(separator: " ") }

    /// The attributes as written, in their declared order, defaults left out.
    func write(_ target: Target) -> String {
        attributes.compactMap { $0.write(target, blank) }.joined(separator: " ")
    }

    /// Reads the statement's words from `first` on: the positional words in order,
    /// then `keyword VALUE` pairs and flags in any order, each once; then each value,
    /// in the declared order, recording its word at `part` in the source map.
    func read(_ s: Statement, from first: Int, at part: ScenePath.Part, definitions: SceneExpressions.Definitions,
              map: inout SceneSourceMap) throws(SceneProblem) -> Target {
        var found: [(attribute: Int, keyword: String, word: Word)] = []
        var index = first
        for (i, attribute) in attributes.enumerated() where attribute.kind == .positional {
            guard index < s.words.count else { throw s.problem("expected \(attribute.placeholder)", at: s.endColumn) }
            found.append((i, "", s.words[index]))
            index += 1
        }
        while index < s.words.count {
            let word = s.words[index]
            guard let i = attributes.firstIndex(where: { $0.kind != .positional && $0.keywords.contains(word.text) }) else {
                let known = attributes.filter { $0.kind == .keyword }.flatMap(\.keywords)
                    + attributes.filter { $0.kind == .flag }.flatMap(\.keywords)
                throw s.problem(known.isEmpty ? "unexpected \(Quoting.quoted(word.text)); '\(s.words[first - 1].text)' takes nothing more"
                                    : "unexpected \(Quoting.quoted(word.text)); expected \(Parser.list(known, "or"))"
                                        + Quoting.suggestion(for: word.text, in: known), at: word.column)
            }
            if let given = found.first(where: { $0.attribute == i }) {
                guard given.keyword == word.text else {
                    throw s.problem("expected \(Parser.list(attributes[i].keywords, "or")), not both", at: given.word.column)
                }
                throw s.problem("'\(word.text)' is given twice", at: word.column)
            }
            if attributes[i].kind == .flag {
                found.append((i, word.text, word))
                index += 1
                continue
            }
            guard index + 1 < s.words.count else { throw s.problem("expected a value after '\(word.text)'", at: s.endColumn) }
            found.append((i, word.text, s.words[index + 1]))
            index += 2
        }
        for attribute in attributes where attribute.kind == .keyword && attribute.isRequired {
            guard found.contains(where: { attributes[$0.attribute].keywords == attribute.keywords }) else {
                throw s.problem("expected '\(attribute.keywords[0]) …'", at: s.endColumn)
            }
        }
        var target = blank
        let values = SceneValues(definitions: definitions, statement: s)
        for (i, attribute) in attributes.enumerated() {
            guard let given = found.first(where: { $0.attribute == i }) else { continue }
            try attribute.read(&target, given.keyword, given.word, values)
            map.record(ScenePath(part, attribute.path), line: s.line, column: given.word.column)
        }
        return target
    }
}
