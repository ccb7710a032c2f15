#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
            ? root.path : nil
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
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    /// `--pantograph` read: a URL (`scheme://…` or `git@…`) as one, anything else as a
    /// path, made absolute from the working directory; nil when there is none.
    func dependency() -> Dependency? {
        guard let given = pantograph ?? Self.builtFrom else { return nil }
        if given.contains("://") || given.hasPrefix("git@") { return .url(given, from: from) }
        let absolute = URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return .path(absolute.standardizedFileURL.path)
    }

    /// Writes the package; the exit status.
    func execute() -> Int32 {
        let streams = StandardStreams()
        defer { streams.flush() }
        let name = "pantograph \(Self.word)"
        guard let dependency = dependency() else {
            streams.writeError("""
                \(name): no Pantograph to depend on: the checkout this pantograph was built from is gone
                  give one: --pantograph PATH (a checkout) or --pantograph URL (a git repository)

                """)
            return ExitStatus.usage
        }
        if case .path(let path) = dependency,
           !FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent("Package.swift").path) {
            streams.writeError("\(name): \(path) is not a Swift package (it has no Package.swift)\n")
            return ExitStatus.usage
        }
        let folder = URL(fileURLWithPath: dir)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                streams.writeError("\(name): \(dir) is a file; give a new or empty folder\n")
                return ExitStatus.usage
            }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard inside.isEmpty else {
                streams.writeError("""
                    \(name): \(dir) is not empty (it holds \(inside.count) \(inside.count == 1 ? "entry" : "entries")); nothing written
                      give a new or empty folder

                    """)
                return ExitStatus.usage
            }
        }
        let packageName = folder.standardizedFileURL.lastPathComponent
        do {
            for file in Self.files(name: packageName, dependency: dependency) {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
        } catch {
            streams.writeError("\(name): cannot write \(dir): \(error.localizedDescription)\n")
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
                .replacingOccurrences(of: "__PANTOGRAPH_DEPENDENCY__", with: dependency.declaration)
                .replacingOccurrences(of: "__PANTOGRAPH__", with: dependency.identity)
                .replacingOccurrences(of: "__NAME__", with: name)
            return StarterFile(path: path, contents: contents)
        }
    }
}

/// One file of the starter: its path in the package, and what it holds.
struct StarterFile: Equatable {
    let path: String
    let contents: String
}
