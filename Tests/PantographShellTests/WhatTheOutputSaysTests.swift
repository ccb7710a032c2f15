import Foundation
import Testing
@testable import PantographShell

/// What the output says after the steps that tripped a newcomer: a release shown only
/// with its own transition, one percent at a touch's begin, a warning when a setting
/// is given rather than when it is used.
@Suite struct WhatTheOutputSaysTests {
    static func lastRecord(_ script: String, scenario: String = "deeper") throws -> [String: Any] {
        let lines = ShellProbe.lines(try run(script, format: .json, scenario: scenario).out)
        return try ShellProbe.object(try #require(lines.last))
    }

    /// A `present` after a dragged dismiss is a transition no gesture decided: neither
    /// the text nor the record shows the drag's release on it, and an `expect` on that
    /// release no longer passes.
    @Test(arguments: ["present\ndrag 0,200\nset clock manual\npresent", "present\ndrag 0,200\npresent"])
    func aPresentAfterADragShowsNoRelease(_ script: String) throws {
        let text = try run(script, scenario: "modal").out
        let last = try #require(text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.last)
        #expect(last.contains("transition present"))
        #expect(!last.contains("released at"), "\(last)")
        let transition = try #require(try Self.lastRecord(script, scenario: "modal")["transition"] as? [String: Any])
        #expect(transition["release"] is NSNull)
        // The drag's own record still has its release.
        let drag = try Self.lastRecord("present\ndrag 0,200", scenario: "modal")
        #expect(((drag["transition"] as? [String: Any])?["release"] as? [String: Any])?["decision"] as? String == "finish")

        let failing = try run(script + "\nexpect transition.release.decision == finish", scenario: "modal")
        #expect(failing.results.last?.expectationFailed == true)
        let passing = try run(script + "\nexpect transition.release == null", scenario: "modal")
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
}
