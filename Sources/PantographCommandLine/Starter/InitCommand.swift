#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import PantographShell

/// `pantograph init DIR` (docs/own-code.md, "A card, step by step"): a Swift package
/// for an app's own transition — the starter's card app, its harness, a Swift Testing
/// test and a script (`StarterFiles`, written from the repository's `Starter/`) — that
/// depends on Pantograph. Declared here once: the usage, the help and `pantograph
/// --help`'s mention of it come from this declaration.
public struct InitCommand: ParsableCommand {
    /// The word after `pantograph` that runs this command instead of scripts.
    public static let word = "init"

    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pantograph \(word)",
            abstract: "Make a Swift package for your own transition: a card app, its harness, a test and a script.",
            usage: "pantograph \(word) <dir> [--pantograph <path-or-url>] [--from <version>]",
            discussion: """
                DIR must be new or empty. In it, 'swift run cards-harness' is the REPL over \
                the app and 'swift test' runs its test. The package depends on Pantograph \
                by --pantograph: a checkout's path (by default the checkout this pantograph \
                was built from, \(builtFrom ?? "unknown")), or a git URL, resolved from \
                --from (default \(Pantograph.version)).

                Exit status: 0 made; 64 DIR is not empty, or no Pantograph to depend on; \
                73 DIR cannot be written.
                """)
    }

    @Argument(help: ArgumentHelp("The package's folder: new, or empty.", valueName: "dir"))
    var dir: String

    @Option(name: .customLong("pantograph"),
            help: ArgumentHelp("Where the package finds Pantograph: a checkout's path, or a git URL.",
                               valueName: "path-or-url"))
    var pantograph: String?

    @Option(help: ArgumentHelp("The version a git URL resolves from.", valueName: "version"))
    var from: String = Pantograph.version

    public func run() throws {
        let status = execute()
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The checkout this binary was compiled from: where this file was, less
    /// `Sources/PantographCommandLine/Starter/InitCommand.swift`.
    static let builtFrom: String? = {
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
            .joined(separator: "/")
        return FileSystem.kind(root + "/Package.swift") == .file ? root : nil
    }()

    /// Where the package finds Pantograph, as a Package.swift says it.
    enum Dependency: Equatable {
        case path(String)
        case url(String, from: String)

        /// The package's identity, which a product's `package:` names: the last part of
        /// the path or URL, without `.git`.
        var identity: String {
            let location = switch self { case .path(let p): p; case .url(let u, _): u }
            let last = location.split(separator: "/").last.map(String.init) ?? location
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }

        var declaration: String {
            switch self {
            case .path(let path): ".package(path: \(Self.quoted(path)))"
            case .url(let url, let version): ".package(url: \(Self.quoted(url)), from: \(Self.quoted(version)))"
            }
        }

        private static func quoted(_ text: String) -> String {
            "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
    }

    /// `--pantograph` read: a URL (`scheme://…` or `git@…`) as one, anything else as a
    /// path, made absolute and canonical; nil when there is none, or the path is not.
    func dependency() -> Dependency? {
        guard let given = pantograph ?? Self.builtFrom else { return nil }
        if given.contains("://") || given.hasPrefix("git@") { return .url(given, from: from) }
        return FileSystem.canonical(given).map { .path($0) }
    }

    /// Writes the package; the exit status.
    func execute() -> Int32 {
        let streams = StandardStreams()
        defer { streams.flush() }
        let name = "pantograph \(Self.word)"
        guard let dependency = dependency() else {
            streams.writeError(pantograph.map { "\(name): \($0) is not a folder\n" } ?? """
                \(name): no Pantograph to depend on: the checkout this pantograph was built from is gone
                  give one: --pantograph PATH (a checkout) or --pantograph URL (a git repository)

                """)
            return ExitStatus.usage
        }
        if case .path(let path) = dependency, FileSystem.kind(path + "/Package.swift") != .file {
            streams.writeError("\(name): \(path) is not a Swift package (it has no Package.swift)\n")
            return ExitStatus.usage
        }
        switch FileSystem.kind(dir) {
        case .file:
            streams.writeError("\(name): \(dir) is a file; give a new or empty folder\n")
            return ExitStatus.usage
        case .folder:
            let count = FileSystem.entries(dir) ?? 0
            guard count == 0 else {
                streams.writeError("""
                    \(name): \(dir) is not empty (it holds \(count) \(count == 1 ? "entry" : "entries")); nothing written
                      give a new or empty folder

                    """)
                return ExitStatus.usage
            }
        case .none:
            break
        }
        let packageName = FileSystem.canonical(dir).map(FileSystem.lastPart) ?? FileSystem.lastPart(dir)
        do throws(FileError) {
            for file in Self.files(name: packageName, dependency: dependency) {
                let path = dir + "/" + file.path
                try FileSystem.makeFolders(String(path[..<path.lastIndex(of: "/")!]))
                try LocalFiles().writeFile(file.contents, to: path)
            }
        } catch {
            streams.writeError("\(name): \(error.message)\n")
            return ExitStatus.cannotCreate
        }
        streams.write("""
            made \(dir): a card transition (Sources/Cards), its harness, a test and a script
            depends on \(dependency.declaration)
              cd \(dir)
              swift run cards-harness    # the REPL over the app; 'tap 105,230' opens a card
              swift test                 # Tests/CardsTests, and Scripts/cancel.pg as a test

            """, to: .standardOutput)
        return ExitStatus.success
    }

    /// The starter's files as the package has them: `Package.swift.in` made
    /// `Package.swift`, the package's name and its dependency on Pantograph filled in.
    static func files(name: String, dependency: Dependency) -> [StarterFile] {
        StarterFiles.all.map { file in
            let path = file.path.hasSuffix(".in") ? String(file.path.dropLast(3)) : file.path
            let contents = file.contents
                .replacing("__PANTOGRAPH_DEPENDENCY__", with: dependency.declaration)
                .replacing("__PANTOGRAPH__", with: dependency.identity)
                .replacing("__NAME__", with: name)
            return StarterFile(path: path, contents: contents)
        }
    }
}

/// One file of the starter: its path in the package, and what it holds.
struct StarterFile: Equatable {
    let path: String
    let contents: String
}
