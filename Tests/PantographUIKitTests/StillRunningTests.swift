import Bugs
import Foundation
@testable import PantographUIKit
import Testing

/// docs/diagnostics.md, "transitionStillRunning": a settle that runs out its limit with
/// a transition still in flight names it. EndlessSlide's display link waits for its
/// summed progress to equal 1, which it passes without meeting: the link runs on, the
/// presentation never completes. Fixed (`>= 1`), the panel arrives and nothing is named.
@MainActor @Suite struct StillRunningTests {
    @Test(arguments: [false, true])
    func aSlideThatNeverStopsIsNamedAfterASettle(fixed: Bool) throws {
        let app = HeadlessApp { EndlessSlideApp.root(fixed: fixed) }
        let root = try #require(app.window.rootViewController)
        app.turn { EndlessSlideApp.share(in: root) }
        let rested = app.settle()
        let found = app.takeDiagnostics()
        let panel = try #require(root.presentedViewController)
        guard !fixed else {
            #expect(rested && found.isEmpty, "\(found.map(DiagnosticWording.text))")
            #expect(!panel.isBeingPresented)
            return
        }
        #expect(!rested && panel.isBeingPresented)
        guard found.count == 1, case .transitionStillRunning(let t, let percent, let time) = found[0] else {
            Issue.record("\(found.map(DiagnosticWording.text))")
            return
        }
        #expect(t == DiagnosedTransition(operation: .present, controller: "sharePanel", animator: "FrameByFrameSlide",
                                         interactor: nil))
        #expect(percent > 0.99 && abs(time - 60) < 0.02)
        // Named once: another settle does not name it again.
        app.settle(limit: 1)
        #expect(app.takeDiagnostics().isEmpty)
    }
}
