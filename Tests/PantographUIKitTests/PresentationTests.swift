import PantographEngine
import Testing
@testable import PantographUIKit

/// `present` and `dismiss` with a custom animator: UIKit's order of callbacks (the
/// engine's `Lifecycle`), the run loop's turn, and what UIKit does with the views.
@MainActor @Suite struct PresentationTests {
    /// The transition starts at the end of the turn `present` ran in: the delegate is
    /// asked at once, the callbacks wait (UIKit's `runTransitionForCurrentState` runs
    /// after Core Animation's commit; the stack traces of `viewWillDisappear` and
    /// `presentationTransitionWillBegin` show `_runAfterCACommitDeferredBlocks`).
    @Test func theTransitionStartsAtTheEndOfTheTurn() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        defer { withExtendedLifetime(transitioning) {} }
        var seenInTurn: [String] = []
        app.turn {
            grid.present(detail, animated: true)
            seenInTurn = app.names
            #expect(grid.presentedViewController === detail && detail.presentingViewController === grid)
            #expect(detail.isBeingPresented)
        }
        #expect(seenInTurn == ["animationController(forPresented:)", "interactionControllerForPresentation"])
        #expect(Array(app.names.dropFirst(2)) == ["presentationTransitionWillBegin", "viewWillDisappear(grid)",
                                                  "viewWillAppear(detail)", "animateTransition"])
    }

    /// Apple's pages *UIViewControllerContextTransitioning* and *UIPresentationController*:
    /// `completeTransition` → `presentationTransitionDidEnd` → appearance end → the
    /// completion block → `animationEnded`, as the engine's `Lifecycle` orders them.
    @Test func aPresentCompletesInUIKitsOrder() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        var completed = false
        app.turn { grid.present(detail, animated: true) { completed = true } }
        app.clearLog()
        app.advance(frames: 30)
        let lifecycle = Lifecycle(presenterSide: ["grid"], presented: "detail")
        #expect(app.log.compactMap(\.lifecycle) == lifecycle.end(.present, completed: true))
        #expect(completed && transitioning.present.ended == [true] && transitioning.present.finishedFlags == [true])
        #expect(!detail.isBeingPresented)
        // fullScreen: the presenter's view has left the window.
        #expect(app.views.map(\.name) == ["detail"])
    }

    /// The presented view moves on the animator's curve; records show the presentation.
    @Test func thePresentedViewMovesFrameByFrame() throws {
        let (app, grid, detail, _) = try presentationApp()
        app.turn { grid.present(detail, animated: true) }
        app.advance(frames: 15)
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * 0.5))
        #expect(detail.view.frame.minY == 0)
    }

    /// A dismissal puts the presenter's view back where it was and takes the container away.
    @Test func aDismissPutsThePresentersViewBack() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        defer { withExtendedLifetime(transitioning) {} }
        app.turn { grid.present(detail, animated: true) }
        app.advance(frames: 30)
        app.clearLog()
        app.turn { detail.dismiss(animated: true) }
        #expect(app.names == ["animationController(forDismissed:)", "interactionControllerForDismissal",
                              "dismissalTransitionWillBegin", "viewWillDisappear(detail)", "viewWillAppear(grid)",
                              "animateTransition"])
        app.advance(frames: 30)
        #expect(Array(app.names.suffix(6)) == ["completeTransition(true)", "dismissalTransitionDidEnd(true)",
                                               "viewDidAppear(grid)", "viewDidDisappear(detail)",
                                               "dismissCompletion", "animationEnded(true)"])
        #expect(app.views.map(\.name) == ["grid"])
        #expect(grid.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(app.window.subviews == [grid.view])
    }

    /// The over styles leave the presenter on screen and give it no callbacks (UIKit's
    /// page *UIModalPresentationStyle*).
    @Test func anOverFullScreenPresentationLeavesThePresenter() throws {
        let (app, grid, detail, _) = try presentationApp(style: .overFullScreen)
        app.turn { grid.present(detail, animated: true) }
        app.advance(frames: 30)
        #expect(!app.names.contains("viewWillDisappear(grid)"))
        #expect(app.views.map(\.name) == ["grid", "detail"])
    }

    /// Apple's page *completeTransition(_:)*: called once; UIKit ignores a second call.
    @Test func aSecondCompleteTransitionIsIgnored() throws {
        let (app, grid, detail, _) = try presentationApp()
        final class Twice: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                context.containerView.addSubview(context.view(forKey: .to)!)
                context.completeTransition(true)
                context.completeTransition(false)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let twice = Twice()
        detail.transitioningDelegate = twice
        app.turn { grid.present(detail, animated: true) }
        #expect(app.names.filter { $0.hasPrefix("completeTransition") } == ["completeTransition(true)"])
        #expect(grid.presentedViewController === detail)
    }

    /// UIKit's refusals: a present while a transition runs is logged and ignored; one
    /// from a controller already presenting is too; `partialCurl` outside `fullScreen`
    /// raises.
    @Test func uikitRefusesWhatItRefuses() throws {
        let (app, grid, detail, transitioning) = try presentationApp(style: .overFullScreen)
        defer { withExtendedLifetime(transitioning) {} }
        app.turn { grid.present(detail, animated: true) }
        let other = DetailController()
        app.turn { grid.present(other, animated: true) }
        #expect(app.console.last == .presentWhileInFlight(presented: "detail#2", presenter: "grid"))
        app.advance(frames: 30)
        app.turn { grid.present(other, animated: true) }
        #expect(app.console.last == .alreadyPresenting(presented: "detail#2", presenter: "grid", presentedNow: "detail"))
        // A controller whose view is in no window presents nothing.
        let orphan = GridController()
        app.turn { orphan.present(other, animated: true) }
        #expect(app.console.last == .presenterNotInWindow(presented: "detail#2", presenter: "grid#2"))
        let covering = DetailController()
        covering.modalPresentationStyle = .fullScreen
        app.turn { detail.present(covering, animated: false) }
        let curl = DetailController()
        curl.modalTransitionStyle = .partialCurl
        curl.modalPresentationStyle = .overFullScreen
        app.turn { covering.present(curl, animated: true) }
        #expect(app.console.last == .exception(.partialCurlNeedsFullScreen(style: .overFullScreen)))
        #expect(covering.presentedViewController == nil)
    }

    /// Without animation no animator runs: neither `animateTransition` nor `completeTransition`.
    @Test func anUnanimatedPresentRunsNoAnimator() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        app.turn { grid.present(detail, animated: false) }
        #expect(app.names == ["presentationTransitionWillBegin", "viewWillDisappear(grid)", "viewWillAppear(detail)",
                              "presentationTransitionDidEnd(true)", "viewDidAppear(detail)", "viewDidDisappear(grid)",
                              "presentCompletion"])
        #expect(transitioning.present.ended.isEmpty)
        #expect(app.views.map(\.name) == ["detail"])
    }

    /// UIKit's own animation when no animator is given: `coverVertical` over the
    /// `duration` setting, easeInOut (the engine's `SystemAnimation` plan).
    @Test func uikitsOwnAnimationIsTheSystemPlan() throws {
        let (app, grid, detail, _) = try presentationApp()
        detail.transitioningDelegate = nil
        app.turn { grid.present(detail, animated: true) }
        #expect(app.names == ["presentationTransitionWillBegin", "viewWillDisappear(grid)", "viewWillAppear(detail)",
                              "animateTransition"])
        app.advance(frames: 15)
        let expected = 844 * (1 - TimingCurve.easeInOut.progress(at: 0.5))
        #expect(close(app.view(named: "detail")!.frame.minY, expected, 1e-9))
        app.advance(frames: 15)
        #expect(app.names.contains("presentCompletion") && app.views.map(\.name) == ["detail"])
    }

    /// Child containment: a container forwards its appearance callbacks to the children
    /// whose views it shows, container first.
    @Test func aContainerForwardsAppearanceToItsChildren() throws {
        final class Container: UIViewController {
            let child = DetailController()
            override func viewDidLoad() {
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let app = HeadlessApp { Container() }
        #expect(app.names == ["viewWillAppear(container)", "viewWillAppear(detail)", "viewDidAppear(container)",
                              "viewDidAppear(detail)"])
        app.clearLog()
        let root = app.window.rootViewController!
        root.beginAppearanceTransition(false, animated: true)
        root.endAppearanceTransition()
        #expect(app.names == ["viewWillDisappear(container)", "viewWillDisappear(detail)",
                              "viewDidDisappear(container)", "viewDidDisappear(detail)"])
    }
}
