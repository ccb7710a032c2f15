import PantographEngine

/// The scene language's values, read from one word of a statement and written back:
/// `EXPR`, `RECT`, `POINT`, a direction, `N`, `DURATION`, `TIMING`. Each reader says
/// what was expected at the word's column (or the column inside it); each writer
/// writes what its reader reads back to the same value.
struct SceneValues {
    /// The `let` names above the statement.
    let definitions: SceneExpressions.Definitions
    let statement: Statement

    func expr(_ word: Word) throws(SceneProblem) -> Expr { try parsed(word).expr }

    /// An expression with its depth and size, for a `let`.
    func parsed(_ word: Word) throws(SceneProblem) -> SceneExpressions.Parsed {
        do {
            return try SceneExpressions.parsed(bytes: Array(word.text.utf8), definitions: definitions)
        } catch {
            throw statement.problem(error.message, at: word.column + error.offset)
        }
    }

    func number(_ word: Word) throws(SceneProblem) -> Double {
        do { return try Values.number(word.text) } catch { throw statement.problem(error.message, at: word.column) }
    }

    func duration(_ word: Word) throws(SceneProblem) -> Double {
        do { return try Values.duration(word.text) } catch { throw statement.problem(error.message, at: word.column) }
    }

    func direction(_ word: Word) throws(SceneProblem) -> Point {
        do { return try Values.point(word.text, what: "a direction X,Y") } catch { throw statement.problem(error.message, at: word.column) }
    }

    /// `screen`, or `X,Y,W,H`, each an expression.
    func rect(_ word: Word) throws(SceneProblem) -> RectExpr {
        if word.text == "screen" { return .screen }
        let parts = try components(word, count: 4, what: "a frame X,Y,W,H (or screen)")
        return RectExpr(parts[0], parts[1], parts[2], parts[3])
    }

    func point(_ word: Word) throws(SceneProblem) -> PointExpr {
        let parts = try components(word, count: 2, what: "a point X,Y")
        return PointExpr(parts[0], parts[1])
    }

    /// A rectangle for `frame`, a number for every other property.
    func value(_ word: Word, for property: AnimatableProperty) throws(SceneProblem) -> ValueExpr {
        property.isFrame ? .rect(try rect(word)) : .number(try expr(word))
    }

    /// `spring(DAMPING,VELOCITY)`, a spring in any dialect (`spring(KEY=VALUE,…)`,
    /// read by `SceneSprings.timing`, as `curve` reads it) or a curve: `easeInOut`,
    /// `cubic(X1,Y1,X2,Y2)` …
    func timing(_ word: Word) throws(SceneProblem) -> TimingDecl {
        if SceneSprings.isSpring(word.text) {
            do {
                return try SceneSprings.timing(word.text, column: word.column)
            } catch {
                throw statement.problem(error.message, at: error.column)
            }
        }
        do {
            return .curve(try TimingCurveText.parse(word.text))
        } catch {
            throw statement.problem("expected a timing (easeInOut, easeIn, easeOut, linear, default, cubic(X1,Y1,X2,Y2) or "
                                    + "spring(DAMPING,VELOCITY) or a spring in any dialect, spring(KEY=VALUE,…)), got "
                                    + Quoting.quoted(word.text), at: word.column)
        }
    }

    /// One of an enum's names: `unknown WHAT 'x'; expected a, b, c`.
    func choice<E: RawRepresentable & CaseIterable>(_ word: Word, _: E.Type, what: String?) throws(SceneProblem) -> E
    where E.RawValue == String {
        guard let value = E(rawValue: word.text) else {
            let names = E.allCases.map(\.rawValue)
            throw statement.problem("unknown \(what.map { $0 + " " } ?? "")\(Quoting.quoted(word.text)); expected "
                                    + names.joined(separator: ", ") + Quoting.suggestion(for: word.text, in: names), at: word.column)
        }
        return value
    }

    /// A word split at its commas (outside parentheses), each part an expression.
    func components(_ word: Word, count: Int, what: String) throws(SceneProblem) -> [Expr] {
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
            throw statement.problem("expected \(what), got \(Quoting.quoted(word.text))", at: word.column)
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
                throw statement.problem(error.message, at: word.column + before + error.offset)
            }
        }
        return result
    }

    // MARK: Written back

    static func expr(_ e: Expr) -> String { SceneExpressions.print(e) }
    static func number(_ value: Double) -> String { SceneExpressions.number(value) }
    static func rect(_ r: RectExpr) -> String { r == .screen ? "screen" : [r.x, r.y, r.width, r.height].map(expr).joined(separator: ",") }
    static func point(_ p: PointExpr) -> String { "\(expr(p.x)),\(expr(p.y))" }
    static func direction(_ p: Point) -> String { "\(number(p.x)),\(number(p.y))" }
    static func value(_ value: ValueExpr) -> String {
        switch value {
        case .rect(let r): rect(r)
        case .number(let e): expr(e)
        }
    }
    static func timing(_ timing: TimingDecl) -> String { SceneSprings.text(of: timing) }
}
