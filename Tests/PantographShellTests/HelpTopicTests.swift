import Testing
@testable import PantographShell
import PantographEngine

/// What `help` says, read from the declarations: a command's words in full, a file
/// parameter as a file, every form of a command, and a setting's values, default and
/// current value.
struct HelpTopicTests {
    /// The text a session prints for one line, after `setup`.
    static func answer(_ line: String, after setup: [String] = []) throws -> String {
        let (session, sink) = try ShellProbe.session(format: .text)
        let results = ShellProbe.feed(session, setup)
        try #require(!results.contains { $0.failed }, "setup failed: \(sink.err)")
        sink.out = ""
        #expect(!session.execute(line: Array(line.utf8), file: "h.pg", lineNumber: 9).failed, "\(sink.err)")
        return sink.out
    }

    @Test func aWordThatStartsAFormIsShownWhole() throws {
        let text = try HelpTopicTests.answer("help curve")
        #expect(text.contains("TIMING is linear, easeIn, easeOut, easeInOut, default, cubic(…) or spring(…)\n"), "\(text)")
        for line in text.split(separator: "\n") { #expect(!line.hasSuffix("cubic(") && !line.hasSuffix("spring("), "\(line)") }
    }

    @Test func aFileParameterIsAFileOrItsWords() throws {
        let text = try HelpTopicTests.answer("help record")
        #expect(text.contains("FILE is a file's path or off\n"), "\(text)")
        #expect(!text.contains("one of"))
    }

    /// Every command's help lists each word-valued parameter's words as a list with
    /// "or", never "is one of" a single word.
    @Test(arguments: CommandRegistry.all.map(\.name))
    func everyParameterListReadsAsAList(_ name: String) throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        let text = Help.command(spec)
        for parameter in spec.forms.flatMap(\.parameters) {
            #expect(!text.contains("\n\(parameter.placeholder) is one of "), "\(text)")
        }
        for line in text.split(separator: "\n") { #expect(!line.hasSuffix("("), "\(line)") }
    }

    /// `expect` alone names every way to use it, the main form first.
    /// No help says a thing is itself ("N|all is all", "on|off is on or off", a flag
    /// `sync is sync"), and none says what a parameter takes twice (a parameter that
    /// several forms share). Read from the printed text: a `P is …` (or `keyword P is
    /// …`) line with its wrapped continuation, whose listed words all are spelt by P.
    @Test(arguments: CommandRegistry.all.map(\.name))
    func noHelpLineSaysAThingIsItself(_ name: String) throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        let lines = Help.command(spec).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var said: [String] = []
        for (i, line) in lines.enumerated() {
            guard !line.hasPrefix(" "), let cut = line.range(of: " is ") else { continue }
            let head = line[..<cut.lowerBound].split(separator: " ")
            guard (1...2).contains(head.count), let first = head.last else { continue }
            let placeholder = String(first)
            var listed = String(line[cut.upperBound...])
            for next in lines[(i + 1)...] {
                guard next.hasPrefix("  ") else { break }
                listed += " " + next.trimmingPrefix(while: { $0 == " " })
            }
            let words = listed.replacing(" or ", with: ", ").split(separator: ", ").map(String.init)
            let spelt = placeholder.replacing("…", with: "").split(separator: "|").map(String.init)
            #expect(!words.allSatisfy(spelt.contains), "help \(name): '\(line)' says \(placeholder) is itself")
            let subject = head.joined(separator: " ")
            #expect(!said.contains(subject), "help \(name): what \(subject) is, twice")
            said.append(subject)
        }
    }

    @Test func aCommandWithAFormAndSubcommandsShowsEveryUsage() throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        #expect(session.execute(line: Array("expect".utf8), file: "h.pg", lineNumber: 1).failed)
        let spec = try #require(CommandRegistry.spec(named: "expect"))
        #expect(sink.err.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
                    .hasPrefix("h.pg:1:7: error: 'expect' needs PATH OP VALUE, or a sub-command: event, no or events usage:"),
                "\(sink.err)")
        let usages = sink.err.split(separator: "\n").filter { $0.hasPrefix("  usage: ") }.map { $0.dropFirst(9) }
        #expect(usages.map(String.init) == spec.usages)
        #expect(spec.usages.first == "expect PATH OP VALUE [within TOL]")
        // A command with sub-commands only keeps its short message.
        let (pan, panSink) = try ShellProbe.session(format: .text)
        #expect(pan.execute(line: Array("pan".utf8), file: "h.pg", lineNumber: 1).failed)
        #expect(panSink.err == "h.pg:1:4: error: 'pan' needs a sub-command: begin, move, by, end or cancel\n")
    }

    struct SettingCase: CustomTestStringConvertible, Sendable {
        var setup: [String] = []
        var key: String
        var lines: [String]
        var testDescription: String { (setup + ["help \(key)"]).joined(separator: "; ") }
    }

    static let settingCases: [SettingCase] = [
        SettingCase(key: "threshold", lines: ["usage: set threshold 0…1", "default: 0.1 in deeper", "now: 0.1"]),
        SettingCase(setup: ["set threshold 0.25"], key: "threshold",
                    lines: ["usage: set threshold 0…1", "default: 0.1 in deeper", "now: 0.25"]),
        SettingCase(setup: ["set duration 250ms"], key: "duration",
                    lines: ["usage: set duration 0.01…10 s", "default: 0.5 in deeper", "now: 0.25",
                            "The animator's transitionDuration."]),
        SettingCase(key: "slop", lines: ["usage: set slop 0…100 pt"]),
        SettingCase(key: "fps", lines: ["usage: set fps 60|120", "default: 60 in deeper", "now: 60"]),
        SettingCase(setup: ["scenario card"], key: "fps", lines: ["default: 60 in card"]),
        // Another scene's setting: its default where it applies, and why it does not here.
        SettingCase(key: "presentation",
                    lines: ["default: automatic in modal", "now: presentation is a setting of modal, not of this scene"]),
        SettingCase(setup: ["scenario modal", "set presentation pageSheet"], key: "presentation",
                    lines: ["default: automatic in modal", "now: pageSheet"]),
    ]

    @Test(arguments: settingCases)
    func helpExplainsASetting(_ c: SettingCase) throws {
        let text = try HelpTopicTests.answer("help \(c.key)", after: c.setup)
        let lines = text.split(separator: "\n").map(String.init)
        for line in c.lines { #expect(lines.contains(line), "\(line.debugDescription) not in\n\(text)") }
    }

    /// Every setting has help, and it says what the declaration says.
    @Test(arguments: SettingRegistry.all.map(\.key))
    func everySettingHasHelp(_ key: String) throws {
        let spec = try #require(SettingRegistry.spec(key))
        let text = try HelpTopicTests.answer("help \(key)")
        func words(_ s: String) -> [Substring] { s.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        let said = words(text).joined(separator: " ")
        #expect(said.hasPrefix("usage: " + words("set \(key) \(spec.syntax)").joined(separator: " ")), "\(text)")
        #expect(said.lowercased().contains(words(spec.summary).joined(separator: " ").lowercased()), "\(text)")
        #expect(text.contains("\ndefault: ") && text.contains("\nnow: "), "\(text)")
        for line in text.split(separator: "\n") { #expect(line.count <= TextLayout.width, "\(line)") }
    }

    /// A command's name wins over a setting's; none is both today.
    @Test func noNameIsACommandAndASetting() {
        let both = SettingRegistry.all.map(\.key).filter { CommandRegistry.spec(named: $0) != nil }
        #expect(both.isEmpty)
    }
}
