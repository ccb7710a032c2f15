import Deeper
import PantographHarness
import PantographTestSupport
import PantographUIKit
import Testing

/// The harness in Swift tests, over the Deeper example: commands and calls, the
/// records, the app between commands, failures as thrown errors.
@MainActor @Suite struct HarnessTests {
    /// Deeper's pans start on the first cell's image, where the scene's do.
    static func deeper() throws -> Harness {
        try Harness(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
    }

    @Test func aDragPresentsTheDetailAndTheAppsHandlerDecided() throws {
        let harness = try Self.deeper()
        let records = try harness.drag(CGPoint(x: 0, y: -200))
        #expect(records.count == 1)
        #expect(records[0].contains("\"release\":{\"policy\":\"app\""))
        #expect(records[0].contains("\"decision\":\"finish\""))
        #expect(harness.app.presentedController != nil)
        #expect(harness.app.views.map(\.name) == ["detail", "header", "headline"])
    }

    /// docs/own-code.md, "In Swift tests".
    @Test func theDocumentedTest() throws {
        let harness = try Harness(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
        try harness.drag(CGPoint(x: 0, y: -200))
        #expect(harness.app.presentedController != nil)
        #expect(harness.app.view(named: "header")?.frame == CGRect(x: 0, y: 0, width: 390, height: 390))
        try harness.run("expect transition.release.decision == finish")
        try harness.run("pan begin 195,600; pan move 0,40; pan end")
        try harness.run("expect transition.release.decision == cancel\nexpect presented == true")
    }

    @Test func aShortDragCancelsAndLeavesTheGrid() throws {
        let harness = try Self.deeper()
        try harness.run("pan begin; pan move 0,-40; pan end")
        #expect(harness.app.presentedController == nil)
        #expect(harness.app.views.map(\.name) == ["grid", "cellImage", "cellTitle"])
        #expect(harness.app.view(named: "cellImage")?.isHidden == false)
    }

    @Test func aFailedExpectationThrowsWithTheCommandLinesWords() throws {
        let harness = try Self.deeper()
        #expect {
            try harness.run("drag 0,-40\nexpect presented == true")
        } throws: { error in
            "\(error)" == "<harness>:2:1: expectation failed: presented is false, expected == true\n"
        }
    }

    @Test func aCommandThatDoesNotApplyThrowsAndChangesNothing() throws {
        let harness = try Self.deeper()
        #expect(throws: HarnessError.self) { try harness.run("present") }
        #expect(harness.app.presentedController == nil)
        #expect(harness.app.time == 0)
    }

    /// A drag whose finger no pan recognizer takes (the app ignores touches while the
    /// cancelled transition plays back) fails saying why, not that "the last pan ended"
    /// (the drag's own pan never began), and changes nothing.
    @Test func aDragThatNoPanTakesSaysWhy() throws {
        let harness = try Self.deeper()
        try harness.run("set clock manual\ndrag 0,-40")
        let time = harness.app.time
        #expect {
            try harness.run("drag 0,-200")
        } throws: { error in
            "\(error)" == "<harness>:3:1: error: drag: no pan began at 105,405: "
                + "Touches are ignored while a\n    transition animates.\n"
        }
        #expect(harness.app.time == time)
    }

    /// An app that registers no actions is not told to `call` one.
    @Test func anAppWithNoActionsIsNotToldToCallOne() throws {
        let harness = try Harness(name: "deeper", root: DeeperApp.root)
        #expect {
            try harness.run("present")
        } throws: { error in
            "\(error)" == "<harness>:1:1: error: present does not apply to an app: its own code presents,\n"
                + "    dismisses, pushes and pops; 'tap X,Y' runs a button's action (deeper\n"
                + "    registers no action for 'call')\n"
        }
        #expect {
            try harness.run("show timeline")
        } throws: { error in
            "\(error)" == "<harness>:2:1: error: no transition yet: start one with 'pan begin', 'drag' or\n    'tap'\n"
        }
    }

    /// `set screen` and `set safe-area` work as for a scene: refused while a transition
    /// is in flight, with the scene's words, where making the app
    /// again would drop the transition the finger drives; between transitions they make it again.
    @Test func theScreenCannotChangeWhileATransitionIsInFlight() throws {
        let harness = try Self.deeper()
        try harness.run("set clock manual\npan begin\npan move 0,-100")
        let app = harness.app
        #expect {
            try harness.run("set screen 400x800")
        } throws: { error in
            "\(error)" == "<harness>:4:1: error: the screen cannot change while a transition is in flight\n"
        }
        #expect {
            try harness.run("set safe-area 20,20")
        } throws: { error in
            "\(error)" == "<harness>:5:1: error: the screen cannot change while a transition is in flight\n"
        }
        #expect(harness.app === app && harness.app.isPanTracking)
        try harness.run("pan end\nsettle\nset screen 400x800")
        #expect(harness.app !== app && harness.app.views.first?.frame.width == 400)
    }

    /// An action that throws after its code changed the app fails with the error, and
    /// the failed command changes nothing: the app is made again without it.
    @Test func anActionThatThrowsChangesNothing() throws {
        struct NoDetail: Error, CustomStringConvertible { var description: String { "no detail to show" } }
        let harness = try Harness(name: "deeper", actions: [
            HarnessAction("half") { root in
                root.present(UIViewController(), animated: false)
                throw NoDetail()
            },
        ], root: DeeperApp.root)
        try harness.run("wait 0.5")
        let (app, time) = (harness.app, harness.app.time)
        #expect {
            try harness.call("half")
        } throws: { error in
            "\(error)" == "<harness>:2:6: error: call half: the action threw: no detail to show\n"
        }
        #expect(harness.app !== app && harness.app.presentedController == nil)
        #expect(harness.app.time == time && time > 0.4)
    }

    /// A drag while a finger is down says what holds it, as `pan begin` does: a finger
    /// put down with `touch down` is lifted with `touch up`, not the `pan end` that a
    /// pan in progress would need (and that fails here: no pan has begun).
    @Test func aDragWhileAFingerIsDownSaysWhichFinger() throws {
        let harness = try Self.deeper()
        try harness.run("touch down 100,100")
        #expect {
            try harness.run("drag 0,-10")
        } throws: { error in
            "\(error)" == "<harness>:2:1: error: a finger is already down; lift it with 'touch up' or\n    'touch cancel' first\n"
        }
        try harness.run("touch up\npan begin")
        #expect {
            try harness.run("drag 0,-10")
        } throws: { error in
            "\(error)".hasPrefix("<harness>:5:1: error: a pan is already in progress; end it with 'pan end'")
        }
    }

    @Test func undoMakesTheAppAgainWithoutTheUndoneCommand() throws {
        let harness = try Self.deeper()
        try harness.drag(CGPoint(x: 0, y: -200))
        let before = harness.app
        try harness.run("undo")
        #expect(harness.app !== before)
        #expect(harness.app.presentedController == nil)
        #expect(harness.app.time == 0)
    }

    @Test func aScriptRunsAsATest() throws {
        let harness = try Self.deeper()
        let records = try harness.runScript(at: Repository.url("Tests/EndToEndTests/HarnessGolden/present.pg").path)
        #expect(records.count == 9)
        #expect(records.last?.contains("\"input\":\"show events\"") == true)
    }

    @Test func anActionRunsTheAppsCodeAndTabOffersItsName() throws {
        let harness = try Harness(name: "deeper", actions: [
            HarnessAction("open-first") { root in root.present(UIViewController(), animated: false) },
        ], root: DeeperApp.root)
        #expect(harness.completions("call o") == ["open-first"])
        // Over an app, Tab offers the settings an app takes: the app's handler decides
        // finish or cancel, so the release policy is not offered; its constants are, for
        // `compare` and `judge`.
        let settings = harness.completions("set ")
        #expect(settings.contains("clock") && settings.contains("screen"), "\(settings)")
        #expect(!settings.contains("policy") && settings.contains("threshold"), "\(settings)")
        try harness.call("open-first")
        #expect(harness.app.presentedController != nil)
        #expect {
            try harness.call("open")
        } throws: { error in
            "\(error)".contains("call: no action 'open'; did you mean 'open-first'?")
        }
    }
}
