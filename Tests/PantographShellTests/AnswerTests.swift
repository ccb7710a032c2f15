import Testing
@testable import PantographShell
import PantographEngine

/// Each command's output answers it: `set KEY VALUE` names the one setting it changed,
/// `show events` does not repeat the block above it, the default start point follows
/// the screen, and every help and list text fits 80 columns.
struct AnswerTests {
    @Test func setPrintsTheSettingItChangedWithItsOldValue() throws {
        let run = try run("set threshold 0.15\nset threshold 0.15\nset clock manual\nset screen 400x900")
        #expect(run.out == """
            threshold 0.15 (was 0.1)

            threshold 0.15 (unchanged)

            clock manual (was auto)

            screen 400x900 (was 390x844)


            """)
        #expect(run.err.isEmpty)
    }

    @Test func setInJSONStillPrintsTheWholeState() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["set threshold 0.15"])
        let record = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).first))
        #expect(record["ok"] as? Bool == true)
        #expect((record["views"] as? [Any])?.count == 3)
        #expect(record["gesture"] != nil && record["clock"] != nil)
    }

    @Test func setAloneListsEverySetting() throws {
        // Each scene lists the common settings and its own; together, every key.
        var shown = Set<String>()
        for scene in SceneLibrary.builtIn.all {
            let out = try run("set", scene: scene.name).out
            for setting in SettingRegistry.listed(SessionSettings(engine: scene.defaults, output: .text)) {
                #expect(out.contains("  \(setting.key) "), "\(scene.name): \(setting.key)")
                shown.insert(setting.key)
            }
        }
        #expect(shown == Set(SettingRegistry.all.map(\.key)))
    }

    @Test func showEventsAfterABlockThatListedThemAllDoesNotRepeatThem() throws {
        let out = try run("drag 0,-84.4; show events").out
        for event in ["presentationTransitionWillBegin", "cancelInteractiveTransition", "animationEnded(false)"] {
            #expect(out.components(separatedBy: event).count == 2, "\(event) printed more than once:\n\(out)")
        }
        #expect(out.hasSuffix("events: the 14 above, all fired by 'drag 0,-84.4'\n\n"))
    }

    @Test func showEventsListsThemWhenTheyCameFromSeveralCommands() throws {
        let out = try run("pan begin; pan move 0,-100; pan end; show events").out
        let shown = try #require(out.components(separatedBy: "\n\n").dropLast().last)
        #expect(shown.hasPrefix("events presentationTransitionWillBegin,"))
        #expect(shown.contains("animationEnded(true)"))
        // And again after any other command in between.
        let again = try run("drag 0,-84.4; show settings; show events").out
        #expect(again.components(separatedBy: "presentationTransitionWillBegin").count == 3)
    }

    @Test func theDefaultStartPointFollowsTheScreen() throws {
        let run = try run("set screen 100x100; drag 0,-50")
        #expect(run.out.contains("gesture ended at 32.5,-17.0"))
        // From 33 up 50 points: past the top edge of a 100-point screen, said once.
        #expect(run.err == """
            test.pg:1:21: warning: the finger left the screen: 32.5,-0.3 is outside it (x
                0…<100, y 0…<100); no touch screen reports that, and the gesture follows the
                finger anyway

            """, "\(run.err)")
        #expect(run.session.state.simulator.isPresented)
    }

    @Test func dragStartsWhereAsked() throws {
        let run = try run("drag 0,-200 from 300,700")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(run.out.contains("gesture ended at 300.0,500.0"))
        let (session, sink) = try ShellProbe.session(format: .text)
        let before = ShellProbe.snapshot(session)
        #expect(session.execute(line: Array("drag 0,-200 from 500,10".utf8), file: "d.pg", lineNumber: 2).failed)
        #expect(sink.err.hasPrefix("d.pg:2:18: error: location 500,10 is outside the screen"), "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
    }

    /// A help or list text, named by the command that prints it: the text itself, as a
    /// test's argument, was most of `swift test`'s output.
    struct Listing: CustomTestStringConvertible, Sendable {
        let command: String
        let text: String
        var testDescription: String { command }
    }

    static let listings: [Listing] = [
        Listing(command: "help", text: Help.overview()),
        Listing(command: "scene", text: Help.sceneList(current: "deeper")),
        Listing(command: "set", text: Help.settings(SessionSettings(engine: Scene.deeper.defaults, output: .text))),
    ] + CommandRegistry.all.map { Listing(command: "help \($0.name)", text: Help.command($0)) }

    @Test(arguments: listings)
    func everyHelpAndListTextFitsEightyColumns(_ listing: Listing) {
        for line in listing.text.split(separator: "\n") {
            #expect(line.count <= TextLayout.width, "\(line.count) columns: \(line)")
        }
    }

    /// `help policy` explains every policy it offers, in the order `compare` lists
    /// them, each beside its name; a setting without such lines has none.
    @Test func helpPolicyExplainsEveryPolicy() throws {
        let settings = SessionSettings(engine: Scene.deeper.defaults, output: .text)
        let spec = try #require(SettingRegistry.all.first { $0.key == "policy" })
        let text = Help.setting(spec, settings: settings, scene: .deeper)
        var previous = text.startIndex
        for policy in PolicyName.allCases {
            let line = "  " + TextLayout.pad(policy.rawValue, "react-navigation".count) + "  "
            let found = try #require(text.range(of: line), "\(policy) has no line in:\n\(text)")
            #expect(found.lowerBound > previous, "\(policy) out of order")
            previous = found.lowerBound
            let words = PolicyDescriptions.summary(policy).split(separator: " ").prefix(3).joined(separator: " ")
            #expect(text[found.upperBound...].hasPrefix(words), "\(policy)'s rule is not beside its name")
        }
        for line in text.split(separator: "\n") { #expect(line.count <= TextLayout.width) }
        let slop = try #require(SettingRegistry.all.first { $0.key == "slop" })
        #expect(!Help.setting(slop, settings: settings, scene: .deeper).contains("\n  "))
    }

    /// `scene` alone: one line per scene, so the list reads as a menu.
    @Test func sceneListsOneLineEach() {
        let lines = Help.sceneList(current: "deeper").split(separator: "\n")
        #expect(lines.count == SceneLibrary.builtIn.all.count, "\(lines)")
    }

    @Test func helpShowListsItsTopics() {
        let text = Help.command(CommandRegistry.spec(named: "show")!)
        #expect(text.contains("WHAT is state, views, events or settings\n"))
    }
}
