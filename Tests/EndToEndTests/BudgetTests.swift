import Foundation
import Testing

/// The speed budget CI checks: instructions and heap allocations per `pan move` and
/// per JSON record, counted by valgrind (instructions by callgrind, allocations by
/// memcheck's heap summary), on the binary the tests built. Counts, not times: they
/// are the same on every run of the same build, so a budget can be tight where a
/// timing would be noise on a shared machine.
///
/// The binary is the one `swift test` built (a debug build: building the release one
/// would double CI's build time). Its counts are larger than the release binary's
/// (`bench/run.sh`, (f)) but move with them: work added to a line shows in both, and
/// so does an allocation added to one. The budgets are what this build measured when
/// they were set: instructions may grow by a tenth, allocations by a twentieth of
/// one (one more per move or record is a whole one; hashing is seeded the same every
/// run, so the count is). A new toolchain may move them (the failure says by how much).
///
/// Per move: the difference between scripts of 20 and 40 moves per gesture, divided by
/// the moves added; per record: the same under `--json` less the same under `--quiet`.
/// docs/performance.md, "The budget", says how to read a failure.
@Suite struct BudgetTests {
    static let gestures = 10
    static var addedMoves: Int { gestures * 20 }

    /// The debug build's figures when the budget was set (`swift test`'s build, Swift
    /// 6.3.1 on Linux), last after a script's `pan` lines ran on the session's state
    /// lent to the runner (the release binary: 1,389 instructions a quiet move, 17,694
    /// a record). Instructions may grow by a tenth; allocations not at all: the
    /// release binary allocates nothing per move or per record, and the debug one's
    /// allocations (no stack promotion without the optimizer) are fixed by the code.
    static let instructionsPerMove = 14_598.39
    static let instructionsPerRecord = 215_956.36
    static let allocationsPerMove = 2.155
    static let allocationsPerRecord = 66.98

    /// `pantograph -e quit`, from the loader to the exit: the debug build's count, and
    /// the release binary's (scripts/install --build-only, which CI gives the tests as
    /// PANTOGRAPH_RELEASE_BIN), the figure docs/performance.md's aim is about. The
    /// release count is small enough that its tenth is a million instructions: a loop of
    /// a million added to start-up fails it (docs/performance.md, "Start-up"). Measured
    /// after ArgumentParser left the common path and the runtime was linked in, and the
    /// built-in scenes were compiled in rather than read from text (Swift 6.3.1 on Linux).
    static let startUpInstructions = 19_268_833
    static let releaseStartUpInstructions = 6_074_550

    struct Counts: CustomStringConvertible {
        var quiet20 = 0, quiet40 = 0, json20 = 0, json40 = 0
        var perMove: Double { Double(quiet40 - quiet20) / Double(BudgetTests.addedMoves) }
        var perRecord: Double { Double((json40 - json20) - (quiet40 - quiet20)) / Double(BudgetTests.addedMoves) }
        var description: String { "per pan move \(perMove), per JSON record \(perRecord)" }
    }

    /// Whether the figures are within the budget (times `slack`, plus `margin`), a
    /// message for each that is not.
    static func overBudget(_ counts: Counts, what: String, perMove: Double, perRecord: Double,
                           slack: Double, margin: Double = 0) -> [String] {
        var over: [String] = []
        if counts.perMove > perMove * slack + margin {
            over.append("\(what) per pan move: \(counts.perMove), over the budget of \(perMove)")
        }
        if counts.perRecord > perRecord * slack + margin {
            over.append("\(what) per JSON record: \(counts.perRecord), over the budget of \(perRecord)")
        }
        return over
    }

    static func script(movesPerGesture moves: Int) -> String {
        var text = ""
        for _ in 0..<gestures {
            text += "pan begin\n"
            for j in 1...moves { text += "pan move 0,-\(j)\n" }
            text += "pan end\n"
        }
        return text
    }

    /// valgrind, or nil where it is not installed; CI installs it (`.ci/run`), so there
    /// a missing valgrind fails the test rather than skipping it.
    static func valgrind() -> String? {
        for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let path = directory + "/valgrind"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("valgrind is not installed: the budget cannot be checked (.ci/run installs it)")
        }
        return nil
    }

    /// Runs the four scripts under `tool`, reading each count from valgrind's report.
    static func measure(_ valgrind: String, tool: [String], count: (String) -> Int?) throws -> Counts {
        try withTemporaryDirectory { directory in
            let m20 = try writeFile("m20.pg", script(movesPerGesture: 20), in: directory).path
            let m40 = try writeFile("m40.pg", script(movesPerGesture: 40), in: directory).path
            let binary = try Binary.require()
            func run(_ mode: String, _ file: String) throws -> Int {
                // Hashing seeded the same every run: a dictionary's growth (an allocation)
                // would otherwise move with the seed.
                let run = try runProcess(valgrind, tool + [binary, mode, file],
                                         environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
                guard run.status == 0, let n = count(run.stderr) else {
                    Issue.record("valgrind \(tool.joined(separator: " ")) \(mode) \(file) gave no count:\n\(run)")
                    return 0
                }
                return n
            }
            return Counts(quiet20: try run("--quiet", m20), quiet40: try run("--quiet", m40),
                          json20: try run("--json", m20), json40: try run("--json", m40))
        }
    }

    /// The number after `label` on valgrind's report, without its thousands commas.
    static func number(after label: String, in report: String) -> Int? {
        guard let range = report.range(of: label) else { return nil }
        let digits = report[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }
        return Int(digits.filter(\.isNumber))
    }

    /// valgrind cannot run a binary built with AddressSanitizer; scripts/test says when
    /// it runs the suite on one, and the plain run checks the budget.
    static let sanitized = ProcessInfo.processInfo.environment["PANTOGRAPH_SANITIZED"] != nil

    /// Measures the scripts under valgrind's `tool`, reading each count after `label`
    /// on its report, and records an issue for each figure over its budget.
    static func expectWithinBudget(tool: [String], countAfter label: String, what: String, perMove: Double,
                                   perRecord: Double, slack: Double, margin: Double = 0) throws {
        guard let valgrind = valgrind() else { return }
        let counts = try measure(valgrind, tool: tool) { number(after: label, in: $0) }
        for message in overBudget(counts, what: what, perMove: perMove, perRecord: perRecord, slack: slack, margin: margin) {
            Issue.record("\(message) (measured \(counts))")
        }
    }

    @Test(.disabled(if: sanitized, "a sanitized build: valgrind cannot run it"))
    func instructionsPerMoveAndPerRecordStayWithinTheBudget() throws {
        try Self.expectWithinBudget(tool: ["--tool=callgrind", "--callgrind-out-file=/dev/null"], countAfter: "Collected :",
                                    what: "instructions", perMove: Self.instructionsPerMove,
                                    perRecord: Self.instructionsPerRecord, slack: 1.1)
    }

    @Test(.disabled(if: sanitized, "a sanitized build: valgrind cannot run it"))
    func aMoveAndARecordAllocateNothing() throws {
        // A margin of a twentieth of an allocation: one more per move or record is 1.
        try Self.expectWithinBudget(tool: ["--tool=memcheck", "--leak-check=no"], countAfter: "total heap usage:",
                                    what: "allocations", perMove: Self.allocationsPerMove,
                                    perRecord: Self.allocationsPerRecord, slack: 1, margin: 0.05)
    }

    /// The instructions of `binary -e quit`, under callgrind.
    static func startUp(_ valgrind: String, binary: String) throws -> Int? {
        try withTemporaryDirectory { directory in
            let run = try runProcess(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "-e", "quit"],
                                     directory: directory, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
            guard run.status == 0 else {
                Issue.record("valgrind \(binary) -e quit failed:\n\(run)")
                return nil
            }
            return Self.number(after: "Collected :", in: run.stderr)
        }
    }

    /// The start-up's figure over its budget by more than a tenth, or under it by more
    /// than a tenth, in words; nil within. A budget left far above what start-up costs
    /// would let a million instructions more through: a win lowers the budget.
    static func overStartUpBudget(_ measured: Int, budget: Int, what: String) -> String? {
        if Double(measured) > Double(budget) * 1.1 {
            return "\(what) -e quit: \(measured) instructions, over the budget of \(budget)"
        }
        if Double(measured) < Double(budget) * 0.9 {
            return "\(what) -e quit: \(measured) instructions, well under the budget of \(budget): lower the budget to it"
        }
        return nil
    }

    /// The release binary, when the run was given one (CI always is).
    static var releaseBinary: String? {
        let path = ProcessInfo.processInfo.environment["PANTOGRAPH_RELEASE_BIN"] ?? ""
        if path.isEmpty && ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("PANTOGRAPH_RELEASE_BIN is not set: the release start-up cannot be checked (scripts/test sets it in CI)")
        }
        return path.isEmpty ? nil : path
    }

    @Test(.disabled(if: sanitized, "a sanitized build: valgrind cannot run it"))
    func startUpStaysWithinTheBudget() throws {
        guard let valgrind = Self.valgrind() else { return }
        var binaries = [("the debug build", try Binary.require(), Self.startUpInstructions)]
        if let release = Self.releaseBinary { binaries.append(("the release binary", release, Self.releaseStartUpInstructions)) }
        for (what, binary, budget) in binaries {
            guard let measured = try Self.startUp(valgrind, binary: binary) else { continue }
            if let over = Self.overStartUpBudget(measured, budget: budget, what: what) { Issue.record(Comment(rawValue: over)) }
        }
    }

    /// The check fails as it should: a figure over its budget by more than the slack,
    /// one allocation where none is allowed; and it reads valgrind's reports.
    @Test func theBudgetCatchesWhatItShould() {
        var counts = Counts(quiet20: 1_000_000, quiet40: 1_000_000 + 500 * Self.addedMoves,
                            json20: 2_000_000, json40: 2_000_000 + 900 * Self.addedMoves)
        #expect(counts.perMove == 500 && counts.perRecord == 400)
        #expect(Self.overBudget(counts, what: "i", perMove: 500, perRecord: 400, slack: 1.1).isEmpty)
        #expect(Self.overBudget(counts, what: "i", perMove: 454, perRecord: 400, slack: 1.1).count == 1)
        #expect(Self.overBudget(counts, what: "i", perMove: 500, perRecord: 363, slack: 1.1).count == 1)
        counts = Counts(quiet20: 700, quiet40: 700 + Self.addedMoves, json20: 900, json40: 900 + Self.addedMoves)
        #expect(Self.overBudget(counts, what: "a", perMove: 0, perRecord: 0, slack: 1, margin: 0.05)
                == ["a per pan move: 1.0, over the budget of 0.0"])
        #expect(Self.overBudget(counts, what: "a", perMove: 0.96, perRecord: 0, slack: 1, margin: 0.05).isEmpty)
        #expect(Self.number(after: "Collected :", in: "==1== \n==1== Collected : 38966263\n") == 38_966_263)
        // A million instructions more at start-up is over the release budget.
        let budget = Self.releaseStartUpInstructions
        #expect(Self.overStartUpBudget(budget + budget / 10, budget: budget, what: "r") == nil)
        #expect(Self.overStartUpBudget(budget + 1_000_000, budget: budget, what: "r") != nil)
        // A budget left behind by a win is stale.
        #expect(Self.overStartUpBudget(budget - budget / 10, budget: budget, what: "r") == nil)
        #expect(Self.overStartUpBudget(budget - 1_000_000, budget: budget, what: "r")?.contains("lower the budget") == true)
        #expect(Self.number(after: "total heap usage:", in: "==7==   total heap usage: 1,234 allocs, 1,230 frees")
                == 1234)
    }
}
