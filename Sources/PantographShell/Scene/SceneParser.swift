import PantographEngine

/// A problem in a scene's text: where, and what was expected.
public struct SceneProblem: Hashable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Every problem of a scene's text, in the order of the text; nothing was loaded.
public struct SceneLoadError: Error, Hashable, Sendable {
    public let problems: [SceneProblem]

    /// `FILE:LINE:COL: error: …`, one a problem.
    public func report(file: String) -> String {
        problems.map { "\(file):\($0.line):\($0.column): error: \($0.message)\n" }.joined()
    }
}

/// Reads the scene language (docs/scenes.md) into a `Scenario`: one statement per line
/// (or between `;`s), words split as the command language splits them, named
/// attributes, and the command language's values. Every problem is collected, each at
/// its line and column, and a text with any problem gives no scenario.
public enum SceneParser {
    /// The `set` keys a scene may give a default for: the common ones but `output`.
    static let settingSpecs: [SettingSpec] = SettingRegistry.common.filter { $0.key != "output" }

    public static func parse(_ text: String) throws(SceneLoadError) -> Scenario {
        try parse(bytes: Array(text.utf8))
    }

    public static func parse(bytes: [UInt8]) throws(SceneLoadError) -> Scenario {
        var builder = SceneBuilder()
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            builder.read(line: line, number: index + 1)
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
