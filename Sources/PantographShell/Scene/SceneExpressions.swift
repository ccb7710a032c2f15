import PantographEngine

/// The scene language's arithmetic: `(width-50)/2`, `height-safeTop-10`,
/// `floor(width/2)`, `duration*0.7`. Written without blanks (a blank ends a word), with
/// `*` and `/` binding tighter than `+` and `-`, all of them left to right, so that
/// what the printer writes reads back to the same tree.
enum SceneExpressions {
    /// Parses a whole word as an expression; the error's offset is in characters from
    /// the word's start.
    static func parse(_ text: String) throws(SceneValueError) -> Expr {
        try parse(bytes: Array(text.utf8))
    }

    /// The same from a word's bytes; `definitions` are the scene's `let` names, each
    /// read as its expression in parentheses.
    static func parse(bytes: [UInt8], definitions: [String: Expr] = [:]) throws(SceneValueError) -> Expr {
        var reader = Reader(bytes: bytes, definitions: definitions)
        let expr = try reader.sum()
        guard reader.at == reader.bytes.count else {
            throw SceneValueError("expected an operator (+ - * /) or the end of the expression, got '\(reader.rest)'",
                                  offset: reader.at)
        }
        return expr
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
        let definitions: [String: Expr]
        var at = 0

        init(bytes: [UInt8], definitions: [String: Expr]) {
            self.bytes = bytes
            self.definitions = definitions
        }

        var rest: String { String(decoding: bytes[at...], as: UTF8.self) }
        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func sum() throws(SceneValueError) -> Expr {
            var left = try product()
            while let op = peek, op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
                at += 1
                let right = try product()
                left = op == UInt8(ascii: "+") ? .sum(left, right) : .difference(left, right)
            }
            return left
        }

        mutating func product() throws(SceneValueError) -> Expr {
            var left = try atom()
            while let op = peek, op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
                at += 1
                let right = try atom()
                left = op == UInt8(ascii: "*") ? .product(left, right) : .quotient(left, right)
            }
            return left
        }

        mutating func atom() throws(SceneValueError) -> Expr {
            guard let byte = peek else {
                throw SceneValueError("expected a number, a variable (\(variables)) or '(' at the end of the expression",
                                      offset: at)
            }
            if byte == UInt8(ascii: "(") {
                at += 1
                let inner = try sum()
                try close()
                return inner
            }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                return .number(try numberLiteral())
            }
            let start = at
            while let b = peek, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) {
                at += 1
            }
            let word = String(decoding: bytes[start..<at], as: UTF8.self)
            if word == "floor", peek == UInt8(ascii: "(") {
                at += 1
                let inner = try sum()
                try close()
                return .floor(inner)
            }
            if let variable = Expr.Variable(rawValue: word) { return .variable(variable) }
            if let defined = definitions[word] { return defined }
            at = start
            throw SceneValueError("expected a number, a variable (\(variables))\(definitions.isEmpty ? "" : ", a name a let defines")"
                                  + ", floor(…) or '(', got '\(rest)'", offset: start)
        }

        mutating func close() throws(SceneValueError) {
            guard peek == UInt8(ascii: ")") else {
                throw SceneValueError("expected ')'\(peek == nil ? " at the end of the expression" : ", got '\(rest)'")",
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
                throw SceneValueError("expected a number, got '\(String(decoding: text, as: UTF8.self))'", offset: start)
            }
            guard value.isFinite else {
                throw SceneValueError("a number out of range: '\(String(decoding: text, as: UTF8.self))'", offset: start)
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
