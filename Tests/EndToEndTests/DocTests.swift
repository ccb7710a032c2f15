import Foundation
import Testing
import PantographTestSupport

/// The documentation cannot drift from the binary: every example in `README.md` and
/// `docs/` is run and compared with what the page shows.
///
/// - A ```` ```console ```` block holds runs: a `$ COMMAND` line, then what it prints
///   (standard output and error together, as a terminal shows them). `COMMAND` runs in
///   `/bin/sh` from the repository root, with the built `pantograph` first on `PATH`.
/// - A run of `$ pantograph` with no script and no `-e` is a REPL transcript: the lines
///   after their prompts (`deeper> …`) are fed to `pantograph --echo`, which prints
///   each prompt and line as the REPL shows them, then the line's output.
/// - A ```` ```swift ```` block must appear verbatim in a test source file, where it is
///   compiled and run, or in the starter (Starter/, built and tested here).
/// - Every `docs/examples/*.pg` script runs and exits 0.
///
/// `PANTOGRAPH_RECORD=1 swift test --filter DocTests` rewrites the console blocks with
/// what the binary prints now. What no recording can make right fails in both modes and
/// is never recorded (`DocCheck`): a Python traceback, an absolute path of this machine
/// (a home or temporary folder, the repository, the build directory) that the command
/// does not name itself, and a non-zero exit status, which a block shows by ending its
/// command with `; echo "status $?"`.
@Suite(.serialized) struct DocTests {
    static let root = Repository.root

    /// README.md, every page under docs/ and the engine's DocC catalog, as paths
    /// relative to the root.
    static let pages: [String] = {
        var pages = ["README.md"]
        let catalog = "Sources/PantographEngine/PantographEngine.docc"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
        where name.hasSuffix(".md") {
            pages.append(catalog + "/" + name)
        }
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") {
                pages.append("docs/" + path)
            }
        }
        return pages.sorted()
    }()

    static let examples = Repository.scripts(in: "docs/examples").map { "docs/examples/\($0).pg" }

    @Test func thereArePagesAndExamples() {
        #expect(Self.pages.contains("README.md"))
        #expect(Self.pages.count >= 5)
        #expect(!Self.examples.isEmpty)
    }

    @Test(arguments: pages)
    func consoleExamplesMatchTheBinary(_ page: String) throws {
        let url = Self.root.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let report = try Self.whileNoOtherRunChecksPages { try Self.check(text, page: page) }
        // What no recording can make right fails in recording mode too, and is not
        // recorded.
        for problem in report.problems { Issue.record(Comment(rawValue: problem)) }
        if !Snapshot.isRecording {
            for mismatch in report.mismatches { Issue.record(Comment(rawValue: mismatch)) }
        } else if report.problems.isEmpty {
            try Snapshot.record(report.rewritten, to: url)
        }
    }

    /// The pages' examples write files under /tmp by name, as a reader would: two test
    /// runs on one machine at once (CI beside a developer's) would read each other's
    /// half-written files. A lock on the machine lets one page check run at a time.
    static func whileNoOtherRunChecksPages<T>(_ body: () throws -> T) throws -> T {
        let fd = open("/tmp/pantograph-doc-tests.lock", O_CREAT | O_RDWR, 0o666)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// What running a page's console blocks found.
    struct Report {
        /// Runs that print something else than the page shows (recording fixes them).
        var mismatches: [String] = []
        /// Runs that no recording can make right: a traceback, a path of this machine,
        /// an exit status the block does not show (`DocCheck`).
        var problems: [String] = []
        /// The page with every console block showing what the binary prints now.
        var rewritten: String
    }

    /// Runs every console block of `text` (the page `page`) and compares.
    static func check(_ text: String, page: String) throws -> Report {
        var lines = text.components(separatedBy: "\n")
        var report = Report(rewritten: text)
        for block in Markdown.fencedBlocks(lines).reversed() where block.language == "console" {
            var rewritten: [String] = []
            for run in ConsoleRun.parse(block.body) {
                let printed = try run.execute(in: root)
                rewritten += ["$ " + run.command] + printed.lines
                let place = "\(page):\(block.firstLine + 1): `$ \(run.command)`"
                if printed.lines != run.expected {
                    report.mismatches.append("\(place) prints something else:\n\(firstDifference(run.expected, printed.lines, labels: ("page", "binary")))\nrecord with PANTOGRAPH_RECORD=1 swift test --filter DocTests if the change is intended")
                }
                report.problems += DocCheck.problems(command: run.command, printed: printed,
                                                     machinePaths: DocCheck.machinePaths(root: root))
                    .map { "\(place) \($0)" }
                if run.isTranscript && printed.lines.contains(where: { $0.contains("<stdin>:") }) {
                    report.problems.append("\(place): a REPL transcript shows a diagnostic, which the REPL would name <repl>; show it as a one-liner instead")
                }
            }
            if rewritten != block.body {
                lines.replaceSubrange(block.bodyRange, with: rewritten)
            }
        }
        report.rewritten = lines.joined(separator: "\n")
        return report
    }

    /// The checks no recording passes catch what they are for: a page planted with one
    /// run, whose problems must name the expected one (nil: none at all).
    @Test(arguments: [
        ("printf 'Traceback (most recent call last):\\n  File \"<string>\"\\n'", "a Python traceback"),
        ("pwd", "a path of this machine"),
        ("command -v pantograph", "a path of this machine"),
        ("printf '/%s/present.svg\\n' tmp", "prints /tmp/present.svg"),
        ("printf 'File \"/%s/me/x.py\"\\n' home", "prints /home/me/x.py"),
        ("printf '/%s/me/x\\n' Users", "prints /Users/me/x"),
        ("pantograph -e bogus", "exits with status 2"),
        ("printf 'x\\n'; exit 1", "exits with status 1"),
        ("pantograph -e bogus; echo \"status $?\"", nil),
        ("printf 'wrote /tmp/present.svg\\n'", nil),
        ("printf 'docs/tmp/x (/usr/bin/env)\\n'", nil),
        ("echo ok", nil),
    ] as [(String, String?)])
    func theCheckerCatchesWhatNoRecordingFixes(command: String, problem: String?) throws {
        let page = "# Planted\n\n```console\n$ \(command)\n```\n"
        let report = try Self.check(page, page: "planted.md")
        if let problem {
            #expect(report.problems.count == 1, "\(report.problems)")
            #expect(report.problems.allSatisfy { $0.contains(problem) }, "\(report.problems)")
        } else {
            #expect(report.problems.isEmpty, "\(report.problems)")
        }
    }

    /// A session shown outside a console block would never be checked.
    @Test(arguments: pages)
    func everySessionIsAConsoleBlock(_ page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        for block in Markdown.fencedBlocks(lines) where block.language != "console" {
            let session = block.body.first { $0.hasPrefix("$ ") || ConsoleRun.prompt($0) != nil }
            #expect(session == nil, "\(page):\(block.firstLine + 1): a session in a \(block.language.isEmpty ? "plain" : block.language) block is never checked; make it a console block")
        }
    }

    /// Swift shown in the docs is compiled and run by a test: it appears verbatim there.
    @Test(arguments: pages)
    func swiftExamplesAreTested(_ page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let blocks = Markdown.fencedBlocks(text.components(separatedBy: "\n")).filter { $0.language == "swift" }
        guard !blocks.isEmpty else { return }
        var sources = ""
        // Starter/ is the package `pantograph init` writes, built and tested here too.
        for folder in ["Tests", "Starter"] {
            guard let walker = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
            else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let url = Self.root.appendingPathComponent(folder).appendingPathComponent(path)
                sources += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            }
        }
        let normalised = "\n" + Markdown.dedentedLines(sources.components(separatedBy: "\n")).joined(separator: "\n") + "\n"
        for block in blocks {
            let snippet = "\n" + Markdown.dedentedLines(block.body).joined(separator: "\n") + "\n"
            #expect(normalised.contains(snippet), "\(page):\(block.firstLine + 1): this Swift is in no test under Tests/ or Starter/")
        }
    }

    @Test(arguments: examples)
    func exampleScriptsRunCleanly(_ path: String) throws {
        let run = try pantograph([path], directory: Self.root)
        #expect(run.status == 0, "\(path)\n\(run)")
    }

}

/// Fenced code blocks of a Markdown page.
enum Markdown {
    struct Block {
        var language: String
        /// The index of the opening fence.
        var firstLine: Int
        var body: [String]
        var bodyRange: Range<Int> { (firstLine + 1)..<(firstLine + 1 + body.count) }
    }

    static func fencedBlocks(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(language: String(trimmed.dropFirst(3)), firstLine: index, body: [])
                }
            } else if open != nil {
                open!.body.append(line)
            }
        }
        return blocks
    }

    /// Lines without surrounding blanks, blank lines dropped, so a snippet can be
    /// found inside an indented test.
    static func dedentedLines(_ lines: [String]) -> [String] {
        lines.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }
}

/// One `$ COMMAND` of a console block and the output the page shows for it.
struct ConsoleRun {
    var command: String
    var expected: [String]

    static func parse(_ body: [String]) -> [ConsoleRun] {
        var runs: [ConsoleRun] = []
        for line in body {
            if line.hasPrefix("$ ") {
                runs.append(ConsoleRun(command: String(line.dropFirst(2)), expected: []))
            } else if !runs.isEmpty {
                runs[runs.count - 1].expected.append(line)
            }
        }
        // The blank line that separates blocks is printed; a trailing one the page
        // leaves off before the fence is not a difference.
        return runs
    }

    /// The command typed after a REPL prompt on this line, if it is one.
    static func prompt(_ line: String) -> String? {
        guard let match = line.wholeMatch(of: /([a-z][a-z0-9-]*)( [^>]*)?> (.*)/) else { return nil }
        return String(match.output.3)
    }

    /// `pantograph` with flags only: the REPL.
    var isTranscript: Bool {
        let words = command.split(separator: " ")
        guard words.first == "pantograph" else { return false }
        var rest = words.dropFirst()
        while let word = rest.first {
            if word == "--scenario" { rest = rest.dropFirst(2); continue }
            guard word.hasPrefix("--"), !["--json", "--quiet"].contains(word) else { return false }
            rest = rest.dropFirst()
        }
        return true
    }

    /// What a run printed (standard output and error together) and its exit status.
    struct Printed {
        /// The lines, without the empty string after the last newline.
        var lines: [String]
        /// The shell's exit status: the command's, or the last command's of a pipeline.
        var status: Int32
    }

    /// What the binary prints now.
    func execute(in root: URL) throws -> Printed {
        let binary = try Binary.require()
        let directory = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let path = directory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let script: String
        var input = ""
        if isTranscript {
            script = command + " --echo 2>&1"
            input = expected.compactMap(Self.prompt).map { $0 + "\n" }.joined()
        } else {
            script = "(" + command + ") 2>&1"
        }
        let run = try runProcess("/bin/sh", ["-c", script], stdin: Data(input.utf8), directory: root,
                                 environment: ["PATH": path, "COLUMNS": "80"])
        var lines = run.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        // The page may leave off the blank line that ends the last block.
        if expected.last != "", lines.last == "" { lines.removeLast() }
        return Printed(lines: lines, status: run.status)
    }
}

/// The checks no recording can pass: a recording mode records whatever happens,
/// failures included, so these look at what a run prints however it was recorded.
enum DocCheck {
    /// Where a path names this machine rather than the example: home folders, temporary
    /// folders, and (in `machinePaths`) the repository and the build directory.
    static let machinePrefixes = ["/root", "/home", "/Users", "/tmp", "/private", "/var/folders"]

    /// The repository root, the directory of the binary and the temporary directory
    /// of this machine.
    static func machinePaths(root: URL) -> [String] {
        var paths = [root.path, FileManager.default.temporaryDirectory.path]
        if let binary = Binary.path { paths.append(URL(fileURLWithPath: binary).deletingLastPathComponent().path) }
        return paths.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// What is wrong with a run of `command` that printed `printed`, as phrases that
    /// follow the command's name in a message; empty when nothing is.
    static func problems(command: String, printed: ConsoleRun.Printed, machinePaths: [String]) -> [String] {
        var problems: [String] = []
        if printed.lines.contains(where: { $0.hasPrefix("Traceback (most recent call last)") }) {
            problems.append("prints a Python traceback: the example is broken")
        }
        for path in absolutePaths(in: printed.lines, prefixes: machinePrefixes + machinePaths)
        where !command.contains(path) {
            problems.append("prints \(path), a path of this machine; use a relative path or one the command names")
        }
        if printed.status != 0 {
            problems.append("exits with status \(printed.status), which the block does not show; end the command with `; echo \"status $?\"`")
        }
        return problems
    }

    /// The absolute paths in `lines` that are one of `prefixes` or lie below one (a
    /// path runs to the next blank, quote or bracket), each once, in order.
    static func absolutePaths(in lines: [String], prefixes: [String]) -> [String] {
        let ends: Set<Character> = [" ", "\t", "\"", "'", "`", ")", "]", ">", ",", ":"]
        // `docs/tmp/x` is a relative path, and `/tmpfile` is not under /tmp.
        func isPathCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || "._-~/".contains(c) }
        var found: [String] = []
        for line in lines {
            for prefix in prefixes {
                var searchStart = line.startIndex
                while let range = line.range(of: prefix, range: searchStart..<line.endIndex) {
                    searchStart = range.upperBound
                    if range.lowerBound > line.startIndex, isPathCharacter(line[line.index(before: range.lowerBound)]) {
                        continue
                    }
                    if range.upperBound < line.endIndex, line[range.upperBound] != "/",
                       !ends.contains(line[range.upperBound]) {
                        continue
                    }
                    let end = line[range.lowerBound...].firstIndex { ends.contains($0) } ?? line.endIndex
                    let path = String(line[range.lowerBound..<end])
                    if !found.contains(path) { found.append(path) }
                }
            }
        }
        return found
    }
}
