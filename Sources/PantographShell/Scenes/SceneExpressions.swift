import PantographEngine

/// The scene language's arithmetic: `(width-50)/2`, `height-safeTop-10`,
/// `floor(width/2)`, `duration*0.7`. Written without blanks (a blank ends a word), with
/// `*` and `/` binding tighter than `+` and `-`, all of them left to right, so that
/// what the printer writes reads back to the same tree.
enum SceneExpressions {
    /// An expression read, with how deep it nests and how many numbers, variables and
    /// operations it holds, its lets written out: the engine's limits (`Expr.deepest`,
    /// `Expr.largest`) are checked as it is read, in time proportional to the text,
    /// however the lets nest and repeat (`let b = a+a`, `let c = b+b` … doubles the
    /// size a line, and the 14th line is refused, not evaluated).
    struct Parsed {
        let expr: Expr
        let depth: Int
        let size: Int
    }

    /// The scene's `let` names, each read as its expression in parentheses.
    typealias Definitions = [String: Parsed]

    /// Parses a whole word as an expression; the error's offset is in characters from
    /// the word's start.
    static func parse(_ text: String) throws(SceneValueError) -> Expr {
        try parse(bytes: Array(text.utf8))
    }

    /// The same from a word's bytes.
    static func parse(bytes: [UInt8], definitions: Definitions = [:]) throws(SceneValueError) -> Expr {
        try parsed(bytes: bytes, definitions: definitions).expr
    }

    static func parsed(bytes: [UInt8], definitions: Definitions = [:]) throws(SceneValueError) -> Parsed {
        var reader = Reader(bytes: bytes, definitions: definitions)
        let parsed = try reader.sum()
        guard reader.at == reader.bytes.count else {
            throw SceneValueError("expected an operator (+ - * /) or the end of the expression, got \(Quoting.quoted(reader.rest))",
                                  offset: reader.at)
        }
        return parsed
    }

    /// The shortest text that `parse` reads back to `expr`.
    static func print(_ expr: Expr) -> String { print(expr, level: 0) }

    /// `level`: 0 anything, 1 a product or tighter, 2 an atom.
    private static func print(_ expr: Expr, level: Int) -> String {
        switch expr {
        case .number(let value): number(value)
        case .variable(let variable): variable.rawValue
        case .floor(let a): "floor(\(print(a, level: 0)))"
        case .sum(let a, let b): wrap("\(print(a, level: 0))+\(print(b, level: 1))", if: level > 0)
        case .difference(let a, let b): wrap("\(print(a, level: 0))-\(print(b, level: 1))", if: level > 0)
        case .product(let a, let b): wrap("\(print(a, level: 1))*\(print(b, level: 2))", if: level > 1)
        case .quotient(let a, let b): wrap("\(print(a, level: 1))/\(print(b, level: 2))", if: level > 1)
        }
    }

    private static func wrap(_ text: String, if condition: Bool) -> String { condition ? "(\(text))" : text }

    /// A number as the shortest text that reads back to the same `Double` (`12`, `0.5`, `1e-05`).
    static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private struct Reader {
        let bytes: [UInt8]
        let definitions: Definitions
        var at = 0
        /// Parentheses and `floor(` open around the reader, each a level of recursion.
        var nesting = 0

        init(bytes: [UInt8], definitions: Definitions) {
            self.bytes = bytes
            self.definitions = definitions
        }

        var rest: String { String(decoding: bytes[at...], as: UTF8.self) }
        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        /// `a OP b`, refused past the engine's limits at `offset`.
        func combine(_ a: Parsed, _ b: Parsed, _ make: (Expr, Expr) -> Expr, at offset: Int) throws(SceneValueError) -> Parsed {
            try Self.checked(Parsed(expr: make(a.expr, b.expr), depth: max(a.depth, b.depth) + 1, size: a.size + b.size + 1),
                             at: offset)
        }

        static func checked(_ parsed: Parsed, at offset: Int) throws(SceneValueError) -> Parsed {
            guard parsed.depth <= Expr.deepest else {
                throw SceneValueError("the expression is more than \(Expr.deepest) levels deep, its lets written out", offset: offset)
            }
            guard parsed.size <= Expr.largest else {
                throw SceneValueError("the expression has more than \(Expr.largest) numbers, variables and operations, "
                                      + "its lets written out", offset: offset)
            }
            return parsed
        }

        mutating func sum() throws(SceneValueError) -> Parsed {
            try chain(UInt8(ascii: "+"), Expr.sum, UInt8(ascii: "-"), Expr.difference) { (r: inout Reader) throws(SceneValueError) in
                try r.product()
            }
        }

        mutating func product() throws(SceneValueError) -> Parsed {
            try chain(UInt8(ascii: "*"), Expr.product, UInt8(ascii: "/"), Expr.quotient) { (r: inout Reader) throws(SceneValueError) in
                try r.atom()
            }
        }

        /// `operand (op operand)*`, left to right: `a-b-c` is `(a-b)-c`.
        mutating func chain(_ first: UInt8, _ makeFirst: (Expr, Expr) -> Expr, _ second: UInt8, _ makeSecond: (Expr, Expr) -> Expr,
                            operand: (inout Reader) throws(SceneValueError) -> Parsed) throws(SceneValueError) -> Parsed {
            var left = try operand(&self)
            while let op = peek, op == first || op == second {
                let offset = at
                at += 1
                let right = try operand(&self)
                left = try combine(left, right, op == first ? makeFirst : makeSecond, at: offset)
            }
            return left
        }

        /// What is inside `(…)` or `floor(…)`, with a level more of nesting.
        mutating func inner() throws(SceneValueError) -> Parsed {
            nesting += 1
            guard nesting <= Expr.deepest else {
                throw SceneValueError("parentheses nested more than \(Expr.deepest) deep", offset: at - 1)
            }
            let parsed = try sum()
            try close()
            nesting -= 1
            return parsed
        }

        mutating func atom() throws(SceneValueError) -> Parsed {
            guard let byte = peek else {
                throw SceneValueError("expected a number, a variable (\(variables)) or '(' at the end of the expression",
                                      offset: at)
            }
            if byte == UInt8(ascii: "(") {
                at += 1
                return try inner()
            }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                return Parsed(expr: .number(try numberLiteral()), depth: 1, size: 1)
            }
            let start = at
            while let b = peek, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) {
                at += 1
            }
            let word = String(decoding: bytes[start..<at], as: UTF8.self)
            if word == "floor", peek == UInt8(ascii: "(") {
                at += 1
                let inside = try inner()
                return try Self.checked(Parsed(expr: .floor(inside.expr), depth: inside.depth + 1, size: inside.size + 1), at: start)
            }
            if let variable = Expr.Variable(rawValue: word) { return Parsed(expr: .variable(variable), depth: 1, size: 1) }
            if let defined = definitions[word] { return defined }
            at = start
            // The names in scope, and the one the word was perhaps meant to be.
            let lets = definitions.keys.sorted()
            throw SceneValueError("expected a number, a variable (\(variables))"
                                  + (lets.isEmpty ? "" : ", a name a let defines (\(Quoting.names(lets)))")
                                  + ", floor(…) or '(', got \(Quoting.quoted(rest))"
                                  + Quoting.suggestion(for: word, in: Expr.Variable.allCases.map(\.rawValue) + lets + ["floor"]),
                                  offset: start)
        }

        mutating func close() throws(SceneValueError) {
            guard peek == UInt8(ascii: ")") else {
                throw SceneValueError("expected ')'\(peek == nil ? " at the end of the expression" : ", got \(Quoting.quoted(rest))")",
                                      offset: at)
            }
            at += 1
        }

        /// `-12`, `0.5`, `.5`, `1e-05`: the command language's decimals.
        mutating func numberLiteral() throws(SceneValueError) -> Double {
            let start = at
            if peek == UInt8(ascii: "-") { at += 1 }
            func digitOrPoint(_ b: UInt8) -> Bool { b == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
            while let b = peek, digitOrPoint(b) { at += 1 }
            if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                var next = at + 1
                if next < bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "+") { next += 1 }
                if next < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next]) {
                    at = next
                    while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { at += 1 }
                }
            }
            let text = bytes[start..<at]
            guard let value = DecimalText.parse(text) else {
                throw SceneValueError("expected a number, got \(Quoting.quoted(String(decoding: text, as: UTF8.self)))", offset: start)
            }
            guard value.isFinite else {
                throw SceneValueError("a number out of range: \(Quoting.quoted(String(decoding: text, as: UTF8.self)))", offset: start)
            }
            return value
        }

        var variables: String { Expr.Variable.allCases.map(\.rawValue).joined(separator: ", ") }
    }
}

/// A value of a scene that does not parse; `offset` is where in its word, in characters.
struct SceneValueError: Error {
    let message: String
    var offset: Int = 0
    init(_ message: String, offset: Int = 0) {
        self.message = message
        self.offset = offset
    }
}
