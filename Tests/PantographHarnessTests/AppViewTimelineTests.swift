import Foundation
import Modal
import PantographHarness
import PantographUIKit
import Testing

/// `show timeline` on an app that makes both kinds of transition (docs/own-code.md,
/// "Pictures"): as on a scene, the one pictured is the most recent to begin — a view
/// transition (`UIView.transition`) started after a presentation instead of it, and a
/// presentation started after a view transition instead of that.
@MainActor @Suite struct AppViewTimelineTests {
    /// The Modal example, with a cross-dissolve of the top controller's view.
    static func harness() throws -> Harness {
        try Harness(name: "modal", actions: [
            HarnessAction("present") { ModalApp.show($0) },
            HarnessAction("dismiss") { ModalApp.hide($0) },
            HarnessAction("dissolve") { root in
                let top = root.presentedViewController ?? root
                UIView.transition(with: top.view, duration: 0.5, options: [.transitionCrossDissolve], animations: {})
            },
        ], root: ModalApp.root)
    }

    /// What the last record's `show timeline` pictured: each row's time, and its phase
    /// (a view-controller transition's) or effect (a view transition's).
    static func pictured(_ harness: Harness) throws -> [(time: Double, what: String)] {
        let records = try harness.run("show timeline every 0")
        let last = try #require(records.last)
        let record = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let rows = try #require(record["result"] as? [[String: Any]])
        return rows.map { row in
            (row["time"] as? Double ?? -1, row["effect"] as? String ?? row["phase"] as? String ?? "before it began")
        }
    }

    @Test func aViewTransitionAfterAPresentationIsPicturedInsteadOfIt() throws {
        let harness = try Self.harness()
        try harness.run("set clock manual\ncall present\nwait 0.2\ncall dissolve\nwait 0.25")
        let rows = try Self.pictured(harness)
        #expect(rows.first?.time == 0.2 && rows.last?.time == 0.45)
        #expect(rows.count == 16, "the dissolve's frames from its start to now")
        #expect(rows.allSatisfy { $0.what == "crossDissolve" })
        // Done, it is still the last to begin.
        try harness.run("settle")
        let done = try Self.pictured(harness)
        #expect(done.first?.time == 0.2)
        #expect(abs((done.last?.time ?? 0) - 0.7) < 1e-9)
        #expect(done.allSatisfy { $0.what == "crossDissolve" })
    }

    @Test func aPresentationAfterAViewTransitionIsPicturedInsteadOfIt() throws {
        let harness = try Self.harness()
        try harness.run("set clock manual\ncall dissolve\nwait 0.6\ncall present\nwait 0.1")
        let rows = try Self.pictured(harness)
        #expect(rows.first?.time == 0.6)
        #expect(!rows.contains { $0.what == "crossDissolve" })
        #expect(rows.contains { $0.what == "animating" })
        // A dissolve started after it, while it runs, takes its place.
        try harness.run("call dissolve")
        #expect(try Self.pictured(harness).map(\.what) == ["crossDissolve"])
    }

    /// A view transition that begins while another is in flight joins its timeline,
    /// as on a scene: the presentation that began between them is still the latest.
    @Test func aViewTransitionJoiningOneInFlightDoesNotTakeAPresentationsPlace() throws {
        let harness = try Self.harness()
        try harness.run("set clock manual\ncall dissolve\nwait 0.2\ncall present\nwait 0.1\ncall dissolve")
        let rows = try Self.pictured(harness)
        #expect(rows.first?.time == 0.2)
        #expect(!rows.contains { $0.what == "crossDissolve" })
    }
}
