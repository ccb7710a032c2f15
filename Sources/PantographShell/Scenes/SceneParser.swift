import PantographEngine

/// A problem in a scene's text: where, and what was expected.
public struct SceneProblem: Hashable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String
}

/// Every problem of a scene's text, in the order of the text; nothing was loaded.
public struct SceneLoadError: Error, Hashable, Sendable {
    public let problems: [SceneProblem]
    /// The line a stop was asked at (Ctrl-C, SIGTERM), when the file was not read to
    /// its end.
    public let interruptedAt: Int?

    public init(problems: [SceneProblem], interruptedAt: Int? = nil) {
        self.problems = problems
        self.interruptedAt = interruptedAt
    }

    /// `FILE:LINE:COL: error: …`, one a problem.
    public func report(file: String) -> String {
        problems.map { "\(file):\($0.line):\($0.column): error: \($0.message)\n" }.joined()
    }
}

/// Reads the scene language (docs/scene-language.md) into a `Scene`: one statement
/// per line (or between `;`s), words split as the command language splits them, named
/// attributes, and the command language's values. Every problem is collected, each at
/// its line and column (up to `mostProblems`), and a text with any problem gives no
/// scene.
public enum SceneParser {
    /// The `set` keys a scene may give a default for: the common ones but `output`.
    static let settingSpecs: [SettingSpec] = SettingRegistry.common.filter { $0.key != "output" }

    /// How many problems a file reports before reading stops: a file of a hundred
    /// thousand bad lines says so in a hundred.
    public static let mostProblems = 100

    public static func parse(_ text: String) throws(SceneLoadError) -> Scene {
        try parse(bytes: Array(text.utf8))
    }

    /// Reads `bytes` (UTF-8; a byte-order mark before the first line is skipped) line
    /// by line, a line ending at LF, CR LF or a lone CR. `isInterrupted` is asked every
    /// 256 lines: a long file stops loading on Ctrl-C or SIGTERM.
    public static func parse(bytes: [UInt8], isInterrupted: () -> Bool = { false }) throws(SceneLoadError) -> Scene {
        var builder = SceneBuilder()
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var start = bytes.starts(with: bom) ? 3 : 0
        var number = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            builder.read(line: bytes[start..<end], number: number)
            if builder.problems.count >= mostProblems {
                // After the last problem, where reading stopped.
                builder.problems.append(SceneProblem(line: number, column: builder.problems.last!.column,
                                                     message: "stopped reading after \(mostProblems) problems; nothing loaded"))
                throw SceneLoadError(problems: builder.problems)
            }
            if number % 256 == 0, isInterrupted() { throw SceneLoadError(problems: [], interruptedAt: number) }
            guard end < bytes.count else { break }
            // CR LF is one line end; a lone CR is one too (files of classic Mac OS).
            start = bytes[end] == UInt8(ascii: "\r") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n") ? end + 2 : end + 1
            number += 1
        }
        return try builder.finish()
    }
}

/// One statement: its words, and the raw text after `summary` when it has one.
struct Statement {
    let line: Int
    var words: [Word]
    /// The column just after the last word, where a missing word was expected.
    let endColumn: Int
    var summary: String?

    func problem(_ message: String, at column: Int? = nil) -> SceneProblem {
        SceneProblem(line: line, column: column ?? words.first?.column ?? 1, message: message)
    }
}
