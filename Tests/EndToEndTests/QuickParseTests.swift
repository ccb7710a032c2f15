import Foundation
import Testing
@testable import PantographCommandLine
import ArgumentParser

/// `Pantograph.quickParse`, the command-line reader of the common path, is made from
/// the one declaration of the flags (the ArgumentParser properties of Pantograph.swift,
/// which also make the help, the completion scripts and the man page): this test
/// writes Sources/PantographCommandLine/QuickParse.swift from the declaration and fails when the
/// file is not what it writes (`PANTOGRAPH_RECORD=1 swift test --filter QuickParseTests`
/// writes it, and fails that run). It then holds the reader to ArgumentParser on
/// thousands of command lines: whatever it reads, it reads as ArgumentParser does.
@Suite struct QuickParseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let path = "Sources/PantographCommandLine/QuickParse.swift"
    static let recording = ProcessInfo.processInfo.environment["PANTOGRAPH_RECORD"] == "1"

    /// One declared argument: its property, the wrapper's type, and how ArgumentParser
    /// describes it (`--experimental-dump-help`).
    struct Declared {
        var property: String
        var wrapper: String
        var kind: String
        var names: [String]
        var isRepeating: Bool
        var parsing: String
    }

    /// The declaration, property by property: the properties in order (Mirror), zipped
    /// with the arguments ArgumentParser reports in the same order (the binary's
    /// `--experimental-dump-help`), less the `--version` and `--help` it adds.
    static func declared() throws -> [Declared] {
        let run = try pantograph(["--experimental-dump-help"])
        #expect(run.status == 0, "\(run)")
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        let properties = Mirror(reflecting: Pantograph()).children.map { child in
            (String((child.label ?? "").dropFirst()), String(describing: type(of: child.value)))
        }
        try #require(arguments.count == properties.count + 2, "ArgumentParser adds --version and --help")
        return try zip(properties, arguments).map { property, argument in
            let names = (argument["names"] as? [[String: String]] ?? []).map { name in
                (name["kind"] == "long" ? "--" : "-") + (name["name"] ?? "")
            }
            return Declared(property: property.0, wrapper: property.1, kind: try #require(argument["kind"] as? String),
                            names: names, isRepeating: argument["isRepeating"] as? Bool ?? false,
                            parsing: argument["parsingStrategy"] as? String ?? "")
        }
    }

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// The reader's source for `declared`: a case per flag or option, files for the
    /// rest. It reads only what it can read exactly as ArgumentParser does and leaves
    /// the rest (nil): an option's value that begins with `-` (unless the option takes
    /// any value), a flag or a single option given twice, anything else that begins
    /// with `-`.
    static func source(_ declared: [Declared]) throws -> String {
        var locals: [String] = [], cases: [[String]] = [], assignments: [String] = []
        for d in declared {
            let names = d.names.map { "\"\($0)\"" }.joined(separator: ", ")
            switch (d.kind, d.wrapper, d.isRepeating) {
            case ("positional", "Argument<Array<String>>", true):
                locals.append("var \(d.property): [String] = []")
                assignments.append("command.\(d.property) = \(d.property)")
            case ("flag", "Flag<Bool>", false):
                locals.append("var \(d.property): Bool?")
                cases.append(["case \(names):",
                              "    guard setOnce(&\(d.property)) else { return nil }"])
                assignments.append("command.\(d.property) = \(d.property) ?? false")
            case ("option", "Option<Optional<String>>", false) where d.parsing == "default":
                locals.append("var \(d.property): String?")
                cases.append(["case \(names):",
                              "    guard \(d.property) == nil, let value = value(after: &i, in: arguments) else { return nil }",
                              "    \(d.property) = value"])
                assignments.append("command.\(d.property) = \(d.property)")
            case ("option", "Option<Array<String>>", true) where d.parsing == "unconditional" || d.parsing == "default":
                locals.append("var \(d.property): [String] = []")
                let anyValue = d.parsing == "default" ? "" : ", anyValue: true"
                cases.append(["case \(names):",
                              "    guard let value = value(after: &i, in: arguments\(anyValue)) else { return nil }",
                              "    \(d.property).append(value)"])
                assignments.append("command.\(d.property) = \(d.property)")
            default:
                throw Unsupported(description: "the quick reader cannot read '\(d.property)' (\(d.kind) \(d.wrapper), "
                                  + "\(d.isRepeating ? "repeating" : "once"), parsing \(d.parsing)): teach QuickParseTests.source")
            }
        }
        guard declared.filter({ $0.kind == "positional" }).count == 1 else {
            throw Unsupported(description: "the quick reader takes exactly one list of positional arguments")
        }
        let files = declared.first { $0.kind == "positional" }!.property
        return """
            // Generated from the flags Pantograph.swift declares, by QuickParseTests; do not
            // edit: `PANTOGRAPH_RECORD=1 swift test --filter QuickParseTests` writes it again.

            extension Pantograph {
                /// The command line as ArgumentParser reads it, without the reflection it reads
                /// the declaration with (some 8 million instructions at every start); nil for
                /// anything but the declared flags and options, each once (a repeatable option
                /// any number of times) and each option with its value, and files: help, the
                /// version, a completion script, `--`, `--option=value`, grouped short flags, a
                /// mistake. ArgumentParser reads those.
                static func quickParse(_ arguments: [String]) -> Pantograph? {
                    // ArgumentParser ends the options at `--` wherever it is, even as a value.
                    guard !arguments.contains("--") else { return nil }
            \(locals.map { "        " + $0 }.joined(separator: "\n"))
                    var i = 0
                    while i < arguments.count {
                        switch arguments[i] {
            \(cases.flatMap { $0 }.map { "            " + $0 }.joined(separator: "\n"))
                        default:
                            guard arguments[i] == "-" || !arguments[i].hasPrefix("-") else { return nil }
                            \(files).append(arguments[i])
                        }
                        i += 1
                    }
                    var command = Pantograph()
            \(assignments.map { "        " + $0 }.joined(separator: "\n"))
                    return command
                }
            }

            """
    }

    @Test func theQuickReaderIsMadeFromTheDeclaration() throws {
        let made = try Self.source(Self.declared())
        let url = Self.root.appendingPathComponent(Self.path)
        let file = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard file != made else { return }
        if Self.recording {
            try made.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("\(Self.path) written from the declaration: build and run the tests again")
        } else {
            Issue.record("\(Self.path) is not what the declaration makes: PANTOGRAPH_RECORD=1 swift test --filter QuickParseTests")
        }
    }

    /// A flag of a kind the reader does not know stops the generation with a message.
    @Test func anUnknownKindIsRefused() {
        let odd = Declared(property: "count", wrapper: "Option<Int>", kind: "option", names: ["--count"],
                           isRepeating: false, parsing: "default")
        #expect(throws: Unsupported.self) { try Self.source([odd]) }
    }

    /// The words command lines are made of: every declared name, values, files, and what
    /// only ArgumentParser reads.
    static let words = ["-e", "quit", "pan begin", "--json", "--quiet", "-i", "--interactive", "--echo", "--keep-going",
                        "--no-color", "--scenario", "--scene", "card", "f.pg", "g.pg", "-", "--", "-x", "--json=1",
                        "--scenario=card", "-ie", "-ei", "", "--help", "-h", "--version", "-e-x", "--unknown", "-5"]

    /// Thousands of command lines from `words` (every one of one or two words, and
    /// longer ones drawn the same on every run): where the quick reader reads one, so
    /// does ArgumentParser, into the same values; and it reads the common ones.
    @Test func theQuickReaderReadsAsArgumentParserDoes() throws {
        var lines: [[String]] = [[], ["-e", "quit"], ["f.pg", "-e", "quit", "--json"], ["-e", "-x"], ["-"],
                                 ["--scenario", "card", "--scene", "s.scene", "-i", "--echo", "--keep-going", "--no-color", "--quiet"]]
        lines += Self.words.map { [$0] } + Self.words.flatMap { a in Self.words.map { [a, $0] } }
        var state: UInt64 = 0x5EED
        func draw(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<2000 { lines.append((0..<(3 + draw(4))).map { _ in Self.words[draw(Self.words.count)] }) }
        var read = 0
        for line in lines {
            guard let quick = Pantograph.quickParse(line) else { continue }
            read += 1
            let parsed: ParsableCommandResult
            do { parsed = .parsed(try Pantograph.parseAsRoot(line)) } catch { parsed = .refused("\(error)") }
            switch parsed {
            case .parsed(let command):
                #expect(String(describing: command) == String(describing: quick), "\(line)")
            case .refused(let why):
                Issue.record("the quick reader read \(line), which ArgumentParser refuses: \(why)")
            }
        }
        #expect(read > 300)
        for common in lines.prefix(6) { #expect(Pantograph.quickParse(common) != nil, "\(common)") }
    }

    enum ParsableCommandResult {
        case parsed(Any)
        case refused(String)
    }
}
