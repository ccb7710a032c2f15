import Testing
import PantographEngine
@testable import PantographShell

/// Every numeric `set` at each end of its range, and a printed digit beyond it
/// (docs/reference.md, "Settings": the ranges are closed), plus the checks between
/// settings, which are strict. The table is written out, not read from the registry,
/// so a range that drifts fails here.
@Suite struct SettingRangeBoundaryTests {
    @Test(arguments: [
        ("duration", "0.01", true), ("duration", "0.009999", false), ("duration", "10", true), ("duration", "10.000001", false),
        ("cap", "0", true), ("cap", "-0.000001", false), ("cap", "1", true), ("cap", "1.000001", false),
        ("slop", "0", true), ("slop", "-0.000001", false), ("slop", "100", true), ("slop", "100.000001", false),
        ("threshold", "0", true), ("threshold", "-0.000001", false), ("threshold", "1", true),
        ("threshold", "1.000001", false),
        ("min-velocity", "0", true), ("min-velocity", "-0.000001", false), ("min-velocity", "100000", true),
        ("min-velocity", "100000.000001", false),
        ("min-fling", "0", true), ("min-fling", "-0.000001", false), ("min-fling", "100", true),
        ("min-fling", "100.000001", false),
        ("impact", "0", true), ("impact", "-0.000001", false), ("impact", "10", true), ("impact", "10.000001", false),
        // 0.01…100, or -100…0 (which acts as 1): nothing between 0 and 0.01.
        ("completion-speed", "100", true), ("completion-speed", "100.000001", false),
        ("completion-speed", "0.01", true), ("completion-speed", "0.009999", false),
        ("completion-speed", "0.000001", false), ("completion-speed", "0", true),
        ("completion-speed", "-100", true), ("completion-speed", "-100.000001", false),
    ])
    func aNumberAtEachEndOfItsRange(_ key: String, _ value: String, _ accepted: Bool) throws {
        let run = try run("set \(key) \(value)", keepGoing: true)
        #expect(run.results.last?.failed == !accepted, "set \(key) \(value): \(run.err)")
        let settings = run.session.state.simulator.settings
        let number = try #require(Double(value))
        let now: Double = switch key {
        case "duration": settings.duration
        case "cap": settings.cap
        case "slop": settings.slop
        case "completion-speed": settings.completionSpeed
        default: try #require(settings.policyValues[key])
        }
        #expect((now == number) == accepted, "\(key) is \(now)")
        if !accepted { #expect(run.err.contains("must be within"), "\(run.err)") }
    }

    /// The screen (100…10000 each way) and the safe area (0…500 each), at their ends,
    /// and the strict check between them: the insets must leave some height.
    @Test(arguments: [
        (["set screen 100x100"], true), (["set screen 10000x10000"], true), (["set screen 99.999999x500"], false),
        (["set screen 390x10000.000001"], false),
        (["set safe-area 0,500"], true), (["set safe-area -0.000001,0"], false), (["set safe-area 500.000001,0"], false),
        (["set safe-area 500,344"], false), (["set safe-area 500,343.999999"], true),
        (["set safe-area 50,50", "set screen 390x100"], false), (["set safe-area 50,50", "set screen 390x100.000001"], true),
        (["set safe-area 49.999999,50", "set screen 390x100"], true),
    ])
    func theScreenAndTheSafeAreaAtTheirEnds(_ lines: [String], _ accepted: Bool) throws {
        let run = try run(lines.joined(separator: "\n"), keepGoing: true)
        #expect(run.results.dropLast().allSatisfy { !$0.failed }, "\(run.err)")
        #expect(run.results.last?.failed == !accepted, "\(lines): \(run.err)")
        let settings = run.session.state.simulator.settings
        let last = try #require(lines.last)
        let value = try #require(last.split(separator: " ").last).split(whereSeparator: { $0 == "x" || $0 == "," })
            .compactMap { Double($0) }
        let now = last.hasPrefix("set screen") ? [settings.screen.width, settings.screen.height]
            : [settings.safeAreaTop, settings.safeAreaBottom]
        #expect((now == value) == accepted, "\(last): now \(now)")
    }
}
