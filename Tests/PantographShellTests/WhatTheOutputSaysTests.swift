import Foundation
import Testing
@testable import PantographShell

/// What the output says after the steps that tripped a newcomer: a release shown only
/// with its own transition, one percent at a touch's begin, a warning when a setting
/// is given rather than when it is used.
@Suite struct WhatTheOutputSaysTests {
    static func lastRecord(_ script: String, scene: String = "deeper") throws -> [String: Any] {
        let lines = ShellProbe.lines(try run(script, format: .json, scene: scene).out)
        return try ShellProbe.object(try #require(lines.last))
    }

    /// A `present` after a dragged dismiss is a transition no gesture decided: neither
    /// the text nor the record shows the drag's release on it, and an `expect` on that
    /// release no longer passes.
    @Test(arguments: ["present\ndrag 0,200\nset clock manual\npresent", "present\ndrag 0,200\npresent"])
    func aPresentAfterADragShowsNoRelease(_ script: String) throws {
        let text = try run(script, scene: "modal").out
        let last = try #require(text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.last)
        #expect(last.contains("transition present"))
        #expect(!last.contains("released at"), "\(last)")
        let transition = try #require(try Self.lastRecord(script, scene: "modal")["transition"] as? [String: Any])
        #expect(transition["release"] is NSNull)
        // The drag's own record still has its release.
        let drag = try Self.lastRecord("present\ndrag 0,200", scene: "modal")
        #expect(((drag["transition"] as? [String: Any])?["release"] as? [String: Any])?["decision"] as? String == "finish")

        let failing = try run(script + "\nexpect transition.release.decision == finish", scene: "modal")
        #expect(failing.results.last?.expectationFailed == true)
        let passing = try run(script + "\nexpect transition.release == null", scene: "modal")
        #expect(passing.results.last?.expectationFailed == false)
    }

    /// The newcomer's touch: 15 points up, 5 past the slop. The transition shows the
    /// 0.6 % the policy judges, from the move that begins it to the release.
    @Test func aTouchBeginsAtThePercentThePolicyJudges() throws {
        let out = try run("touch down 105,405\ntouch move 105,400\ntouch move 105,390\ntouch up").out
        let blocks = out.components(separatedBy: "\n\n")
        #expect(blocks[2].contains("transition present · interactive · 0.6% · would cancel"), "\(blocks[2])")
        #expect(blocks[2].contains("threshold: progress 0.6 % is not above"))
        #expect(blocks[3].contains("released at 0.6% → cancel"))
    }

    /// `set completion-speed` warns when the value is ≤ 0, at the `set` itself; the
    /// setting is taken all the same.
    @Test(arguments: [("0", true), ("-0.5", true), ("0.01", false), ("2", false)])
    func aSpeedThatActsAsOneWarnsWhenSet(_ value: String, _ warns: Bool) throws {
        let result = try run("set completion-speed \(value)")
        #expect(!result.failed)
        #expect(result.out.contains("completion-speed \(value) (was 1)"))
        let warning = "test.pg:1:1: warning: completion-speed \(value) acts as 1"
        #expect(result.err.contains(warning) == warns, "\(result.err)")
    }

    /// `compare` in hero after a drag down: "53.3 %," stays on one line.
    @Test func compareKeepsEveryPercentWithItsNumber() throws {
        let out = try run("present\ndrag 0,60\ncompare", scene: "hero").out
        let table = try #require(out.components(separatedBy: "the last release:").last)
        #expect(table.contains("53.3 %, toward the end"))
        for line in table.split(separator: "\n") {
            #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("%"), "\(line)")
            #expect(line.count <= 80)
        }
    }

    /// card's drag holds the story directly: while it does, the state block says no
    /// release policy judges it and how far it has come; `compare` and `sweep` say
    /// why there is nothing to judge and where there is, never "start one with 'pan
    /// begin'"; a scene with a policy in another state says how to get there.
    @Test(arguments: [
        ("card", "present\npan begin\npan move 0,30\ncompare",
         ["card's drag moves cardDetail directly", "no release policy judges it",
          "card has no release policy; deeper, hero, sheet, modal and navigation have one"]),
        ("card", "present\nsweep distance 0..100 step 50 velocity 0..0 step 1",
         ["sweep needs a gesture that a release policy judges: card's drag moves cardDetail directly"]),
        ("card", "sweep distance 0..100 step 50 velocity 0..0 step 1",
         ["a tap on card starts the present ('touch down X,Y', then 'touch up')", "card has no release policy"]),
        ("card", "compare", ["a tap on card starts the present"]),
        ("hero", "compare", ["nothing to compare: hero has no interactive present",
                             "'present' first, then 'pan begin' or 'drag': hero's dismiss is the drag a release"]),
        ("hero", "sweep distance 0..100 step 50 velocity 0..0 step 1",
         ["sweep needs a gesture that a release policy judges: hero has no interactive present"]),
        ("deeper", "compare", ["no gesture is driving a transition and none has ended", "start one with 'pan begin' or 'drag'"]),
    ])
    func whereNoReleasePolicyJudges(_ scene: String, _ script: String, _ phrases: [String]) throws {
        let result = try run(script, scene: scene)
        #expect(result.failed)
        let err = result.err.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for phrase in phrases { #expect(err.contains(phrase), "\(err)") }
        if scene != "deeper" { #expect(!err.contains("start one with")) }
    }

    @Test func aDirectDragSaysNoPolicyJudgesIt() throws {
        let out = try run("set clock manual\npresent\nsettle\npan begin\npan move 0,30\npan move 0,100\npan end", scene: "card").out
        let blocks = out.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        let flat = blocks.map { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        #expect(flat[3].contains("no release policy: cardDetail follows the finger, 0.0 of the 100 pt that start the dismiss"))
        #expect(flat[4].contains("no release policy: cardDetail follows the finger, 30.0 of the 100 pt"))
        #expect(flat[5].contains("no release policy: the drag reached 100 pt and started the dismiss"))
        #expect(!flat[6].contains("no release policy"), "the finger has lifted")
    }

    /// card's `pan begin` before `present`: the later moves drive nothing, and say so.
    @Test func aPanThatDrivesNothingSaysSo() throws {
        let result = try run("pan begin\npresent\npan move 0,50\npan move 0,120", scene: "card")
        #expect(result.err.contains("test.pg:3:1: warning: this pan drives nothing"))
        #expect(result.err.contains("test.pg:4:1: warning: this pan drives nothing"))
        #expect(result.err.contains("end it and begin another to drive the dismiss"))
    }

    /// The newcomer's stuck transition: paused, with time passing over it, it says
    /// that nothing will end it and what would, at each command that lets time pass.
    @Test func aStuckTransitionSaysWhatWouldMoveIt() throws {
        let result = try run("set clock manual; set interruptible on; drag 0,-200; wait 50ms; pause; settle; wait 5s")
        let said = "nothing will end this present: it is paused at 26.3 %, and time does not move it; "
            + "'finish' completes it, 'cancel' takes it back, 'update P' moves it and a new pan ('pan begin') grabs it"
        let warnings = result.err.replacing("\n    ", with: " ").split(separator: "\n").map(String.init)
        #expect(warnings == ["test.pg:1:72: warning: " + said, "test.pg:1:80: warning: " + said], "\(result.err)")
        #expect(result.out.contains("transition present · paused · 26.3%"))
        // Left interactive by a policy's stay (motionlayout's `pos` exactly 1 from the
        // middle): the same, interactive, with no finger on it.
        let stay = try run("set policy motionlayout\npan begin\npan move 0,-422\npan end velocity 0,-1266\nwait 1")
        #expect(stay.err.replacing("\n    ", with: " ").contains(
            "test.pg:5:1: warning: nothing will end this present: it is interactive with no finger on the screen at 50.0 %"))
    }

    /// `undo` says what it took back: the commands as typed (a `pan` line written
    /// again), oldest first; its record's result lists them.
    @Test func undoSaysWhatItUndid() throws {
        let one = try run("set clock manual\ndrag 0,-100\nwait 100ms\nundo")
        let last = try #require(one.out.components(separatedBy: "\n\n").filter { !$0.isEmpty }.last)
        #expect(last.hasPrefix("undid 'wait 100ms'\nclock 0.300 s · deeper"), "\(last)")
        // After an undo, the next command's text is its own, not the one undone.
        let again = try run("set clock manual\ndrag 0,-100\nwait 100ms\nundo\nwait 200ms\nundo")
        #expect(again.out.contains("undid 'wait 200ms'\n"), "\(again.out)")
        let two = try run("set clock manual\npan begin\npan move 0,-100\nundo 2")
        let block = try #require(two.out.components(separatedBy: "\n\n").filter { !$0.isEmpty }.last)
        #expect(block.hasPrefix("undid 2 commands: 'pan begin', 'pan move 0,-100'\nclock 0.000 s"), "\(block)")
        let json = try ShellProbe.object(try #require(ShellProbe.lines(
            try run("drag 0,-100; set fps 120; undo 2", format: .json).out).last))
        #expect((json["result"] as? [String: Any])?["undid"] as? [String] == ["drag 0,-100", "set fps 120"])
    }

    /// A failed expectation is one line when standard error is not a terminal (the
    /// executable's `diagnosticWidth` nil), so that grep finds all of it; a terminal's
    /// 80 columns wrap it.
    @Test func aDiagnosticWrapsOnlyForATerminal() throws {
        let script = ["present", "expect views.detail.frame.height == 123 # a long verdict follows, longer than a line",
                      "set bogus 1"]
        for width in [TextLayout.width, nil] as [Int?] {
            var options = SessionOptions()
            options.diagnosticWidth = width
            let sink = CapturingSink()
            let session = try ShellSession(options: options, sink: sink)
            ShellProbe.feed(session, script)
            let lines = sink.err.split(separator: "\n")
            let failed = try #require(lines.first { $0.contains("expectation failed") })
            if width == nil {
                #expect(failed.count > 80 && failed.hasSuffix("expected == 123"), "\(sink.err)")
                #expect(lines.allSatisfy { !$0.hasPrefix("    ") }, "nothing wraps: \(sink.err)")
            } else {
                #expect(lines.allSatisfy { $0.count <= 80 }, "\(sink.err)")
                #expect(lines.contains { $0.hasPrefix("    ") })
            }
        }
    }
}

/// The state block's first line names the controller presented on top after a colon,
/// so that it reads right whatever the controller is called (modal's is `presented`).
@Suite struct StatusLineTests {
    @Test(arguments: [
        ("deeper", "", "clock 0.000 s · deeper · nothing presented"),
        ("deeper", "present\n", "clock 0.500 s · deeper · presented: detail"),
        ("modal", "", "clock 0.000 s · modal · nothing presented"),
        ("modal", "present\n", "clock 0.500 s · modal · presented: presented"),
        ("card", "present\n", "clock 1.000 s · card · presented: cardDetail"),
        ("sheet", "present\ndismiss\n", "clock 0.700 s · sheet · nothing presented"),
    ])
    func theFirstLineNamesWhatIsPresented(_ scene: String, _ script: String, _ line: String) throws {
        let out = try run(script + "show", scene: scene).out
        let block = try #require(out.components(separatedBy: "\n\n").filter { !$0.isEmpty }.last)
        #expect(block.split(separator: "\n").first.map(String.init) == line)
        #expect(!out.contains("presented presented") && !out.contains("not presented"))
    }
}
