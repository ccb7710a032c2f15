import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// docs/hostile-input.md, "Scene files": files made to break the reader, each refused
/// at its line and column (or loaded), quickly, and in few words.
struct HostileSceneTests {
    /// Letters-only `let` names: qa, qb, …, qz, qaa, ….
    static func name(_ i: Int) -> String {
        var text = "", n = i + 1
        while n > 0 {
            let r = (n - 1) % 26
            text = String(UnicodeScalar(UInt8(97 + r))) + text
            n = (n - 1) / 26
        }
        return "q" + text
    }

    static let tail = "controller c view a\nwindow a\n"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: [UInt8]
        /// The first problem (nil: the scene loads).
        let first: SceneProblem?
        var testDescription: String { name }
        init(_ name: String, _ text: String, _ first: SceneProblem?) { self.init(name, Array(text.utf8), first) }
        init(_ name: String, _ text: [UInt8], _ first: SceneProblem?) {
            self.name = name
            self.text = text
            self.first = first
        }
    }

    static let cases: [Case] = [
        Case("100,000 terms", "scene h\nview a frame 0,0,\(Array(repeating: "1", count: 100_000).joined(separator: "+")),1\n" + tail,
             SceneProblem(line: 2, column: 217, message: "the expression is more than 100 levels deep, its lets written out")),
        Case("40,000 parentheses", "scene h\nview a frame 0,0,\(String(repeating: "(", count: 40_000))1\(String(repeating: ")", count: 40_000)),1\n" + tail,
             SceneProblem(line: 2, column: 118, message: "parentheses nested more than 100 deep")),
        Case("50,000 floors", "scene h\nview a frame 0,0,\(String(repeating: "floor(", count: 50_000))1\(String(repeating: ")", count: 50_000)),1\n" + tail,
             SceneProblem(line: 2, column: 623, message: "parentheses nested more than 100 deep")),
        Case("100,000 lets, each the last +1",
             "scene h\nlet qa = 1\n" + (1..<100_000).map { "let \(name($0)) = \(name($0 - 1))+1\n" }.joined() + tail,
             SceneProblem(line: 102, column: 14, message: "the expression is more than 100 levels deep, its lets written out")),
        Case("24 lets, each the last twice",
             "scene h\nlet qa = 1\n" + (1..<24).map { "let \(name($0)) = \(name($0 - 1))+\(name($0 - 1))\n" }.joined() + tail,
             SceneProblem(line: 15, column: 12,
                          message: "the expression has more than 10000 numbers, variables and operations, its lets written out")),
        Case("5,000 views nested", "scene h\nview w0 frame 0,0,10,10\n" + (1..<5000).map { "view w\($0) in w\($0 - 1) frame 0,0,10,10\n" }.joined()
             + "controller c view w0\nwindow w0\n",
             SceneProblem(line: 102, column: 14, message: "view 'w100' is nested 101 deep; views nest at most 100 deep")),
        Case("a division by zero", "scene h\nview a frame 0,0,width/0,0/0\n" + tail,
             SceneProblem(line: 2, column: 14, message: "this evaluates to inf; a value must be finite")),
        Case("a product past the largest number", "scene h\nview a frame 0,0,1,height*1e308\n" + tail,
             SceneProblem(line: 2, column: 14, message: "this evaluates to inf; a value must be finite")),
        Case("a 1 MB number", "scene h\nview a frame 0,0,\(String(repeating: "9", count: 1 << 20)),1\n" + tail,
             SceneProblem(line: 2, column: 18, message: "a number out of range: '9999999999999999999999999999999999999999…' (1048576 characters)")),
        Case("a 1 MB name", "scene h\nview \(String(repeating: "a", count: 1 << 20)) in b frame screen\n" + tail,
             SceneProblem(line: 2, column: 1048586, message: "unknown view 'b'; expected a declared view (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (1048576 characters))")),
        Case("a NUL in the name", "scene ca\u{0}rd\nview a frame screen\n" + tail,
             SceneProblem(line: 1, column: 7, message: "the name 'ca\\x00rd' cannot be shown: a name is not empty and has no blanks and no control or invisible characters")),
        Case("a view inside itself, once", "scene h\nview a in a frame screen\n" + tail,
             SceneProblem(line: 2, column: 11, message: "view 'a' is inside itself: a in a")),
        Case("a byte-order mark", [0xEF, 0xBB, 0xBF] + Array("scene h\nview a frame screen\n\(tail)".utf8), nil),
        Case("lines ended by CR alone", "scene h\rview a frame screen\r" + tail.replacingOccurrences(of: "\n", with: "\r"), nil),
        Case("lines ended by CR LF", "scene h\r\nview a frame screen\r\n" + tail.replacingOccurrences(of: "\n", with: "\r\n"), nil),
        Case("a CR alone mid-file is a line end", "scene h\rview a frame screen\rview a frame screen\n" + tail,
             SceneProblem(line: 3, column: 6, message: "view 'a' is declared twice (first on line 2)")),
        Case("a hundred thousand bad lines", "scene h\n" + String(repeating: "shadow\n", count: 100_000),
             SceneProblem(line: 2, column: 1, message: "unknown statement 'shadow'; expected one of " + SceneGrammar.statements.map(\.name).joined(separator: ", "))),
    ]

    @Test(arguments: cases)
    func aHostileSceneFileIsAnsweredQuickly(_ c: Case) {
        let clock = ContinuousClock()
        let start = clock.now
        var problems: [SceneProblem] = []
        do {
            let scene = try SceneParser.parse(bytes: c.text)
            #expect(try SceneParser.parse(ScenePrinter.print(scene)) == scene)
        } catch {
            problems = error.problems
        }
        let elapsed = clock.now - start
        #expect(problems.first == c.first, "\(problems.prefix(3))")
        // Few words, whatever the file: at most the limit of problems, each quoting at
        // most 40 characters of a word, none of them a control character.
        #expect(problems.count <= SceneParser.mostProblems + 1)
        for problem in problems {
            #expect(problem.message.count < 600, "\(problem.message.prefix(600))")
            #expect(!problem.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
        // Seconds on a loaded machine's debug build would mean a quadratic walk; the
        // release binary answers each in well under one (docs/hostile-input.md).
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    /// A long file stops loading when asked, at the line it is on.
    @Test func aLongLoadStopsWhenInterrupted() {
        let text = "scene big\n" + (0..<10_000).map { "view v\($0) frame screen\n" }.joined()
        var asked = 0
        do {
            _ = try SceneParser.parse(bytes: Array(text.utf8)) {
                asked += 1
                return asked == 3
            }
            Issue.record("loaded")
        } catch {
            #expect(error.interruptedAt == 768 && error.problems.isEmpty)
        }
    }
}
