import Testing
@testable import PantographShell
import PantographEngine

/// Files in memory, read and written: what `scene load` and `scene save` see.
final class SceneMemoryFiles: SessionFiles {
    var files: [String: String] = [:]
    var recorded: [String] = []
    func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let text = files[path] else { throw FileError("cannot read \(path): No such file or directory") }
        return Array(text.utf8)
    }
    func startRecording(_ path: String, sync: Bool) throws(FileError) {}
    func recordLine(_ line: String) throws(FileError) { recorded.append(line) }
    func stopRecording() {}
    func writeFile(_ contents: String, to path: String) throws(FileError) { files[path] = contents }
}

/// `scene list|show|load|save` and `--scene`: a loaded scene is in the session's
/// library, and `scene`, `set`, Tab and `undo` see it as a built-in.
struct SceneCommandTests {
    /// A scene of our own: a panel slides up from the bottom, with an option.
    static let slide = """
        scene slide
        summary a panel slides up; pan up to show it
        set duration 0.4
        option look presentation-style 1 choices custom,overFullScreen default custom summary the panel's style
        view main frame screen
        view panel frame 0,height,width,300
        controller main view main
        controller panel view panel
        window main
        present main panel style custom
        animate present duration duration
        setup insert panel
        track panel frame to 0,height-300,width,300
        animate dismiss duration duration
        track panel frame to 0,height,width,300
        gesture present pan direction 0,-1 distance 300 start width/2,height-10
        """

    static func session(_ files: [String: String] = ["slide.scene": slide]) throws -> (ShellSession, CapturingSink, SceneMemoryFiles) {
        let sink = CapturingSink()
        let session = try ShellSession(options: SessionOptions(), sink: sink)
        let memory = SceneMemoryFiles()
        memory.files = files
        session.files = memory
        return (session, sink, memory)
    }

    static func run(_ session: ShellSession, _ line: String, file: String = "<repl>") -> LineResult {
        session.execute(line: Array(line.utf8), file: file, lineNumber: 1)
    }

    @Test func loadAddsTheSceneAndSwitchesToIt() throws {
        let (session, sink, _) = try Self.session()
        #expect(!Self.run(session, "scene load slide.scene").failed)
        #expect(session.state.simulator.scene.name == "slide")
        #expect(session.state.simulator.scene == (try SceneParser.parse(Self.slide)))
        #expect(session.state.scenes.names == ["deeper", "card", "hero", "sheet", "modal", "flip", "navigation", "slide"])
        // Listed, loadable by name, and driven like a built-in.
        #expect(!Self.run(session, "scene deeper").failed)
        #expect(!Self.run(session, "scene slide").failed)
        #expect(session.state.simulator.scene.name == "slide")
        #expect(!Self.run(session, "drag 0,-300").failed)
        #expect(session.state.simulator.isPresented)
        sink.out = ""
        #expect(!Self.run(session, "scene list").failed)
        #expect(sink.out.contains("* slide       (loaded) a panel slides up; pan up to show it"))
        #expect(sink.out.contains("  deeper      grid cell"))
    }

    @Test func aLoadedScenesOptionIsASetting() throws {
        let (session, sink, _) = try Self.session()
        // Not a setting before the scene is in the library…
        #expect(Self.run(session, "set look overFullScreen").failed)
        #expect(sink.err.contains("<repl>:1:5: error: unknown setting 'look'"))
        _ = Self.run(session, "scene load slide.scene")
        #expect(!Self.run(session, "set look overFullScreen").failed)
        #expect(session.state.simulator.settings.options["look"] == "overFullScreen")
        // `set` and `show settings` list it with the common settings.
        sink.out = ""
        _ = Self.run(session, "set")
        #expect(sink.out.contains("  look              overFullScreen\n"))
        sink.out = ""
        _ = Self.run(session, "show settings")
        #expect(sink.out.contains("  look              overFullScreen\n"))
        // …and another scene's setting after it.
        _ = Self.run(session, "scenario deeper")
        sink.err = ""
        #expect(Self.run(session, "set look custom").failed)
        #expect(sink.err.contains("look is a setting of slide, not of this scene"))
        // Tab offers what `set` takes here: not slide's own setting.
        #expect(session.completions(lineBeforeCursor: "set lo").isEmpty)
        #expect(session.completions(lineBeforeCursor: "set look ").isEmpty)
        _ = Self.run(session, "scenario slide")
        #expect(session.completions(lineBeforeCursor: "set lo") == ["look"])
        #expect(session.completions(lineBeforeCursor: "set look ") == ["custom", "overFullScreen"])
        #expect(session.completions(lineBeforeCursor: "scenario sl") == ["slide"])
        #expect(session.completions(lineBeforeCursor: "scene show sl") == ["slide"])
    }

    @Test func undoTakesALoadBack() throws {
        let (session, _, _) = try Self.session()
        let before = session.state.scenes
        _ = Self.run(session, "scene load slide.scene")
        #expect(!Self.run(session, "undo").failed)
        #expect(session.state.scenes == before)
        #expect(session.state.simulator.scene.name == "deeper")
    }

    /// A recording keeps `scene load` as typed, and replaying it gives the same state.
    @Test func aRecordedLoadReplays() throws {
        let (session, _, files) = try Self.session()
        _ = Self.run(session, "record session.pg")
        for line in ["scene load slide.scene", "drag 0,-300"] { #expect(!Self.run(session, line).failed) }
        #expect(files.recorded == ["scene deeper", "scene load slide.scene", "drag 0,-300"])
        let (replay, _, _) = try Self.session()
        for line in files.recorded { #expect(!Self.run(replay, line).failed) }
        #expect(replay.state.simulator == session.state.simulator)
        #expect(replay.state.scenes == session.state.scenes)
    }

    /// Issue 29, item 11: a scene read from a file is saved (and shown) as the file
    /// was written, its lets and comments kept; it still reads back to the same scene.
    @Test func aLoadedSceneSavesWithItsLetsAndComments() throws {
        let text = """
            # A panel, in halves of the screen.
            scene halves
            let half = height/2
            view main frame screen
            view panel frame 0,half,width,half   # the lower half
            controller main view main
            controller panel view panel
            window main
            present main panel style custom
            """ + "\n"
        let (session, sink, files) = try Self.session(["halves.scene": text])
        #expect(!Self.run(session, "scene load halves.scene").failed)
        #expect(!Self.run(session, "scene save out.scene").failed)
        #expect(files.files["out.scene"] == text)
        sink.out = ""
        #expect(!Self.run(session, "scene show").failed)
        #expect(sink.out == text + "\n", "an answer, then the blank line every answer has")
        #expect(!Self.run(session, "scene load out.scene").failed)
        #expect(session.state.simulator.scene == (try SceneParser.parse(text)))
        // A built-in, which has no file in the binary, is written out whole.
        #expect(!Self.run(session, "scene save deeper.scene scene deeper").failed)
        #expect(files.files["deeper.scene"] == ScenePrinter.print(.deeper))
    }

    /// Issue 29, item 12: a recording starts with what puts a replay on the same scene
    /// and settings, whatever the replaying session starts on.
    @Test(arguments: [
        (["scenario card", "set threshold 0.3", "set fps 120"], ["scene card", "set fps 120", "set threshold 0.3"]),
        (["scene load slide.scene", "set look overFullScreen", "set duration 0.7"],
         ["scene load slide.scene", "set duration 0.7", "set look overFullScreen"]),
        ([], ["scene deeper"]),
    ])
    func aRecordingStartsOnItsSceneAndSettings(_ before: [String], _ prelude: [String]) throws {
        let (session, _, files) = try Self.session()
        for line in before { #expect(!Self.run(session, line).failed, "\(line)") }
        _ = Self.run(session, "record session.pg")
        #expect(!Self.run(session, "drag 0,-300").failed)
        #expect(files.recorded == prelude + ["drag 0,-300"])
        let (replay, _, _) = try Self.session()
        _ = Self.run(replay, "scenario hero")
        _ = Self.run(replay, "set threshold 0.9")
        for line in files.recorded { #expect(!Self.run(replay, line).failed, "\(line)") }
        #expect(replay.state.simulator == session.state.simulator)
    }

    @Test(arguments: SceneLanguageTests.builtIns.map(\.name))
    func saveThenLoadGivesTheSameScene(_ name: String) throws {
        let (session, _, files) = try Self.session()
        #expect(!Self.run(session, "scene save out.scene scene \(name)").failed)
        let saved = try #require(files.files["out.scene"])
        #expect(!Self.run(session, "scene load out.scene").failed)
        #expect(session.state.simulator.scene == session.state.scenes.scene(named: name))
        #expect(session.state.simulator.scene == SceneLibrary.builtIn.scene(named: name))
        #expect(saved == ScenePrinter.print(session.state.simulator.scene))
    }

    @Test func showPrintsTheCurrentScene() throws {
        let (session, sink, _) = try Self.session()
        _ = Self.run(session, "scenario sheet")
        sink.out = ""
        #expect(!Self.run(session, "scene show").failed)
        // An answer is followed by a blank line, as every answer is.
        #expect(sink.out == ScenePrinter.print(.sheet) + "\n")
        sink.out = ""
        _ = Self.run(session, "scene show hero")
        #expect(sink.out == ScenePrinter.print(.hero) + "\n")
    }

    @Test(arguments: [
        ("scene show nowhere", 12, "unknown scene 'nowhere'"),
        ("scene save x.scene scene nowhere", 26, "unknown scene 'nowhere'"),
        ("scenario nowhere", 10, "unknown scene 'nowhere'\n  known: deeper, card, hero, sheet, modal"),
        ("scene load missing.scene", 12, "scene load: cannot read missing.scene"),
    ])
    func aBadNameOrFileIsBlamedAtItsColumn(_ line: String, _ column: Int, _ message: String) throws {
        let (session, sink, _) = try Self.session()
        let before = session.state.simulator
        #expect(Self.run(session, line).failed)
        #expect(sink.err.hasPrefix("<repl>:1:\(column): error: \(message)"))
        #expect(session.state.simulator == before)
    }

    @Test func aBrokenFileReportsEveryProblemAndLoadsNothing() throws {
        let broken = """
            scene broken
            view main frame screen alpha x
            view panel frame 0,height,width,
            controller main view main
            window main
            present main panel style sideways
            """
        let (session, sink, _) = try Self.session(["broken.scene": broken])
        let before = session.state.scenes
        #expect(Self.run(session, "scene load broken.scene").failed)
        #expect(sink.err == """
            broken.scene:2:30: error: expected a number, got 'x'
            broken.scene:3:33: error: expected a number, a variable (width, height, safeTop, safeBottom, duration) or '(' at the end of the expression
            broken.scene:6:26: error: unknown 'sideways'; expected fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic
            <repl>:1:12: error: scene load: 3 problems in broken.scene; nothing loaded

            """)
        #expect(session.state.scenes == before)
        #expect(session.state.simulator.scene.name == "deeper")
    }

    @Test func theSessionCanStartOnASceneFile() throws {
        var options = SessionOptions()
        options.sceneFile = SceneFile(path: "slide.scene", bytes: Array(Self.slide.utf8))
        let session = try ShellSession(options: options, sink: CapturingSink())
        #expect(session.state.simulator.scene.name == "slide")
        #expect(session.state.scenes.names.last == "slide")
        options.sceneFile = SceneFile(path: "bad.scene", bytes: Array("scene bad\nview".utf8))
        #expect(throws: SessionError.self) { try ShellSession(options: options, sink: CapturingSink()) }
        do {
            _ = try ShellSession(options: options, sink: CapturingSink())
        } catch {
            #expect(error.message == "bad.scene:2:5: error: expected NAME\nbad.scene: nothing loaded")
        }
    }
    /// `scene NAME` switches to a scene, so a scene named as one of `scene`'s
    /// sub-commands could never be reached: refused at its name.
    @Test(arguments: ["list", "show", "load", "save"])
    func aSceneCannotBeNamedAsASubcommand(_ name: String) throws {
        var options = SessionOptions()
        options.sceneFile = SceneFile(path: "x.scene", bytes: Array("scene \(name)\n".utf8))
        #expect {
            try ShellSession(options: options, sink: CapturingSink())
        } throws: { error in
            (error as? SessionError)?.message
                == "x.scene:1:7: error: a scene cannot be named '\(name)': `scene \(name)` is a sub-command\nx.scene: nothing loaded"
        }
    }

    /// `scene NAME` and its former spelling `scene NAME` switch scenes alike, and
    /// `undo` takes a switch back.
    @Test func sceneNameSwitchesAsScenarioDid() throws {
        let (session, _, _) = try Self.session()
        #expect(!Self.run(session, "scene card").failed)
        #expect(session.state.simulator.scene.name == "card")
        #expect(!Self.run(session, "scenario hero").failed)
        #expect(session.state.simulator.scene.name == "hero")
        #expect(!Self.run(session, "undo").failed)
        #expect(session.state.simulator.scene.name == "card")
        #expect(Self.run(session, "scene nowhere").failed)
        #expect(session.state.simulator.scene.name == "card")
    }
}
