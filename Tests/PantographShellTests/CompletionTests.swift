import Testing
@testable import PantographShell
import PantographEngine

/// Tab completion (docs/cli.md: command names, sub-commands, setting keys, scene,
/// view and policy names), read from the declarations.
struct CompletionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var expected: Set<String>
        var testDescription: String { line.debugDescription }
    }

    static let allNames = Set(CommandRegistry.all.flatMap { [$0.name] + $0.aliases })
    /// What `set` takes in deeper, the default scene: the common settings only.
    static let keys = Set(SettingRegistry.common.map(\.key))

    static let cases: [Case] = [
        // Command names, aliases included.
        Case(line: "", expected: allNames),
        Case(line: "   ", expected: allNames),
        Case(line: "p", expected: ["pan", "present", "push", "pop", "pause", "plot"]),
        Case(line: "pa", expected: ["pan", "pause"]),
        Case(line: "d", expected: ["drag", "dismiss", "draw"]),
        Case(line: "dr", expected: ["drag", "draw"]),
        Case(line: "s", expected: ["scene", "set", "settle", "show", "source", "spring", "sweep"]),
        // One word: `scene`, the former name of `scene`, is not offered, so `scen` completes.
        Case(line: "scen", expected: ["scene"]),
        Case(line: "qu", expected: ["quit"]),
        Case(line: "ex", expected: ["exit", "expect", "explore"]),
        Case(line: "zz", expected: []),
        Case(line: "pan", expected: ["pan"]),
        // Sub-commands.
        Case(line: "pan ", expected: ["begin", "move", "by", "end", "cancel"]),
        Case(line: "pan b", expected: ["begin", "by"]),
        Case(line: "pan e", expected: ["end"]),
        Case(line: "pan  \tc", expected: ["cancel"]),
        Case(line: "pan x", expected: []),
        Case(line: "pan xyz ", expected: []),
        Case(line: "nothing ", expected: []),
        // Setting keys and values.
        // deeper has no back swipe and no navigation transition: their settings are not offered.
        Case(line: "set ", expected: keys.subtracting(["edge-width", "nav-parallax", "nav-dimming"])),
        Case(line: "set nav", expected: []),
        Case(line: "set thr", expected: ["threshold"]),
        Case(line: "set c", expected: ["clock", "completion-speed", "completion-curve", "cap"]),
        Case(line: "set completion-", expected: ["completion-speed", "completion-curve"]),
        Case(line: "set clock ", expected: ["auto", "manual"]),
        Case(line: "set clock m", expected: ["manual"]),
        Case(line: "set scrub ", expected: ["time", "linear"]),
        Case(line: "set fps ", expected: ["60", "120"]),
        Case(line: "set interruptible ", expected: ["on", "off"]),
        Case(line: "set output ", expected: ["text", "json"]),
        Case(line: "set policy ", expected: Set(ReleasePolicies.names)),
        Case(line: "set policy t", expected: ["threshold"]),
        Case(line: "set completion-curve ease", expected: ["easeIn", "easeOut", "easeInOut"]),
        Case(line: "set completion-curve easeInO", expected: ["easeInOut"]),
        Case(line: "set completion-curve d", expected: ["default"]),
        Case(line: "set clock manual ", expected: []),
        Case(line: "set nosuchkey ", expected: []),
        // BuiltInScenes, help topics, show topics.
        Case(line: "scene ", expected: Set(SceneLibrary.builtIn.all.map(\.name)).union(["list", "show", "load", "save"])),
        Case(line: "scenario de", expected: ["deeper"]),
        Case(line: "scenario deeper ", expected: []),
        Case(line: "show ", expected: ["timeline", "state", "views", "events", "settings"]),
        Case(line: "show t", expected: ["timeline"]),
        Case(line: "show timeline ", expected: ["every"]),
        Case(line: "show s", expected: ["state", "settings"]),
        Case(line: "show v", expected: ["views"]),
        Case(line: "help pa", expected: ["pan", "pause"]),
        Case(line: "help se", expected: ["set", "settle"]),
        // help explains settings too: Tab offers their keys beside the commands.
        Case(line: "help th", expected: ["threshold"]),
        Case(line: "help sc", expected: ["scene", "scrub", "screen"]),
        Case(line: "help completion-", expected: ["completion-speed", "completion-curve"]),
        // record takes a file or `off`.
        Case(line: "record o", expected: ["off"]),
        // Keywords after the positionals, never one already used.
        Case(line: "drag 0,-10 ", expected: ["from", "over", "steps", "velocity"]),
        Case(line: "drag 0,-10 s", expected: ["steps"]),
        Case(line: "drag 0,-10 steps 5 ", expected: ["from", "over", "velocity"]),
        Case(line: "drag 0,-10 over 0.2 velocity 0,-1000 ", expected: ["from", "steps"]),
        Case(line: "drag 0,-10 over 0.2 velocity 0,-1000 steps 3 ", expected: ["from"]),
        Case(line: "drag 0,-10 from 5,5 over 0.2 velocity 0,-1000 steps 3 ", expected: []),
        Case(line: "drag 0,-10 over ", expected: []),
        Case(line: "drag ", expected: []),
        // draw: a charset word or the width keyword, each once.
        Case(line: "draw ", expected: ["unicode", "ascii", "width"]),
        Case(line: "draw a", expected: ["ascii"]),
        Case(line: "draw ascii ", expected: ["width"]),
        Case(line: "draw width ", expected: []),
        Case(line: "draw width 60 ", expected: ["unicode", "ascii"]),
        Case(line: "pan end ", expected: ["velocity"]),
        Case(line: "pan end v", expected: ["velocity"]),
        Case(line: "pan end velocity ", expected: []),
        Case(line: "pan end velocity 0,1 ", expected: []),
        Case(line: "pan move 0,-10 ", expected: []),
        Case(line: "update ", expected: []),
        // After `;` the next command starts over.
        Case(line: "pan begin; ", expected: allNames),
        Case(line: "pan begin;", expected: allNames),
        Case(line: "pan begin;p", expected: ["pan", "present", "push", "pop", "pause", "plot"]),
        Case(line: "pan begin; pan b", expected: ["begin", "by"]),
        Case(line: "set clock manual; set c", expected: ["clock", "completion-speed", "completion-curve", "cap"]),
        Case(line: "drag 0,-10 steps 5; drag 0,-20 ", expected: ["from", "over", "steps", "velocity"]),
        Case(line: "set fps 60 ; set clock ", expected: ["auto", "manual"]),
    ]

    @Test(arguments: cases)
    func candidates(_ c: Case) throws {
        let found = Completion.candidates(lineBeforeCursor: c.line)
        #expect(Set(found) == c.expected)
        #expect(found.count == Set(found).count, "duplicates in \(found)")
        // Every candidate extends the word being typed.
        let partial = c.line.last.map { $0 == " " || $0 == "\t" || $0 == ";" } ?? true
            ? "" : String(c.line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" }).last ?? "")
        for candidate in found { #expect(candidate.hasPrefix(partial)) }
        // The session offers the same.
        let (session, _) = try ShellProbe.session()
        #expect(session.completions(lineBeforeCursor: c.line) == found)
    }

    /// The common settings that change something in some scenes only.
    static let policyKeys: Set<String> = Set(["policy", "cap"] + ReleasePolicies.constants.map(\.key))
    static let navigationKeys: Set<String> = ["nav-parallax", "nav-dimming"]
    static let scoped = policyKeys.union(navigationKeys).union(["edge-width"])
    /// Which of those each built-in scene has: a release policy where a pan drives a
    /// percent-driven transition, the edge's width where the back swipe is, UIKit's
    /// navigation transition where a controller is pushed.
    static let scopedOffered: [String: Set<String>] = [
        "deeper": policyKeys, "card": [], "hero": policyKeys, "sheet": policyKeys, "modal": policyKeys, "flip": [],
        "navigation": policyKeys.union(navigationKeys).union(["edge-width"]),
    ]

    /// Tab offers the settings of the current scene that change something there: another
    /// scene's option, which `set` refuses here, is not offered, nor its values; nor is a
    /// common setting the scene has no use for (`set` still takes it).
    @Test(arguments: SceneLibrary.builtIn.all.map(\.name))
    func settingsOfferedAreTheScenes(_ scene: String) throws {
        let (session, sink) = try ShellProbe.session(format: .text, scene: scene)
        let offered = session.completions(lineBeforeCursor: "set ")
        let own = Set(SceneLibrary.builtIn.scene(named: scene)!.options.map(\.key))
        let scoped = try #require(Self.scopedOffered[scene])
        #expect(Set(offered) == Self.keys.subtracting(Self.scoped).union(scoped).union(own))
        #expect(Self.keys.isSuperset(of: Self.scoped))
        for key in offered {
            sink.err = ""
            ShellProbe.feed(session, ["set \(key)"])
            #expect(sink.err.isEmpty, "set \(key) in \(scene): \(sink.err)")
        }
        for other in SettingRegistry.all.map(\.key) where !offered.contains(other) {
            #expect(session.completions(lineBeforeCursor: "set \(other) ").isEmpty, "set \(other) in \(scene)")
            #expect(session.completions(lineBeforeCursor: "set \(other.prefix(3))").allSatisfy(offered.contains))
        }
    }

    @Test func aScenesOwnSettingIsOfferedThereOnly() throws {
        let (modal, _) = try ShellProbe.session(format: .text, scene: "modal")
        #expect(Set(modal.completions(lineBeforeCursor: "set p")) == ["policy", "presentation"])
        #expect(modal.completions(lineBeforeCursor: "set presentation f") == ["fullScreen", "formSheet"])
        let (deeper, _) = try ShellProbe.session(format: .text, scene: "deeper")
        #expect(deeper.completions(lineBeforeCursor: "set p") == ["policy"])
        #expect(deeper.completions(lineBeforeCursor: "set presentation ").isEmpty)
        // help explains every setting, wherever it applies: its topics stay all.
        #expect(deeper.completions(lineBeforeCursor: "help pres") == ["present", "presentation"])
    }

    /// A completed word and a space always lead to something that parses, or to more
    /// arguments: completing never offers a word the parser refuses in that position.
    @Test func everyOfferedCommandNameParses() throws {
        for name in Completion.candidates(lineBeforeCursor: "") {
            let spec = try #require(CommandRegistry.spec(named: name), "offered unknown command \(name)")
            if spec.hasSubcommands {
                for sub in Completion.candidates(lineBeforeCursor: "\(name) ") {
                    // A sub-command, or a word of the form without one (`show views`).
                    #expect(spec.forms.contains { $0.subcommand == sub } || (try? ShellProbe.parse("\(name) \(sub)")) != nil,
                            "\(name) \(sub)")
                }
            }
        }
        for key in Completion.candidates(lineBeforeCursor: "set ") {
            #expect(throws: Never.self) { try ShellProbe.parse("set \(key)") }
            // A scene's own setting is set in a scene that has it.
            let scene = SceneLibrary.builtIn.all.first { $0.defaults.options[key] != nil } ?? .deeper
            for value in Completion.candidates(lineBeforeCursor: "set \(key) ") where !value.hasSuffix("(") {
                var settings = SessionSettings(engine: scene.defaults, output: .text)
                #expect(throws: Never.self, "set \(key) \(value)") {
                    try SettingRegistry.spec(key)!.assign(&settings, value)
                }
            }
        }
        for topic in Completion.candidates(lineBeforeCursor: "show ") {
            #expect(throws: Never.self) { try ShellProbe.parse("show \(topic)") }
        }
    }

    /// `expect` completes paths from the current record.
    @Test func expectCompletesRecordPaths() throws {
        let (session, _) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["pan begin"])
        let paths = session.completions(lineBeforeCursor: "expect transition.ph")
        #expect(paths == ["transition.phase"])
        let views = session.completions(lineBeforeCursor: "expect views.image~.fr")
        #expect(views.contains("views.image~.frame") && views.contains("views.image~.frame.x"))
        #expect(session.completions(lineBeforeCursor: "expect transition.phase ").contains("=="))
    }
}
