import Foundation
import PantographEngine
import Testing
@testable import PantographUIKit

/// `DispatchQueue.main.async` and `asyncAfter` in app code run on the app's virtual
/// main queue: FIFO, after the event that queued them and before Core Animation's
/// commit, nested work a pass later, `asyncAfter` on the virtual clock (docs/own-code.md,
/// "The main queue"). This file imports Foundation as well as PantographUIKit, as an
/// app's file may: the calls still reach the app's queue.
@MainActor @Suite struct MainQueueTests {
    /// What ran, in order, with the layouts done by then.
    @MainActor final class Trace {
        var events: [String] = []
        var layouts = 0
    }

    /// A view that counts its layouts into `trace`.
    @MainActor final class CountingView: UIView {
        var trace: Trace?
        override func layoutSubviews() {
            super.layoutSubviews()
            trace?.layouts += 1
        }
    }

    /// The frame the clock is on (60 frames a second).
    private static func frame(_ app: HeadlessApp) -> Int { Int((app.time * 60).rounded()) }

    /// An app whose root view holds a `CountingView` counting into a fresh trace.
    private func launch() -> (HeadlessApp, CountingView, Trace) {
        let trace = Trace()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = makeApp { $0.addSubview(view) }
        view.trace = trace
        return (app, view, trace)
    }

    /// Blocks run in the order queued, after the code that queued them, before the
    /// turn's commit lays the view out (the run loop drains the main queue before it
    /// goes to wait, and Core Animation commits in the wait's observer).
    @Test func blocksRunInOrderAfterTheEventBeforeTheCommit() {
        let (app, view, trace) = launch()
        app.turn {
            view.setNeedsLayout()
            DispatchQueue.main.async { trace.events.append("a, layouts \(trace.layouts)") }
            DispatchQueue.main.async { trace.events.append("b, layouts \(trace.layouts)") }
            trace.events.append("event")
        }
        #expect(trace.events == ["event", "a, layouts 0", "b, layouts 0"])
        #expect(app.commitPending && trace.layouts == 0)
        app.idle()
        #expect(!app.commitPending && trace.layouts == 1)
    }

    /// A block that queues another: the other runs a pass later, after the commit,
    /// and after the blocks already queued.
    @Test func aBlockQueuedByABlockRunsAfterTheCommit() {
        let (app, view, trace) = launch()
        app.turn {
            view.setNeedsLayout()
            DispatchQueue.main.async {
                trace.events.append("a")
                DispatchQueue.main.async { trace.events.append("c, layouts \(trace.layouts)") }
            }
            DispatchQueue.main.async { trace.events.append("b, layouts \(trace.layouts)") }
        }
        #expect(trace.events == ["a", "b, layouts 0"])
        app.idle()
        #expect(trace.events == ["a", "b, layouts 0", "c, layouts 1"])
        #expect(!app.commitPending && !app.isAnimating)
    }

    /// An input at the same instant as a turn that drained the queue is handled on the
    /// run loop's next pass, before the commit; a frame commits first.
    @Test func anInputAtTheSameInstantComesBeforeTheCommit() {
        let (app, view, trace) = launch()
        app.turn {
            view.setNeedsLayout()
            DispatchQueue.main.async { trace.events.append("block") }
        }
        app.turn { trace.events.append("input, layouts \(trace.layouts)") }
        #expect(trace.events == ["block", "input, layouts 0"])
        #expect(!app.commitPending && trace.layouts == 1)

        app.turn {
            view.setNeedsLayout()
            DispatchQueue.main.async { trace.events.append("again") }
        }
        app.advance()
        #expect(trace.layouts == 2 && !app.commitPending)
    }

    /// A `present` made in a main-queue block is asked of the delegate at the call and
    /// starts at the commit after the drain, not in the turn that queued it.
    @Test func aPresentFromTheMainQueueStartsAtTheNextCommit() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        defer { withExtendedLifetime(transitioning) {} }
        app.turn { DispatchQueue.main.async { grid.present(detail, animated: true) } }
        #expect(app.commitPending && grid.presentedViewController === detail)
        #expect(app.names == ["animationController(forPresented:)", "interactionControllerForPresentation"])
        app.idle()
        #expect(Array(app.names.dropFirst(2)) == ["presentationTransitionWillBegin", "viewWillDisappear(grid)",
                                                  "viewWillAppear(detail)", "animateTransition"])
    }

    /// A push made in a main-queue block changes the stack at the call and starts its
    /// transition (the appearance callbacks) at the commit after the drain.
    @Test func aPushFromTheMainQueueStartsAtTheNextCommit() {
        let detail = DetailController()
        let app = HeadlessApp { UINavigationController(rootViewController: GridController()) }
        let navigation = app.window.rootViewController as! UINavigationController
        app.clearLog()
        app.turn { DispatchQueue.main.async { navigation.pushViewController(detail, animated: true) } }
        #expect(app.commitPending && navigation.topViewController === detail)
        #expect(!app.names.contains("viewWillAppear(detail)"))
        app.idle()
        #expect(app.names.contains("viewWillAppear(detail)"))
    }

    /// A turn that queues nothing commits at its end, as before.
    @Test func aTurnWithoutBlocksCommitsAtItsEnd() {
        let (app, view, trace) = launch()
        app.turn { view.setNeedsLayout() }
        #expect(!app.commitPending && trace.layouts == 1)
    }

    /// `asyncAfter` runs on the first frame at or after its deadline on the virtual
    /// clock, earliest deadline first whatever the order queued; `.never` never runs.
    @Test func asyncAfterRunsOnTheVirtualClock() {
        let (app, _, trace) = launch()
        app.turn {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { trace.events.append("half at frame \(Self.frame(app))") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
                trace.events.append("quarter at frame \(Self.frame(app))")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + .never) { trace.events.append("never") }
            DispatchQueue.main.asyncAfter(deadline: .distantFuture) { trace.events.append("distant future") }
        }
        #expect(trace.events.isEmpty && !app.commitPending)
        app.advance(frames: 14)
        #expect(trace.events.isEmpty)
        app.advance(frames: 1)
        #expect(trace.events == ["quarter at frame 15"])
        app.advance(frames: 14)
        #expect(trace.events.count == 1)
        app.advance(frames: 1)
        #expect(trace.events == ["quarter at frame 15", "half at frame 30"])
    }

    /// A deadline between two frames comes due on the later one; `settle` runs frames
    /// until the queue is empty.
    @Test func settleWaitsForTheQueue() {
        let (app, _, trace) = launch()
        app.turn { DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { trace.events.append("at frame \(Self.frame(app))") } }
        #expect(app.isAnimating)
        #expect(app.settle())
        #expect(trace.events == ["at frame 1"])
        #expect(!app.isAnimating)
    }

    /// A block queued with `asyncAfter(deadline: .now())` is due at once, after the
    /// `async` blocks queued before it.
    @Test func aDeadlineOfNowIsDueAtOnce() {
        let (app, _, trace) = launch()
        app.turn {
            DispatchQueue.main.async { trace.events.append("async") }
            DispatchQueue.main.asyncAfter(deadline: .now()) { trace.events.append("now") }
            DispatchQueue.main.async { trace.events.append("async 2") }
        }
        #expect(trace.events == ["async", "now", "async 2"])
    }

    /// The same steps give the same events at the same virtual times on every run: no
    /// wall clock is read.
    @Test func theSameStepsGiveTheSameRun() {
        func run() -> [String] {
            let (app, view, trace) = launch()
            app.turn {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    view.frame.origin.x = 50
                    DispatchQueue.main.async { trace.events.append("x \(view.frame.origin.x) at \(app.time)") }
                }
                DispatchQueue.main.async { trace.events.append("first at \(app.time)") }
            }
            app.settle()
            return trace.events + ["layouts \(trace.layouts)", "time \(app.time)"]
        }
        let first = run()
        #expect(first.count == 4)
        #expect(run() == first)
    }
}
