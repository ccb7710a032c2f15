import Foundation
import PantographTestSupport
import Testing
@testable import PantographCommandLine

/// `pantograph init DIR` (docs/own-code.md, "A card, step by step"): it writes the
/// starter into a new or empty folder, depending on Pantograph where it is told (by
/// default the checkout it was built from), and refuses anything else with a reason and
/// nothing written. scripts/starter (CI) builds and tests what it writes.
@Suite struct InitTests {
    /// A folder of its own under .build, removed first.
    static func scratch(_ name: String) throws -> URL {
        let url = Repository.url(".build/init-tests/\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(under folder: URL) -> [String: String] {
        var found: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
        for case let path as String in walker {
            let url = folder.appendingPathComponent(path)
            if let text = try? String(contentsOf: url, encoding: .utf8) { found[path] = text }
        }
        return found
    }

    @Test func itWritesTheStarterDependingOnThisCheckout() throws {
        let folder = try Self.scratch("made")
        let run = try pantograph(["init", "cards"], directory: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let root = Repository.root.standardizedFileURL.path
        #expect(run.stdout == """
            made cards: a card transition (Sources/Cards), its harness, a test and a script
            depends on .package(path: "\(root)")
              cd cards
              swift run cards-harness    # the REPL over the app; 'tap 105,230' opens a card
              swift test                 # Tests/CardsTests, and Scripts/cancel.pg as a test

            """)
        let written = Self.files(under: folder.appendingPathComponent("cards"))
        let expected = InitCommand.files(name: "cards", dependency: .path(root))
        #expect(written == Dictionary(uniqueKeysWithValues: expected.map { ($0.path, $0.contents) }))
        let manifest = try #require(written["Package.swift"])
        #expect(manifest.contains("name: \"cards\""))
        #expect(manifest.contains(".package(path: \"\(root)\")"))
        #expect(manifest.contains("package: \"\(Repository.root.standardizedFileURL.lastPathComponent)\""))
        #expect(!written.values.contains { $0.contains("__") }, "a placeholder left")
        #expect(written["Sources/Cards/CardTransition.swift"] == (try Repository.text("Starter/Sources/Cards/CardTransition.swift")))
    }

    @Test func anEmptyFolderIsTaken() throws {
        let folder = try Self.scratch("empty")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cards"), withIntermediateDirectories: true)
        let run = try pantograph(["init", "cards"], directory: folder)
        #expect(run.status == 0, "\(run)")
        #expect(Self.files(under: folder.appendingPathComponent("cards"))["Package.swift"] != nil)
    }

    @Test func aFolderWithSomethingInItIsRefused() throws {
        let folder = try Self.scratch("full")
        let cards = folder.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: cards.appendingPathComponent("notes.txt"))
        let run = try pantograph(["init", "cards"], directory: folder)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            pantograph init: cards is not empty (it holds 1 entry); nothing written
              give a new or empty folder

            """)
        #expect(Self.files(under: cards) == ["notes.txt": "mine\n"])
    }

    @Test func aFileIsRefused() throws {
        let folder = try Self.scratch("file")
        try Data().write(to: folder.appendingPathComponent("cards"))
        let run = try pantograph(["init", "cards"], directory: folder)
        #expect(run.status == 64)
        #expect(run.stderr == "pantograph init: cards is a file; give a new or empty folder\n")
    }

    /// A folder that cannot be made (under a file): status 73, EX_CANTCREAT.
    @Test func aFolderThatCannotBeWrittenIs73() throws {
        let folder = try Self.scratch("unwritable")
        try Data().write(to: folder.appendingPathComponent("file"))
        let run = try pantograph(["init", "file/cards"], directory: folder)
        #expect(run.status == 73, "\(run)")
        #expect(run.stderr == "pantograph init: cannot write file/cards: a file is in the way\n", "\(run)")
    }

    @Test func aURLIsDependedOnFromAVersion() throws {
        let folder = try Self.scratch("url")
        let run = try pantograph(["init", "cards", "--pantograph", "https://github.com/someone/pantograph.git",
                                  "--from", "1.2.0"], directory: folder)
        #expect(run.status == 0, "\(run)")
        let manifest = try #require(Self.files(under: folder.appendingPathComponent("cards"))["Package.swift"])
        #expect(manifest.contains(".package(url: \"https://github.com/someone/pantograph.git\", from: \"1.2.0\")"))
        #expect(manifest.contains(".product(name: \"PantographUIKit\", package: \"pantograph\")"))
    }

    /// A relative path is made absolute (the package is elsewhere); one that is not a
    /// package is refused.
    @Test func aPathIsAbsoluteAndMustBeAPackage() throws {
        let folder = try Self.scratch("path")
        let up = Repository.root.standardizedFileURL
        let relative = String(repeating: "../", count: 4) + up.lastPathComponent
        let made = try pantograph(["init", "cards", "--pantograph", relative], directory: folder)
        #expect(made.status == 0, "\(made)")
        let manifest = try #require(Self.files(under: folder.appendingPathComponent("cards"))["Package.swift"])
        #expect(manifest.contains(".package(path: \"\(up.path)\")"), "\(manifest)")
        let refused = try pantograph(["init", "other", "--pantograph", "."], directory: folder)
        #expect(refused.status == 64)
        #expect(refused.stderr == "pantograph init: \(folder.standardizedFileURL.path) is not a Swift package (it has no Package.swift)\n")
    }

    /// The help says it from the one declaration; a bare `init` is a usage error.
    @Test func theHelpComesFromTheDeclaration() throws {
        let help = try pantograph(["--help"])
        let usage = try #require(InitCommand.configuration.usage)
        #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(usage))
        let own = try pantograph(["init", "--help"])
        #expect(own.status == 0)
        #expect(own.stdout.contains("USAGE: \(usage)"))
        let bare = try pantograph(["init"])
        #expect(bare.status == 64, "\(bare)")
        #expect(bare.stderr.contains("Missing expected argument '<dir>'"), "\(bare)")
    }

    /// An app's harness is such a package already: `init` is a script's name there.
    @Test func aHarnessHasNoInit() throws {
        let run = try runProcess(Binary.sibling("deeper-harness"), ["init", "x"])
        #expect(run.status == 66, "\(run)")
        let help = try runProcess(Binary.sibling("deeper-harness"), ["--help"])
        #expect(!help.stdout.contains(" init "), "\(help)")
    }
}
