import Bugs
import Foundation
import PantographHarness
import PantographTestSupport
import PantographUIKit
import Testing

/// docs/diagnostics.md, "Exploring": `explore` on an app with a bug finds the bug's
/// diagnostic within a bounded number of sessions from a fixed seed, shrinks it to a
/// script, and the script, run again on a fresh app, shows the same diagnostic; the
/// fixed app shows nothing.
@MainActor @Suite struct ExploreTests {
    /// An app of Examples/Bugs: its root, the actions its harness would register, the
    /// diagnostic it ships, and how many sessions of seed 1 find it.
    struct BugApp: CustomStringConvertible, Sendable {
        let name: String
        let root: @MainActor @Sendable (Bool) -> UIViewController
        let actions: [String]
        let run: @MainActor @Sendable (String, UIViewController) -> Void
        let diagnostics: [String]
        let sessions: Int
        var description: String { name }
    }

    nonisolated static let bugs: [BugApp] = [
        BugApp(name: "StuckCancel", root: { StuckCancelApp.root(fixed: $0) }, actions: ["openPhoto"],
               run: { _, root in StuckCancelApp.openPhoto(in: root) }, diagnostics: ["transitionNeverEnds"], sessions: 60),
        BugApp(name: "LeftSnapshot", root: { LeftSnapshotApp.root(fixed: $0) }, actions: ["openPhoto"],
               run: { _, root in LeftSnapshotApp.openPhoto(in: root) }, diagnostics: ["leftBehind"], sessions: 20),
        BugApp(name: "HiddenAfterCancel", root: { HiddenAfterCancelApp.root(fixed: $0) }, actions: ["openCover"],
               run: { _, root in HiddenAfterCancelApp.openCover(in: root) }, diagnostics: ["alteredAfterCancel"], sessions: 60),
        BugApp(name: "UnbalancedAppearance", root: { UnbalancedAppearanceApp.root(fixed: $0) }, actions: ["selectSecondTab"],
               run: { _, root in UnbalancedAppearanceApp.selectSecondTab(in: root) }, diagnostics: ["unbalancedAppearance"],
               sessions: 20),
        BugApp(name: "CompleteTwice", root: { CompleteTwiceApp.root(fixed: $0) }, actions: ["openMessage"],
               run: { _, root in CompleteTwiceApp.openMessage(in: root) },
               diagnostics: ["completedTwice", "completedAfterCancel"], sessions: 40),
        BugApp(name: "ChainedAnimation", root: { ChainedAnimationApp.root(fixed: $0) }, actions: ["openArticle"],
               run: { _, root in ChainedAnimationApp.openArticle(in: root) }, diagnostics: ["animationNotDriven"],
               sessions: 60),
        BugApp(name: "DeadBackSwipe", root: { DeadBackSwipeApp.root(fixed: $0) }, actions: ["pushDetail"],
               run: { _, root in DeadBackSwipeApp.pushDetail(in: root) }, diagnostics: ["backSwipeDoesNothing"],
               sessions: 40),
        BugApp(name: "ScrollingSheet", root: { ScrollingSheetApp.root(fixed: $0) }, actions: ["openComments"],
               run: { _, root in ScrollingSheetApp.openComments(in: root, scrolledTo: 300) },
               diagnostics: ["scrolledWithTransition"], sessions: 80),
        BugApp(name: "TopOnlySheet", root: { TopOnlySheetApp.root(fixed: $0) }, actions: ["openComments"],
               run: { _, root in TopOnlySheetApp.openComments(in: root, scrolledTo: 80) },
               diagnostics: ["sheetNotPulled"], sessions: 100),
        // The race, injected: a flick whose lift comes before the commit that starts
        // the transition (`touch flick`), whether `.began` presents from the main
        // queue or at once.
        BugApp(name: "EarlyFlick", root: { EarlyFlickApp.root(fixed: $0) }, actions: [],
               run: { _, _ in }, diagnostics: ["interactionEndedBeforeStart"], sessions: 30),
        BugApp(name: "EarlyFlickAtOnce", root: { EarlyFlickApp.root(fixed: $0, presentsFromMainQueue: false) }, actions: [],
               run: { _, _ in }, diagnostics: ["interactionEndedBeforeStart"], sessions: 30),
        BugApp(name: "EndlessSlide", root: { EndlessSlideApp.root(fixed: $0) }, actions: ["share"],
               run: { _, root in EndlessSlideApp.share(in: root) }, diagnostics: ["transitionStillRunning"], sessions: 20),
        BugApp(name: "SnapOnRelease", root: { SnapOnReleaseApp.root(fixed: $0) }, actions: [],
               run: { _, _ in }, diagnostics: ["frameJump"], sessions: 40),
        BugApp(name: "BlankPush", root: { BlankPushApp.root(fixed: $0) }, actions: ["openRecipe"],
               run: { _, root in BlankPushApp.openRecipe(in: root) }, diagnostics: ["windowMismatch"], sessions: 20),
        // A race, injected: the app's code presents while a finger drags a dismissal
        // (the test target's own app, ExploreRaceTests).
        BugApp(name: "IncomingPhoto", root: { IncomingPhotoApp.root(fixed: $0) }, actions: ["open"],
               run: { _, root in IncomingPhotoApp.open(in: root) }, diagnostics: ["transitionNeverEnds"], sessions: 60),
        // A race: a pop during a push (ExploreRaceTests).
        BugApp(name: "BackDuringPush", root: { BackDuringPushApp.root(fixed: $0) }, actions: ["push", "pop"],
               run: { name, root in name == "push" ? BackDuringPushApp.push(in: root) : BackDuringPushApp.pop(in: root) },
               diagnostics: ["windowMismatch"], sessions: 40),
    ]

    private func harness(_ app: BugApp, fixed: Bool) throws -> Harness {
        try Harness(name: app.name, actions: app.actions.map { name in HarnessAction(name) { app.run(name, $0) } },
                    root: { app.root(fixed) })
    }

    /// The `result` of a command's JSON record.
    private func result(_ record: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
        return try #require(object["result"] as? [String: Any])
    }

    @Test(arguments: bugs)
    func exploreFindsTheBugAndItsScriptShowsItAgain(_ app: BugApp) throws {
        let records = try harness(app, fixed: false).run("explore sessions \(app.sessions) steps 6 seed 1")
        let found = try result(try #require(records.last))
        let findings = try #require(found["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["diagnostic"] as? String }) == Set(app.diagnostics), "\(findings)")
        for finding in findings {
            let name = try #require(finding["diagnostic"] as? String)
            let script = try #require(finding["script"] as? String)
            #expect((finding["steps"] as? Int ?? 99) <= (finding["found"] as? Int ?? 0))
            // Run again on a fresh app, the script shows the diagnostic.
            let rerun = try harness(app, fixed: false).run(script, file: "found.pg")
            #expect(rerun.contains { $0.contains("\"\(name): ") }, "\(script)\n\(rerun)")
        }
    }

    @Test(arguments: bugs)
    func theFixedAppShowsNothing(_ app: BugApp) throws {
        let records = try harness(app, fixed: true).run("explore sessions \(app.sessions * 2) steps 6 seed 1")
        let found = try result(try #require(records.last))
        #expect((found["findings"] as? [Any])?.isEmpty == true, "\(records)")
    }

    /// Every app of Examples/Bugs is explored here.
    @Test func everyAppOfExamplesBugsIsExplored() throws {
        let apps = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Examples/Bugs").path)
        #expect(!apps.isEmpty && Set(apps).isSubset(of: Self.bugs.map(\.name)), "\(apps)")
    }

    /// docs/performance.md's table of what `explore` finds on each app (its sessions, the
    /// first session of each diagnostic, its steps as found and shrunk), and the session
    /// docs/diagnostics.md names for each, are what `explore` finds now: the pages say
    /// numbers the explorer's draws decide, so a change to the draws shows here.
    @Test func theDocsSayWhatExploreFinds() throws {
        let table = try Repository.text("docs/performance.md").components(separatedBy: "| app | diagnostic |")
            .dropFirst().first?.split(separator: "\n").dropFirst(2).prefix { $0.hasPrefix("| ") } ?? []
        #expect(table.count == Self.bugs.count, "\(table)")
        let prose = try Repository.text("docs/diagnostics.md").replacingOccurrences(of: "\n", with: " ")
        for row in table {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6 else {
                Issue.record("not a row of six cells: \(row)")
                continue
            }
            let name = cells[0].hasPrefix("EarlyFlick, presenting at once") ? "EarlyFlickAtOnce"
                : String(cells[0].prefix { $0 != " " })
            guard let app = Self.bugs.first(where: { $0.name == name }) else {
                Issue.record("no app \(name)")
                continue
            }
            let sessions = try #require(Int(cells[3]))
            let records = try harness(app, fixed: false).run("explore sessions \(sessions) steps 6 seed 1")
            let found = try result(try #require(records.last))
            let findings = try #require(found["findings"] as? [[String: Any]])
            let said = findings.map { f in
                ["`\(f["diagnostic"] ?? "")`", "\(f["session"] ?? "")", "\(f["found"] ?? "") → \(f["steps"] ?? "")"]
            }
            #expect([cells[1], cells[2], cells[4]] == ["diagnostic", "session", "steps"].indices.map { k in
                said.map { $0[k] }.joined(separator: ", ")
            }, "\(name): the table says \(cells), explore finds \(said)")
            // diagnostics.md's "Session N of seed 1 on APP", where it names one.
            for mention in prose.components(separatedBy: "Session ").dropFirst() {
                let first = mention.prefix { $0.isNumber }
                let rest = mention.dropFirst(first.count)
                guard !first.isEmpty, rest.hasPrefix(" of seed 1 on \(name)"),
                      rest.dropFirst(" of seed 1 on \(name)".count).first?.isLetter == false else { continue }
                #expect(findings.contains { "\($0["session"] ?? "")" == first },
                        "diagnostics.md: session \(first) on \(name), explore finds \(said)")
            }
        }
    }

    /// BlankPush's finding, whole: the session that first shows it, and its script, the
    /// tap on a recipe alone (the `settle` that ends it lets the push run out).
    @Test func aBlankPushIsShrunkToTheTapOnARecipe() throws {
        let app = try #require(Self.bugs.first { $0.name == "BlankPush" })
        let records = try harness(app, fixed: false).run("explore sessions \(app.sessions) steps 6 seed 1")
        let found = try result(try #require(records.last))
        let findings = try #require(found["findings"] as? [[String: Any]])
        let finding = try #require(findings.first)
        #expect(finding["session"] as? Int == 0 && finding["found"] as? Int == 5 && finding["steps"] as? Int == 1,
                "\(finding)")
        #expect(finding["script"] as? String == """
            # windowMismatch: recipe is on top, but its view is not in the window: the screen does not show what is \
            presented and pushed; the animator must add the to-view to the container (at 0.350 s)
            # seed 1, session 0: 5 steps shrunk to 1
            reset
            set clock manual
            call openRecipe
            settle

            """, "\(finding)")
    }
}
