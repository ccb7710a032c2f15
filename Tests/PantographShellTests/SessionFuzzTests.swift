import Foundation
import PantographEngine
import Testing
@testable import PantographShell
import PantographTestSupport

/// A seeded, time-bounded fuzz run of the session's byte entry point, with the
/// invariants checked after every command:
/// - every record is valid JSON with finite numbers (and, once per run, valid against
///   docs/record.schema.json);
/// - a transition's percent stays within 0…1;
/// - every transition that ends calls `completeTransition` exactly once;
/// - when no transition is in flight, no phantom view is left, and the views of a
///   resting scene are the same every time the scene rests in the same place (nothing
///   a presentation added is left behind);
/// - a failed command changes nothing: the whole state, the undo history, recording
///   and the source stack are as they were.
///
/// The lines are drawn from a grammar of commands with hostile numbers, the example
/// and golden scripts, mutations of those, and random bytes. The run lasts
/// `PANTOGRAPH_FUZZ_SECONDS` (default 2) of wall time from seed `PANTOGRAPH_FUZZ_SEED`
/// (default 1); a failure names the seed, the session and the line to run again.
struct SessionFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seconds = Double(environment["PANTOGRAPH_FUZZ_SECONDS"] ?? "") ?? 2
    static let seed = UInt64(environment["PANTOGRAPH_FUZZ_SEED"] ?? "") ?? 1

    @Test func theSessionKeepsItsInvariantsUnderFuzzedInput() throws {
        var generator = FuzzLines(seed: Self.seed, seeds: try Self.seedLines())
        var checker = InvariantChecker()
        let deadline = Date().addingTimeInterval(Self.seconds)
        var sessions = 0
        var sample = ""
        var sampled = 0
        repeat {
            sessions += 1
            let scene = BuiltInScenes.all[generator.below(BuiltInScenes.all.count)].name
            let lines = (0..<(50 + generator.below(250))).map { _ in generator.line() }
            let failures = try checker.run(lines, scene: scene) { record in
                if sampled < 3000 { sample += record + "\n"; sampled += 1 }
            }
            if let failure = failures.first {
                Issue.record("seed \(Self.seed), session \(sessions) (\(scene)): \(failure)")
                return
            }
        } while Date() < deadline
        print("fuzz: seed \(Self.seed): \(checker.commands) commands in \(checker.lines) lines, \(sessions) sessions, \(checker.failedLines) failed lines")
        #expect(checker.commands > 0)
        let (status, output) = try SchemaTests.validate(sample)
        #expect(status == 0, "\(output)")
    }

    /// The lines of docs/examples and the golden scripts: the corpus mutations start from.
    static func seedLines() throws -> [[UInt8]] {
        let root = Repository.root
        let folders = [root.appendingPathComponent("docs/examples"), goldenDirectory]
        var lines: [[UInt8]] = []
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".pg") {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
                lines += bytes.split(separator: 0x0A).map { Array($0) }.filter { !$0.isEmpty }
            }
        }
        return lines
    }
}

/// Runs fuzzed lines through a JSON session and checks the invariants after each.
struct InvariantChecker {
    private(set) var lines = 0
    private(set) var commands = 0
    private(set) var failedLines = 0
    /// The view names of each resting place seen: scene, what is presented, settings.
    private var restingViews: [String: [String]] = [:]

    static let inFlight: Set<String> = ["interactive", "animating", "finishing", "cancelling", "paused"]
    /// Commands after which the scene may jump (a transition dropped, not ended).
    static let jumps = ["undo", "scenario", "reset"]

    /// Runs `lines` in a fresh session; returns what broke (empty: nothing).
    mutating func run(_ lines: [[UInt8]], scene: String, each: (String) -> Void) throws -> [String] {
        var options = SessionOptions()
        options.format = .json
        options.scene = scene
        let sink = CapturingSink()
        let session = try ShellSession(options: options, sink: sink)
        var wasInFlight = false
        for (index, line) in lines.enumerated() {
            let before = session.state
            let logged = session.undoLog.endIndex
            sink.out = ""
            let result = session.execute(line: line, file: "fuzz.pg", lineNumber: index + 1)
            self.lines += 1
            let shown = String(decoding: line.prefix(200), as: UTF8.self).debugDescription
            func broke(_ what: String) -> [String] { ["line \(index + 1) \(shown): \(what)"] }

            if result.failed {
                failedLines += 1
                // One command on the line: nothing before it on the line kept its effect.
                if !line.contains(UInt8(ascii: ";")) {
                    if session.state.simulator != before.simulator { return broke("a failed command changed the simulator") }
                    if session.state.output != before.output { return broke("a failed command changed the output") }
                    if session.state.drawing != before.drawing { return broke("a failed command changed the drawing defaults") }
                    if session.undoLog.endIndex != logged { return broke("a failed command was logged for undo") }
                }
            }
            if !session.sourceStack.isEmpty { return broke("the source stack was left with \(session.sourceStack)") }
            if session.state.output != .json {
                // `set output text` leaves JSON behind: the rest of the session is text.
                if sink.out.isEmpty && !result.failed && !sink.err.isEmpty { sink.err = "" }
                return []
            }
            let records = sink.out.split(separator: "\n")
            for text in records {
                commands += 1
                each(String(text))
                guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
                      let record = object as? [String: Any] else {
                    return broke("not a JSON object: \(text.prefix(300))")
                }
                if let bad = Self.nonFinite(record, at: "") { return broke("a number that is not finite at \(bad)") }
                let transition = record["transition"] as? [String: Any]
                let phase = transition?["phase"] as? String
                if let percent = transition?["percent"] as? Double, !(0...1).contains(percent) {
                    return broke("percent \(percent) outside 0…1")
                }
                let input = record["input"] as? String ?? ""
                let nowInFlight = phase.map { Self.inFlight.contains($0) } ?? false
                let events = record["events"] as? [String] ?? []
                let started = events.filter { $0 == "animateTransition" }.count
                let completed = events.filter { $0.hasPrefix("completeTransition(") }.count
                let jumped = Self.jumps.contains { input.hasPrefix($0) }
                if !jumped && (record["ok"] as? Bool) == true {
                    let open = (wasInFlight ? 1 : 0) + started - completed
                    if open != (nowInFlight ? 1 : 0) || completed > started + (wasInFlight ? 1 : 0) {
                        return broke("completeTransition \(completed) times for \(started) started (in flight before: \(wasInFlight), after: \(nowInFlight)); events \(events)")
                    }
                }
                wasInFlight = nowInFlight
                // A view transition in flight shows a removed view as a phantom; one
                // that ended leaves the hierarchy as the app changed it (UIKit's
                // `transition(from:to:)` does), so the place includes the hierarchy.
                let sim = session.state.simulator
                if !nowInFlight, sim.viewTransitions.isEmpty, let views = record["views"] as? [[String: Any]] {
                    if let phantom = views.first(where: { $0["phantom"] as? Bool == true }) {
                        return broke("phantom \(phantom["name"] ?? "?") left after the transition ended")
                    }
                    // The place is the session's at the end of the line: one record only.
                    guard records.count == 1 else { continue }
                    let names = views.compactMap { $0["name"] as? String }
                    let place = "\(record["scenario"] ?? "") \(session.state.simulator.depth) \(session.state.simulator.settings)"
                        + (sim.viewTransitionsMade > 0 ? " \(sim.hierarchy) \(sim.deallocatedViews)" : "")
                    if let seen = restingViews[place], seen != names {
                        return broke("resting views \(names), before \(seen) in the same place")
                    }
                    restingViews[place] = names
                }
            }
            sink.err = ""
        }
        return []
    }

    /// The path of the first number that is not finite, if any.
    static func nonFinite(_ value: Any, at path: String) -> String? {
        switch value {
        case is Bool:
            return nil
        case let number as NSNumber:
            return number.doubleValue.isFinite ? nil : path
        case let object as [String: Any]:
            for (key, item) in object { if let bad = nonFinite(item, at: path + "." + key) { return bad } }
            return nil
        case let array as [Any]:
            for (i, item) in array.enumerated() { if let bad = nonFinite(item, at: "\(path)[\(i)]") { return bad } }
            return nil
        default:
            return nil
        }
    }
}

/// Fuzzed input lines: commands from the grammar, seed lines as they are, mutated seed
/// lines, and random bytes. Deterministic for a seed.
struct FuzzLines {
    private var random: SplitMix64
    private let seeds: [[UInt8]]

    init(seed: UInt64, seeds: [[UInt8]]) {
        random = SplitMix64(seed: seed)
        self.seeds = seeds
    }

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Numbers as people and programs get them wrong.
    static let hostileNumbers = ["nan", "NaN", "inf", "-inf", "+inf", "infinity", "1e999", "-1e999", "1e-999", "0x10",
                                 "--3", "-0", "0", "1e308", "4.9e-324", "99999999999999999999", ".5", "5.", "1e", "%",
                                 "150%", "-0%", "1_000", "١", "0.1.2", ""]

    mutating func number(_ scale: Double) -> String {
        switch below(10) {
        case 0: return pick(Self.hostileNumbers)
        case 1: return String(below(3) - 1)
        default:
            let value = (Double(below(2_000_001)) / 1_000_000 - 1) * scale
            return below(2) == 0 ? String(Int(value)) : String(format: "%.3f", value)
        }
    }

    mutating func point(_ scale: Double) -> String { "\(number(scale)),\(number(scale))" }
    mutating func duration() -> String { number(2) + pick(["", "", "s", "ms"]) }

    mutating func command() -> String {
        switch below(30) {
        case 0, 1: return "pan begin" + (below(3) == 0 ? " " + point(900) : "")
        case 2, 3, 4: return "pan move \(point(900))" + (below(3) == 0 ? " +\(duration())" : "")
        case 5: return "pan by \(point(300))" + (below(3) == 0 ? " +\(duration())" : "")
        case 6: return "pan end" + (below(3) == 0 ? " velocity \(point(5000))" : "")
        case 7: return "pan cancel"
        case 8: return "touch down \(point(900))"
        case 9: return "touch move \(point(900))" + (below(2) == 0 ? " +\(duration())" : "")
        case 10: return "touch up"
        case 11, 12:
            var text = "drag \(point(900))"
            if below(3) == 0 { text += " from \(point(900))" }
            if below(3) == 0 { text += " over \(duration())" }
            if below(3) == 0 { text += " steps \(pick(["1", "2", "5", "30", "0", "-1", "nan"]))" }
            if below(3) == 0 { text += " velocity \(point(5000))" }
            return text
        case 13: return pick(["present", "dismiss", "finish", "cancel", "pause", "settle", "reset", "compare"])
        case 14: return "update \(number(1.5))"
        case 15: return "wait \(duration())"
        case 16, 17:
            let settings: [(String, [String])] = [
                ("screen", ["390x844", "100x100", "10000x10000", "0x0", "99x844", "1e999x1", "nanxnan", "390x"]),
                ("safe-area", ["47,34", "0,0", "500,500", "501,0", "-1,0"]),
                ("fps", ["60", "120", "30", "0"]), ("clock", ["auto", "manual", "sometimes"]),
                ("scrub", ["time", "linear"]), ("duration", ["0.5", "0.01", "10", "0", "11", "nan"]),
                ("completion-speed", ["1", "0", "-3", "100", "0.01", "1e999"]),
                ("completion-curve", ["easeInOut", "linear", "default", "cubic(0.2,1.5,0.8,-0.5)", "cubic(nan,0,1,1)"]),
                ("policy", ["threshold", "velocity", "projection", "flutter", "react-navigation", "motionlayout"]),
                ("threshold", ["0.1", "0", "1", "1.5", "50%"]), ("min-velocity", ["0", "1000", "100000", "1e6"]),
                ("redirect", ["0", "0.5", "1"]), ("deceleration", ["normal", "fast", "0.9", "0.9999", "1"]),
                ("min-fling", ["0", "1", "100"]), ("impact", ["0", "0.3", "10"]), ("cap", ["0", "0.9", "1"]),
                ("slop", ["0", "10", "100"]), ("interruptible", ["on", "off"]),
                ("presentation", ["fullScreen", "pageSheet", "formSheet", "popover", "custom", "overCurrentContext"]),
                ("transition-style", ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]),
                ("defines-context", ["on", "off"]), ("source-view", ["none", "navBar", "presenting"]),
            ]
            let (key, values) = pick(settings)
            return "set \(key) \(below(4) == 0 ? number(10) : pick(values))"
        case 18: return "scenario \(pick(BuiltInScenes.all.map(\.name) + ["nowhere", ""]))"
        case 19: return "undo" + (below(2) == 0 ? " \(pick(["1", "2", "5", "0", "-1", "1000", "1e999"]))" : "")
        case 20: return pick(["show", "show state", "show views", "show events", "show settings", "show timeline", "show nothing"])
        case 21: return pick(["expect transition.phase == completed", "expect presented == true", "expect event completeTransition",
                              "expect transition.percent ~= 0.5 within 0.1", "expect views.image~.frame.x < 10", "expect nothing"])
        case 22: return "sweep distance \(number(300))..\(number(300)) step \(pick(["50", "100", "0", "-1"])) velocity \(number(3000))..\(number(3000)) step \(pick(["1000", "2000", "0"]))"
        case 23: return "curve \(pick(["easeInOut", "linear", "cubic(0.1,2,0.9,-1)"])) at \(number(1.5))"
        case 24: return "spring duration \(number(2)) damping \(number(1.2))"
        // A wide picture costs most of a second in a debug build: narrow ones, rarely.
        case 25: return below(8) == 0 ? "draw width \(pick(["20", "19", "401", "nan"]))" : "show events"
        case 26: return pick(["help", "help pan", "help threshold", "help nothing", "scenario"])
        case 27: return "# a comment"
        case 28: return pick(["", ";;;;", " ", "\t", "pan begin;pan move 0,-100;pan end", "drag 0,-200; settle; undo"])
        default: return pick(["record off", "source missing.pg", "plot nowhere.svg", "quit"])
        }
    }

    /// One input line (without its newline).
    mutating func line() -> [UInt8] {
        switch below(20) {
        case 0..<9: return Array(command().utf8)
        case 9..<15: return pick(seeds)
        case 15..<19: return mutate(pick(seeds))
        default:
            return (0..<below(60)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A }
        }
    }

    mutating func mutate(_ line: [UInt8]) -> [UInt8] {
        var bytes = line
        for _ in 0..<(1 + below(3)) {
            let at = below(bytes.count + 1)
            switch below(6) {
            case 0 where !bytes.isEmpty && at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1 where at < bytes.count: bytes.remove(at: at)
            case 2: bytes.insert(pick(Array("0123456789.-,;x%e #\"'\\\t\r".utf8) + [0, 0xFF, 0xC3]), at: at)
            case 3: bytes.insert(contentsOf: Array(pick(Self.hostileNumbers).utf8), at: at)
            case 4: bytes += Array(" ".utf8) + pick(seeds)
            default: bytes.insert(contentsOf: Array(command().utf8) + [UInt8(ascii: ";")], at: 0)
            }
        }
        return bytes.filter { $0 != 0x0A }
    }
}
