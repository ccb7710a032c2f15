import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographUIKit
import Testing

/// docs/diagnostics.md, "Exploring": the races `explore` injects around the app's own
/// calls — a call while a finger drags a transition, a call on the turn after another
/// — as the lines they run and the shorter steps they shrink to; and a planted bug
/// (IncomingPhoto) that only a call while a finger drags shows, found, shrunk to its
/// known minimum, and shown again by its script.
@MainActor @Suite struct ExploreRaceTests {
    struct Lines: CustomStringConvertible, Sendable {
        let step: ExploreStep
        let lines: [String]
        var description: String { "\(step)" }
    }

    nonisolated static let lines: [Lines] = [
        Lines(step: .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 3, end: .lift),
              lines: ["touch down 100,200", "touch move 100,230", "touch move 100,260", "touch move 100,290",
                      "call open", "touch up"]),
        Lines(step: .callWhileDragging("open", from: Point(x: 5, y: 300), by: Point(x: 80, y: 0), moves: 2, end: .hold),
              lines: ["touch down 5,300", "touch move 45,300", "touch move 85,300", "call open",
                      "touch move 85,300 +150ms", "touch up"]),
        Lines(step: .callWhileDragging("open", from: Point(x: 10, y: 10), by: Point(x: 0, y: 40), moves: 2,
                                       end: .systemCancel),
              lines: ["touch down 10,10", "touch move 10,30", "touch move 10,50", "call open", "touch cancel"]),
        // Before the flick: the flick is the last move and the lift.
        Lines(step: .callWhileDragging("open", from: Point(x: 10, y: 10), by: Point(x: 0, y: 40), moves: 2,
                                       end: .liftBeforeCommit),
              lines: ["touch down 10,10", "touch move 10,30", "call open", "touch flick 10,50"]),
        // The turn after, at the same instant: no frame between.
        Lines(step: .callAfterCall("more", "back", frames: 0), lines: ["call more", "call back"]),
        Lines(step: .callAfterCall("more", "back", frames: 1), lines: ["call more", "wait 0.016666666666666666 # 1 frame", "call back"]),
    ]

    @Test(arguments: lines)
    func aRaceIsTheLinesItRuns(_ row: Lines) {
        #expect(row.step.lines(fps: 60) == row.lines)
        // Every line is a command a script takes.
        #expect(row.lines.allSatisfy { Exploration.command($0) != nil })
    }

    struct Shorter: CustomStringConvertible, Sendable {
        let step: ExploreStep
        let shorter: [ExploreStep]
        var description: String { "\(step)" }
    }

    nonisolated static let shorter: [Shorter] = [
        // The call alone, the drag alone, then the drag shorter with the call kept (a
        // wait for the drag keeps no call: none).
        Shorter(step: .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 4, end: .hold),
                shorter: [.call("open"), .drag(from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 4, end: .hold),
                          .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 45), moves: 4, end: .hold),
                          .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 2, end: .hold),
                          .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 3, end: .hold),
                          .callWhileDragging("open", from: Point(x: 100, y: 200), by: Point(x: 0, y: 90), moves: 4, end: .lift)]),
        Shorter(step: .callWhileDragging("open", from: Point(x: 1, y: 2), by: Point(x: 1, y: 1), moves: 1, end: .lift),
                shorter: [.call("open"), .drag(from: Point(x: 1, y: 2), by: Point(x: 1, y: 1), moves: 1, end: .lift),
                          .callWhileDragging("open", from: Point(x: 1, y: 2), by: Point(x: 0, y: 0), moves: 1, end: .lift)]),
        // One call alone (the second first: it is the race's), then fewer frames.
        Shorter(step: .callAfterCall("more", "back", frames: 2),
                shorter: [.call("back"), .call("more"), .callAfterCall("more", "back", frames: 1)]),
        Shorter(step: .callAfterCall("more", "back", frames: 0), shorter: [.call("back"), .call("more")]),
    ]

    @Test(arguments: shorter)
    func aRaceShrinksToTheCallOrTheDragOrLess(_ row: Shorter) {
        #expect(row.step.shorter == row.shorter)
    }

    /// Sessions of a seed draw some of each race, and a session is its seed's and its
    /// number's alone, races and all.
    @Test func racesAreDrawnFromTheSeed() {
        func steps(_ index: Int) -> [ExploreStep] {
            var draw = ExploreDraw(seed: 1, session: index, screen: Size(width: 390, height: 844), actions: ["a", "b"])
            return draw.steps(12)
        }
        let all = (0..<40).flatMap(steps)
        #expect(all.contains { if case .callWhileDragging = $0 { true } else { false } })
        #expect(all.contains { if case .callAfterCall = $0 { true } else { false } })
        #expect(all.contains { if case .call = $0 { true } else { false } })
        #expect((0..<40).map(steps) == (0..<40).map(steps))
        // Other numbers for the races, the same steps around them: each race is the call
        // it took the place of.
        func calls(_ steps: [ExploreStep]) -> [ExploreStep] {
            steps.map {
                switch $0 {
                case .callWhileDragging(let name, _, _, _, _), .callAfterCall(let name, _, _): .call(name)
                default: $0
                }
            }
        }
        for index in 0..<40 {
            var other = ExploreDraw(seed: 1, session: index, screen: Size(width: 390, height: 844), actions: ["a", "b"])
            other.races = SeededRandom(seed: 99)
            let reraced = other.steps(12)
            #expect(calls(reraced) == calls(steps(index)))
            #expect(index != 0 || reraced != steps(index))
        }
        // With no action, no call and no race.
        var none = ExploreDraw(seed: 1, session: 0, screen: Size(width: 390, height: 844), actions: [])
        #expect(!none.steps(200).contains {
            switch $0 {
            case .call, .callWhileDragging, .callAfterCall: true
            default: false
            }
        })
    }

    private func exploration(fixed: Bool) throws -> Exploration {
        let host = AppHost(name: "IncomingPhoto", startPoint: nil,
                           actions: [HarnessAction("open") { IncomingPhotoApp.open(in: $0) }],
                           root: { IncomingPhotoApp.root(fixed: fixed) })
        let world = try AppWorld(driver: host, settings: Settings())
        return Exploration(world: world, header: ["set clock manual"], request: ExploreRequest(sessions: 60, steps: 6, seed: 1))
    }

    /// A photo opened while the finger pulls the one on screen down: UIKit refuses the
    /// present, the pull has lost its flag, and its dismissal never ends. Found by a
    /// session of seed 1, shrunk to: open the photo, wait for the presentation (thirty
    /// frames), and the race — a pull of the slop, the call, the touch's end.
    @Test func aCallWhileAFingerDragsFindsThePlantedBug() throws {
        var exploration = try exploration(fixed: false)
        let sessions = (0..<60).map { exploration.session($0) }
        let findings = exploration.findings(of: sessions, isInterrupted: { false })
        #expect(findings.map(\.diagnostic.name) == ["transitionNeverEnds"])
        let finding = try #require(findings.first)
        // Only the race shows it: the session that found it drew one.
        #expect(sessions[finding.session].steps.prefix(finding.found).contains {
            if case .callWhileDragging = $0 { true } else { false }
        })
        // The pull of session 41 halved to the slop (10 points: the pan begins), in one
        // move, ended as drawn: the system's cancel has no shorter end.
        #expect(finding.steps == [
            .call("open"), .wait(frames: 30),
            .callWhileDragging("open", from: Point(x: 240, y: 168), by: Point(x: 0, y: 10), moves: 1, end: .systemCancel),
        ])
        // No step can go, and none be shorter.
        func shows(_ steps: [ExploreStep]) -> Bool {
            let (taken, found) = exploration.run(steps)
            return taken.count == steps.count && found.contains { $0.diagnostic.name == "transitionNeverEnds" }
        }
        #expect(shows(finding.steps))
        for i in finding.steps.indices {
            var fewer = finding.steps
            fewer.remove(at: i)
            #expect(!shows(fewer), "step \(i)")
            for shorter in finding.steps[i].shorter {
                var candidate = finding.steps
                candidate[i] = shorter
                #expect(!shows(candidate), "\(shorter) for step \(i)")
            }
        }
        // The script, run again on a fresh app, shows it: the refused present on the
        // console, then the dismissal that never ends.
        let harness = try Harness(name: "IncomingPhoto", actions: [HarnessAction("open") { IncomingPhotoApp.open(in: $0) }],
                                  root: { IncomingPhotoApp.root(fixed: false) })
        let rerun = try harness.run(exploration.script(finding).joined(separator: "\n") + "\n", file: "found.pg")
        #expect(rerun.contains { $0.contains("while a presentation is in progress!") }, "\(rerun)")
        #expect(rerun.contains { $0.contains("\"transitionNeverEnds: ") }, "\(rerun)")
    }

    private static let navigationActions = [HarnessAction("push") { BackDuringPushApp.push(in: $0) },
                                            HarnessAction("pop") { BackDuringPushApp.pop(in: $0) }]

    private func navigationExploration(fixed: Bool, sessions: Int) throws -> Exploration {
        let host = AppHost(name: "BackDuringPush", startPoint: nil, actions: Self.navigationActions,
                           root: { BackDuringPushApp.root(fixed: fixed) })
        let world = try AppWorld(driver: host, settings: Settings())
        return Exploration(world: world, header: ["set clock manual"],
                           request: ExploreRequest(sessions: sessions, steps: 6, seed: 1))
    }

    /// A back tapped while the detail slides in (BackDuringPush): UIKit refuses the
    /// nested pop, the app's slide has been told "pop" and takes the pushed detail's
    /// view away as its push ends. Found by session 4 of seed 1 (a race's `push`, then a
    /// drawn `pop`), shrunk to `call push` then `call pop` with no frame between: the
    /// lines of the race `callAfterCall`, which shows it as one step.
    @Test func aPopDuringAPushFindsThePlantedBug() throws {
        var exploration = try navigationExploration(fixed: false, sessions: 40)
        let sessions = (0..<40).map { exploration.session($0) }
        let findings = exploration.findings(of: sessions, isInterrupted: { false })
        #expect(findings.map(\.diagnostic.name) == ["windowMismatch"])
        let finding = try #require(findings.first)
        #expect(finding.session == 4 && finding.steps == [.call("push"), .call("pop")], "\(finding)")
        func shows(_ steps: [ExploreStep]) -> Bool {
            let (taken, found) = exploration.run(steps)
            return taken.count == steps.count && found.contains { $0.diagnostic.name == "windowMismatch" }
        }
        // Neither call alone shows it, nor the pop once the push has ended (a pop).
        #expect(shows(finding.steps))
        #expect(!shows([.call("push")]) && !shows([.call("pop")]))
        #expect(!shows([.call("push"), .wait(frames: 30), .call("pop")]))
        // The race as explore injects it: at once or a frame or two later, while the
        // push is in flight, it shows; its shorter forms, the calls alone, do not.
        let race = ExploreStep.callAfterCall("push", "pop", frames: 0)
        #expect(race.lines(fps: 60) == finding.steps.flatMap { $0.lines(fps: 60) })
        #expect((0...2).allSatisfy { shows([.callAfterCall("push", "pop", frames: $0)]) })
        for shorter in race.shorter { #expect(!shows([shorter]), "\(shorter)") }
        // The script, run again on a fresh app, shows it: the refused pop on the
        // console, then the detail on top with its view nowhere.
        let script = exploration.script(finding)
        #expect(script.filter { !$0.hasPrefix("#") && !$0.isEmpty }
                == ["reset", "set clock manual", "call push", "call pop", "settle"], "\(script)")
        let harness = try Harness(name: "BackDuringPush", actions: Self.navigationActions,
                                  root: { BackDuringPushApp.root(fixed: false) })
        let rerun = try harness.run(script.joined(separator: "\n") + "\n", file: "found.pg")
        #expect(rerun.contains { $0.contains("nested pop animation can result in corrupted navigation bar") }, "\(rerun)")
        #expect(rerun.contains { $0.contains("\"windowMismatch: slideDetail is on top") }, "\(rerun)")
    }

    /// The same app fixed, its slide keeping the direction it started with, explored
    /// five times as long: nothing, though the same races run (UIKit still refuses
    /// the pop).
    @Test func theFixedNavigationShowsNothing() throws {
        var exploration = try navigationExploration(fixed: true, sessions: 200)
        let sessions = (0..<200).map { exploration.session($0) }
        #expect(sessions.flatMap(\.steps).contains { if case .callAfterCall("push", "pop", 0) = $0 { true } else { false } })
        let findings = exploration.findings(of: sessions, isInterrupted: { false })
        #expect(findings.isEmpty, "\(findings.map(\.diagnostic))")
    }
}
