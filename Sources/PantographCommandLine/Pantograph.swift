#if canImport(Glibc)
@preconcurrency import Glibc
import CMalloc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import PantographEngine
import PantographShell

/// The command line of `pantograph` and of every app's harness (docs/cli.md): the
/// flags, declared once, and the run they start. `Program.current` says which program
/// it is; nothing else differs.
public struct Pantograph: ParsableCommand {
    public static let version = "0.1.0"

    public init() {}

    public static var configuration: CommandConfiguration {
        let name = Program.current.name
        // Under the first line's flags, as ArgumentParser indents what follows it.
        let indent = String(repeating: " ", count: name.count - 1)
        let scenes = Program.current.takesScenes ? " [--scenario <name>] [--scene <file>]" : ""
        // `init` is the scenes program's only: an app's harness is such a package already.
        let initLine = Program.current.takesScenes
            ? "\n\n\(InitCommand.configuration.usage ?? ""): \(InitCommand.configuration.abstract) " +
              "('\(name) \(InitCommand.word) --help' says more; a script named \(InitCommand.word) runs as " +
              "./\(InitCommand.word).)"
            : ""
        return CommandConfiguration(
            commandName: name,
            abstract: Program.current.abstract,
            // ArgumentParser would print every flag on one line, past 80 columns.
            usage: """
                \(name) [<file> ...] [-e <cmds> ...] [-i] [--json] [--quiet] [--echo]
                \(indent)[--keep-going]\(scenes)
                \(indent)[--no-color]
                """,
            discussion: """
                With no FILE and no -e, \(name) is an interactive REPL (GNU readline) when \
                standard input is a terminal, and otherwise reads commands from standard \
                input with no prompt and no echo. With FILEs and/or -e it runs the files in \
                order, then the -e commands in order, then exits (or, with -i, continues in \
                the REPL). Type 'help' in the REPL for the command language.\(initLine)

                Exit status: 0 success; 1 an expectation failed; 2 a command failed in a \
                script; 64 bad usage or unknown scene; 66 an input file cannot be read; \
                \(Program.current.takesScenes ? "" : "70 the app's code trapped; ")\
                130 or 143 a script stopped by SIGINT or SIGTERM.
                """,
            version: "\(name) \(version)")
    }

    @Argument(help: ArgumentHelp("Script files to run in order; '-' is standard input.",
                                 valueName: "file"))
    var files: [String] = []

    @Option(name: .customShort("e"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Run CMDS ('; ' or newline separated); repeatable; runs after the files.",
                               valueName: "cmds"))
    var commands: [String] = []

    @Flag(name: [.short, .long], help: "After the files and -e commands, continue in the REPL.")
    var interactive = false

    @Flag(help: "Print one JSON record per command (JSON Lines).")
    var json = false

    @Flag(help: "No per-command output; errors and warnings still go to standard error.")
    var quiet = false

    @Flag(help: "Print the prompt and each input line before its output, as the REPL shows them.")
    var echo = false

    @Flag(name: .customLong("keep-going"), help: "In a script, report an error and continue.")
    var keepGoing = false

    // The shell's completion script (--generate-completion-script) offers the built-in
    // scenes, read from the one list that names them.
    // An app's harness takes them and refuses them (the app is its world): hidden there.
    @Option(help: ArgumentHelp("Start in scene NAME instead of '\(BuiltInScenes.defaultName)'.", valueName: "name",
                               visibility: Program.current.takesScenes ? .default : .hidden),
            completion: .list(SceneLibrary.builtIn.names))
    var scenario: String?

    @Option(help: ArgumentHelp("Start in the scene written in FILE (the scene language), added to the library.",
                               valueName: "file", visibility: Program.current.takesScenes ? .default : .hidden))
    var scene: String?

    @Flag(name: .customLong("no-color"),
          help: "No ANSI colour (also off when standard output is not a terminal or NO_COLOR is set).")
    var noColor = false

    /// The common command lines are read by `quickParse`, made from the declaration
    /// above (QuickParseTests): ArgumentParser finds the flags by reflecting on the
    /// declaration, some 8 million instructions at every start, twice what the rest of
    /// a start costs. It reads what the quick reader leaves: help, the version, the
    /// completion scripts, mistakes.
    public static func main() {
        // `pantograph init DIR`: a command of its own, with its own flags and help.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if Program.current.takesScenes, arguments.first == InitCommand.word {
            InitCommand.main(Array(arguments.dropFirst()))
            exitProcess(ExitStatus.success)
        }
        guard let command = quickParse(Array(CommandLine.arguments.dropFirst())) else {
            return main(nil)
        }
        let status = command.execute()
        if status != ExitStatus.success { exitProcess(status) }
    }

    public mutating func run() throws {
        let status = execute()
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Runs everything; returns the exit status.
    func execute() -> Int32 {
        StandardStreams.ignoreBrokenPipeSignal()
        Self.padHeaps()
        let streams = StandardStreams()
        defer { streams.flush() }
        let program = Program.current

        // --json promises one record per command and --quiet none: asking for both is a
        // mistake to point out, not a silent choice between them.
        if quiet && json {
            streams.writeError("""
                \(program.name): --quiet and --json cannot be used together
                  --json prints one record per command and --quiet prints none; drop one

                """)
            return ExitStatus.usage
        }

        var options = SessionOptions()
        if let scenario { options.scene = scenario }
        options.format = json ? .json : .text
        options.quiet = quiet
        // Also lets the session go on with the rest of a line after a failed command.
        options.keepGoing = keepGoing
        options.color = Self.colorWanted(noColorFlag: noColor)
        options.drawWidth = DrawingTerminal.width()
        options.drawHeight = DrawingTerminal.height()
        options.charset = DrawingTerminal.charset()
        // Diagnostics wrap for a person at a terminal, never for a file or a pipe that
        // grep reads (docs/cli.md, "Errors and warnings").
        options.diagnosticWidth = isatty(2) != 0 ? TextLayout.width : nil
        options.workers = Self.workers(getenv("PANTOGRAPH_WORKERS").map { String(cString: $0) },
                                       cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

        let session: ShellSession
        switch program.world {
        case .scenes:
            if let scene {
                do {
                    options.sceneFile = SceneFile(path: scene, bytes: try LocalFiles().read(scene))
                } catch {
                    streams.writeError("\(program.name): \(error.message)\n")
                    return ExitStatus.cannotReadInput
                }
            }
            // An unknown scene name (or a scene file with problems) is a usage error, found
            // before any input is touched.
            // A scene file is read with Ctrl-C and SIGTERM caught, so that a long one stops
            // with the one line a stopped script prints.
            if options.sceneFile != nil { Interrupt.installForScripts() }
            do {
                session = try ShellSession(options: options, sink: streams, isInterrupted: { Interrupt.stopSignal != nil })
            } catch {
                if let signal = Interrupt.stopSignal {
                    streams.writeError("\(program.name): \(Interrupt.describe(signal)) while loading \(scene ?? "")\n")
                    return ExitStatus.stopped(by: signal)
                }
                streams.writeError(error.message.hasSuffix("nothing loaded") ? error.message + "\n"
                                   : "\(program.name): \(error.message)\n")
                return ExitStatus.usage
            }
            if options.sceneFile != nil { Interrupt.restoreDefaultTermination() }
        case .app(let makeSession):
            // The app is the harness's world: no scene to start in.
            if let flag = scenario != nil ? "--scenario" : scene != nil ? "--scene" : nil {
                streams.writeError("""
                    \(program.name): \(flag) does not apply: \(program.name) runs an app's own code, not a scene
                      'pantograph \(flag) …' runs the scenes

                    """)
                return ExitStatus.usage
            }
            do {
                session = try makeSession(options, streams)
            } catch {
                streams.writeError("\(program.name): \(error.message)\n")
                return ExitStatus.usage
            }
        }
        session.files = LocalFiles()
        // A long command's progress, on a terminal, for a person: not in a record,
        // nor where nothing but errors is asked for.
        if isatty(2) != 0 && !json && !quiet {
            session.progress = ProgressLine(streams: streams, width: { DrawingTerminal.width(of: 2) })
        }

        // Every file is opened before anything runs: one that cannot be read stops the
        // run with status 66 and nothing executed.
        //
        // Order: all FILEs in the order given, then all -e texts in the order given
        // (ArgumentParser does not tell how the two kinds were interleaved on the command
        // line, and "files, then -e" is easy to state and to predict).
        var inputs: [ScriptInput]
        do {
            inputs = try ScriptInput.openAll(files)
        } catch {
            streams.writeError(error.message + "\n")
            return ExitStatus.cannotReadInput
        }
        inputs += commands.map { ScriptInput.commands($0) }

        let runner = ScriptRunner(session: session, streams: streams, keepGoing: keepGoing, echo: echo,
                                  isInterrupted: { Interrupt.isRequested })
        let standardInput = ScriptInput.file(name: ScriptInput.standardInputName, fd: 0)
        let terminal = isatty(0) != 0
        // A script run stops on SIGINT or SIGTERM after the line it is on, with one
        // line and status 130 or 143 (the REPL has its own Ctrl-C).
        if !(inputs.isEmpty && terminal) { Interrupt.installForScripts() }

        if inputs.isEmpty {
            // `pantograph` (or `pantograph -i`): a REPL on a terminal; otherwise the piped
            // input is a script named <stdin> — no prompt, no echo.
            if terminal {
                REPL(session: session, streams: streams).run()
            } else {
                _ = runner.run([standardInput])
            }
            return runner.status.code
        }

        let outcome = runner.run(inputs)
        if interactive && outcome != .quit && outcome != .interrupted {
            if terminal {
                Interrupt.restoreDefaultTermination()
                // Like `python -i`, the REPL follows even after a failed script, to look
                // at the state it left. The exit status is the script's.
                REPL(session: session, streams: streams).run()
            } else if outcome == .finished {
                // No terminal: the rest of standard input continues the script.
                _ = runner.run([standardInput])
            }
        }
        return runner.status.code
    }

    /// `judge`'s threads: `PANTOGRAPH_WORKERS` when it is a whole number from 1 to
    /// 256, else the cores online.
    static func workers(_ text: String?, cores: Int) -> Int {
        if let text, let n = Int(text), (1...256).contains(n) { return n }
        return max(1, cores)
    }

    /// Colour only on a terminal, unless NO_COLOR is set to a non-empty value
    /// (no-color.org) or --no-color was given.
    static func colorWanted(noColorFlag: Bool) -> Bool {
        guard !noColorFlag, isatty(1) != 0 else { return false }
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return true
    }
}

/// `exit(3)`, under a name that ArgumentParser's `ParsableCommand.exit` does not hide.
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

extension Pantograph {
    /// glibc grows a thread's heap (any thread's but the first) a few pages at a time,
    /// one `mprotect` each: `judge` on 2 workers made about 28,000 of them for the second
    /// thread's traces, each holding the address space's lock against the other
    /// thread's page faults. A top pad of 64 MiB grows it that much at a time (address
    /// space only: pages cost nothing until written); 32 calls remain.
    static func padHeaps() {
        #if canImport(Glibc)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
