import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// `draw` and `sweep` within the terminal: the session's width and height
/// (`SessionOptions.drawWidth`, `drawHeight`), as the executable reads them from the
/// terminal.
@Suite struct TerminalSizeTests {
    static func session(width: Int = 80, height: Int? = nil, scene: String = "deeper") throws
        -> (ShellSession, CapturingSink) {
        try ShellProbe.session(format: .text, scene: scene) {
            $0.drawWidth = width
            $0.drawHeight = height
        }
    }

    /// What the last of `lines` prints.
    static func output(_ lines: [String], width: Int = 80, height: Int? = nil, scene: String = "deeper") throws -> String {
        let (session, sink) = try Self.session(width: width, height: height, scene: scene)
        var results = ShellProbe.feed(session, Array(lines.dropLast()))
        sink.out = ""
        results += ShellProbe.feed(session, Array(lines.suffix(1)))
        #expect(results.allSatisfy { !$0.failed }, "\(sink.err)")
        return sink.out
    }

    /// The typed command line, the picture with its legend, the blank line that ends
    /// the answer and the prompt after it fit the terminal's lines; a picture that
    /// fits already is left as it is, at the boundary too.
    @Test(arguments: ["deeper", "card", "hero", "sheet", "modal"])
    func drawFitsTheTerminalsHeight(_ scene: String) throws {
        let setup = ["set clock manual", "present", "wait 0.1"]
        let full = ShellProbe.lines(try Self.output(setup + ["draw"], scene: scene))
        #expect(full.count > 24, "an 80-column phone is taller than 24 lines")
        for height in [24, 30, 40, full.count, full.count + 2, full.count + 3, full.count + 4] {
            let drawn = ShellProbe.lines(try Self.output(setup + ["draw"], height: height, scene: scene))
            if height >= full.count + 3 {
                #expect(drawn == full, "room for the command, \(full.count) lines, a blank and the prompt: unchanged")
            } else {
                #expect(drawn.count + 3 <= height, "\(scene) in \(height) lines: the command, \(drawn.count), a blank and the prompt")
                #expect(drawn[0].count < full[0].count, "narrower, keeping the aspect")
            }
            #expect(drawn.allSatisfy { $0.count <= 80 })
        }
    }

    /// A width given to `draw` is the user's: the terminal's height does not shrink it.
    @Test func anExplicitWidthIsKept() throws {
        let drawn = ShellProbe.lines(try Self.output(["draw width 60"], height: 20))
        #expect(drawn[0].count == 60)
        #expect(drawn.count > 20)
    }

    /// A terminal shorter than the smallest picture gets the smallest picture.
    @Test func aTinyTerminalGetsTheSmallestPicture() throws {
        let drawn = ShellProbe.lines(try Self.output(["draw"], height: 3))
        let smallest = ScreenDrawing.Grid(screen: Size(width: 390, height: 844), width: 80, maxRows: ScreenDrawing.minRows)
        #expect(smallest.rows == ScreenDrawing.minRows)
        #expect(drawn[0].count == smallest.columns)
        #expect(drawn[smallest.rows - 1].hasPrefix("└") && !drawn[smallest.rows].hasPrefix("│"))
    }

    /// Every line of a sweep fits the terminal's width, and its blocks, put side by
    /// side again, are the JSON's grid.
    @Test(arguments: [
        (20, "sweep distance 0..600 step 20 velocity -1000..1500 step 500"),
        (40, "sweep distance 0..600 step 20 velocity -1000..1500 step 500"),
        (80, "sweep distance 0..600 step 5 velocity -1000..1500 step 500"),
        (132, "sweep distance 0..600 step 5 velocity -1000..1500 step 500"),
        (20, "sweep distance -100000..-99950 step 10 velocity -1000000..1000000 step 1000000"),
        (24, "sweep distance 99000..100000 step 10 velocity 0..0 step 1"),
        (31, "sweep distance 0..600 step 20 velocity 0..0 step 1"),
    ])
    func sweepRowsFitTheTerminal(_ width: Int, _ command: String) throws {
        let text = try Self.output([command], width: width)
        for line in ShellProbe.lines(text) { #expect(line.count <= width, "\(line)") }
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, [command])
        let record = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).last))
        let result = try #require(record["result"] as? [String: Any])
        let grid = try #require(result["decisions"] as? [[String]])
        let velocities = try #require(result["velocities"] as? [Double])
        // Each row's cells, block after block, fastest velocity first.
        var rows: [String: String] = [:]
        for line in ShellProbe.lines(text) where line.contains(" | ") {
            let parts = line.components(separatedBy: " | ")
            rows[parts[0].trimmingCharacters(in: .whitespaces), default: ""] += parts[1]
        }
        for (index, v) in velocities.enumerated() {
            let expected = grid[index].map { $0 == "finish" ? "#" : "." }.joined()
            #expect(rows[Numbers.fixed(v, 0)] == expected, "velocity \(v)")
        }
    }
}
