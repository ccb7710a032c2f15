import PantographEngine
import Testing
@testable import PantographUIKit

/// The presentation controller's hooks and the presentation context (Apple's pages
/// *UIPresentationController* and *definesPresentationContext*).
@MainActor @Suite struct PresentationControllerTests {
    final class Covering: UIPresentationController {
        var calls: [String] = []
        override var shouldRemovePresentersView: Bool { true }
        override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 100, width: 390, height: 744) }
        override func presentationTransitionWillBegin() { calls.append("willBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd(\(completed))") }
        override func containerViewWillLayoutSubviews() { calls.append("willLayout") }
        override func containerViewDidLayoutSubviews() { calls.append("didLayout") }
    }

    /// `shouldRemovePresentersView` true: the presenter hears the appearance callbacks
    /// and its view leaves the window; `finalFrame(for:)` is the presentation
    /// controller's frame; the container tells it when it lays out.
    @Test func aCustomPresentationThatRemovesThePresentersView() throws {
        let (app, grid, detail, transitioning) = try presentationApp(style: .custom)
        var made: Covering?
        transitioning.makePresentationController = { presented, presenting in
            let c = Covering(presentedViewController: presented, presenting: presenting)
            made = c
            return c
        }
        app.turn { grid.present(detail, animated: true) }
        #expect(app.names.contains("viewWillDisappear(grid)"))
        #expect(made?.calls.prefix(3) == ["willBegin", "willLayout", "didLayout"])
        app.advance(frames: 30)
        #expect(made?.calls.last == "didEnd(true)")
        #expect(app.views.map(\.name) == ["detail"])
        #expect(app.view(named: "detail")!.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
        #expect(detail.presentationController === made)
    }

    /// `currentContext`: UIKit presents over the nearest controller up the chain that
    /// defines a presentation context, in its frame, and takes its view out.
    @Test func aCurrentContextPresentationCoversTheContextOnly() throws {
        final class Split: UIViewController {
            let left = GridController()
            override func viewDidLoad() {
                left.definesPresentationContext = true
                addChild(left)
                left.view.frame = CGRect(x: 0, y: 0, width: 195, height: 844)
                view.addSubview(left.view)
            }
        }
        let split = Split()
        let app = HeadlessApp { split }
        let detail = DetailController()
        detail.modalPresentationStyle = .currentContext
        app.clearLog()
        app.turn { split.left.present(detail, animated: false) }
        #expect(detail.presentingViewController === split.left)
        #expect(app.names.contains("viewWillDisappear(grid)") && !app.names.contains("viewWillDisappear(split)"))
        #expect(app.view(named: "detail")!.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(app.views.map(\.name) == ["split", "detail"])
    }

    /// The coordinator exists only while the transition runs; `dismiss`'s completion
    /// runs once it is over.
    @Test func theCoordinatorLastsAsLongAsTheTransition() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        defer { withExtendedLifetime(transitioning) {} }
        app.turn { grid.present(detail, animated: true) }
        #expect(detail.transitionCoordinator != nil && grid.transitionCoordinator != nil)
        app.advance(frames: 30)
        #expect(detail.transitionCoordinator == nil)
        var dismissed = false
        app.turn { detail.dismiss(animated: true) { dismissed = true } }
        #expect(detail.isBeingDismissed && !dismissed)
        app.advance(frames: 30)
        #expect(dismissed && !detail.isBeingDismissed)
    }
}
