import Foundation
import PantographEngine
import Testing
@testable import PantographShell
import PantographTestSupport

/// A seeded, time-bounded fuzz run of the scene reader: the built-in scene files and
/// the hostile ones (`HostileSceneTests`, cut short), mutated line by line, word by
/// word and byte by byte. Whatever the file, reading it must end, quickly, without a
/// crash, and:
/// - a refused file reports each problem at a line of the file and a column from 1,
///   in order, in few words (a word quoted at most 40 characters, no control
///   character), at most `SceneParser.mostProblems` of them;
/// - a loaded scene prints to text that reads back to the same scene, and plays: a
///   simulator on it takes a pan up and down and settles.
/// `PANTOGRAPH_FUZZ_SECONDS` (default 2) and `PANTOGRAPH_FUZZ_SEED` (default 1), as
/// `SessionFuzzTests`.
struct SceneFuzzTests {
    static let seconds = SessionFuzzTests.seconds
    static let seed = SessionFuzzTests.seed
    /// Files read however slow the machine: a loaded machine reads fewer in the time,
    /// never too few to mean anything.
    static let fewestFiles = 100

    /// The corpus: every built-in's file, and each hostile file cut to 4 KB.
    static func seeds() throws -> [[UInt8]] {
        var seeds = try BuiltInScenes.names.map { Array(try Repository.text("Scenes/\($0).scene").utf8) }
        seeds += HostileSceneTests.cases.map { Array($0.text.prefix(4096)) }
        return seeds
    }

    /// Words that mean something to the reader, for mutations to put in.
    static let words = SceneGrammar.statements.map(\.name) + [
        "in", "frame", "alpha", "scale", "hidden", "phantom", "screen", "style", "present", "dismiss", "push", "pop",
        "track", "to", "from", "delay", "duration", "timing", "spring(1,0.5)", "spring(mass=1,stiffness=-1,damping=1)",
        "cubic(0,0,1,1)", "width/0", "0/0", "1e308*height", "(((((1)))))", "floor(", "-1", "0", "1e999", "nan",
        "a~", "grid", "detail", "image~", "\u{0}", "\u{FEFF}", "\r", ";", "#", "=", "let", "x", "choices", "default",
    ]

    struct Mutator {
        var generator: SplitMix64
        mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(max(n, 1))) }

        mutating func mutate(_ text: [UInt8]) -> [UInt8] {
            var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            for _ in 0...below(4) {
                let i = below(lines.count)
                switch below(9) {
                case 0: if lines.count > 1 { lines.remove(at: i) }
                case 1: lines.insert(lines[i], at: below(lines.count))
                case 2: lines.swapAt(i, below(lines.count))
                case 3, 4:
                    // A word replaced by a word the reader knows.
                    var words = lines[i].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(Array.init)
                    words[below(words.count)] = Array(SceneFuzzTests.words[below(SceneFuzzTests.words.count)].utf8)
                    lines[i] = Array(words.joined(separator: [UInt8(ascii: " ")]))
                case 5:
                    // A word repeated many times: a long expression or name.
                    let word = Array(SceneFuzzTests.words[below(SceneFuzzTests.words.count)].utf8)
                    lines[i] += Array(repeatElement(word, count: 1 + below(400)).joined())
                case 6:
                    if !lines[i].isEmpty { lines[i][below(lines[i].count)] = UInt8(truncatingIfNeeded: generator.next()) }
                case 7: lines[i] = Array(lines[i].prefix(below(lines[i].count + 1)))
                default:
                    // A number changed: bigger, negative, zero.
                    lines[i] = lines[i].map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && below(3) == 0 ? UInt8(ascii: "9") : $0 }
                }
            }
            return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        }
    }

    @Test func theReaderAnswersEveryMutatedFile() throws {
        let seeds = try Self.seeds()
        var mutator = Mutator(generator: SplitMix64(seed: Self.seed))
        let deadline = Date().addingTimeInterval(Self.seconds)
        var files = 0, loaded = 0
        repeat {
            files += 1
            var text = seeds[mutator.below(seeds.count)]
            for _ in 0...mutator.below(3) { text = mutator.mutate(text) }
            if let failure = Self.check(text) {
                Issue.record("seed \(Self.seed), file \(files): \(failure)\n\(String(decoding: text.prefix(2000), as: UTF8.self))")
                return
            }
            if (try? SceneParser.parse(bytes: text)) != nil { loaded += 1 }
        } while Date() < deadline || files < Self.fewestFiles
        print("scene fuzz: seed \(Self.seed): \(files) files, \(loaded) loaded")
        #expect(loaded > 0)
    }

    /// What no file may break, or nil.
    static func check(_ text: [UInt8]) -> String? {
        let lineCount = 1 + text.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
        do {
            let scene = try SceneParser.parse(bytes: text)
            let printed = ScenePrinter.print(scene)
            guard let again = try? SceneParser.parse(printed), again == scene else { return "prints as text that reads back otherwise:\n\(printed)" }
            var sim = Simulator(scene: scene)
            for input: Input in [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -200), after: nil), .panEnd(velocity: nil),
                                 .settle, .panBegin(at: nil), .panMove(to: Point(x: 0, y: 200), after: nil), .panEnd(velocity: nil), .settle] {
                _ = try? sim.apply(input)
            }
            return nil
        } catch {
            guard error.problems.count <= SceneParser.mostProblems + 1 else { return "\(error.problems.count) problems" }
            var last = (0, 0)
            for problem in error.problems {
                guard problem.line >= 1, problem.line <= lineCount, problem.column >= 1 else { return "a problem outside the file: \(problem)" }
                guard (problem.line, problem.column) >= last else { return "problems out of order: \(error.problems.prefix(3)) …" }
                last = (problem.line, problem.column)
                guard problem.message.count < 600, !problem.message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
                else { return "a message that is long or shows a control character: \(problem.message.prefix(600))" }
            }
            return nil
        }
    }
}
