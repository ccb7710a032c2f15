import Card
import Deeper
import Flip
import Hero
import Modal
import Navigation
import PantographHarness
@testable import PantographUIKit
import Sheet
import Testing

/// An app let go is freed with everything it made, whatever it was doing: a harness
/// makes a fresh app for every trace `judge` replays and every cell `sweep` runs, so
/// an app that outlived its harness kept its views, controllers and animations for the
/// rest of the run (docs/architecture.md, "An app's end"). Each example is driven into
/// each state (at rest, mid-gesture, animating on its own, presented, back again), let
/// go, and every view in its window, every controller it shows and its latest
/// transition must be gone.
@MainActor @Suite struct AppLifetimeTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var startPoint: CGPoint?
        var actions: @MainActor @Sendable () -> [HarnessAction] = { [] }
        var root: @MainActor @Sendable () -> UIViewController
        var scripts: [String]

        var testDescription: String { name }

        @MainActor func harness() throws -> Harness {
            try Harness(name: name, startPoint: startPoint, actions: actions(), root: root)
        }
    }

    nonisolated static let examples: [Example] = [
        Example(name: "deeper", startPoint: CGPoint(x: 105, y: 405), root: { DeeperApp.root() }, scripts: [
            "pan begin; pan move 0,-3",                         // the finger down, a transition begun
            "pan begin; pan move 0,-40; pan end",               // cancelling, animating on its own
            "drag 0,-200; settle",                              // presented
            "drag 0,-200; settle; drag 0,200 from 105,105; settle", // back
        ]),
        Example(name: "sheet", startPoint: CGPoint(x: 389, y: 422), root: { SheetApp.root() }, scripts: [
            "pan begin; pan move -100,0",
            "drag -200,0",
            "drag -200,0; settle",
            "drag -200,0; settle; drag 150,0 from 230,422; settle",
        ]),
        Example(name: "card", startPoint: CGPoint(x: 195, y: 422), actions: {
            [HarnessAction("close") { root in CardApp.close(root) }]
        }, root: { CardApp.root() }, scripts: [
            "touch down 100,300",
            "touch down 100,300; touch up",
            "touch down 100,300; touch up; settle",
            "touch down 100,300; touch up; settle; pan begin; pan move 0,50",
            "touch down 100,300; touch up; settle; drag 0,150; settle",
        ]),
        Example(name: "modal", startPoint: CGPoint(x: 195, y: 422), actions: {
            [HarnessAction("present") { root in ModalApp.show(root) },
             HarnessAction("dismiss") { root in ModalApp.hide(root) }]
        }, root: { ModalApp.root() }, scripts: [
            "call present",
            "call present; settle",
            "call present; settle; pan begin; pan move 0,100",
            "call present; settle; call dismiss; settle",
        ]),
        Example(name: "hero", startPoint: CGPoint(x: 195, y: 422), actions: {
            [HarnessAction("play") { root in HeroApp.play(root) }]
        }, root: { HeroApp.root() }, scripts: [
            "call play",
            "call play; settle",
            "call play; settle; pan begin; pan move 0,100",
            "call play; settle; drag 0,300; settle",
        ]),
        Example(name: "flip", actions: {
            [HarnessAction("curl") { root in FlipApp.curl(root) },
             HarnessAction("flip") { root in FlipApp.flipRoundTrip(root, showHide: true) }]
        }, root: { FlipApp.root() }, scripts: [
            "call curl",
            "call curl; settle",
            "call flip",
            "call flip; settle",
        ]),
        Example(name: "navigation", startPoint: CGPoint(x: 1, y: 422), actions: {
            [HarnessAction("more") { root in NavigationApp.showMore(root) },
             HarnessAction("back") { root in NavigationApp.back(root) }]
        }, root: { NavigationApp.root() }, scripts: [
            "call more",
            "call more; settle",
            "pan begin; pan move 100,0",
            "drag 250,0; settle",
            "call back; settle",
        ]),
    ]

    /// Every object the app shows: its window's views, its controllers (the root's
    /// children and what each presents, to the top) and its latest transition.
    static func objects(of app: HeadlessApp) -> [(name: String, object: AnyObject)] {
        var found: [(String, AnyObject)] = [("app", app), ("window", app.window)]
        func views(_ view: UIView) {
            found.append(("\(type(of: view)) \(view.accessibilityIdentifier ?? "")", view))
            view.subviews.forEach(views)
        }
        func controllers(_ controller: UIViewController) {
            found.append(("\(type(of: controller))", controller))
            controller.children.forEach(controllers)
            controller.presentedStorage.map(controllers)
            controller.presentationControllerStorage.map { found.append(("\(type(of: $0))", $0)) }
        }
        views(app.window)
        app.window.rootViewController.map(controllers)
        app.latestTransition.map { found.append(("transition", $0)) }
        return found
    }

    @Test(arguments: examples)
    func anAppLetGoIsFreed(_ example: Example) throws {
        for script in example.scripts {
            var kept: [(name: String, object: Weak)] = []
            do {
                let harness = try example.harness()
                try harness.run(script)
                kept = Self.objects(of: harness.app).map { ($0.name, Weak($0.object)) }
            }
            #expect(kept.count > 3, "\(example.name): \(script)")
            let alive = kept.filter { $0.object.object != nil }.map(\.name)
            #expect(alive.isEmpty, "\(example.name): '\(script)' left \(alive)")
        }
    }

    /// A transition whose animation blocks run to their end lets them go: each
    /// `UIView.animate` call's animations held their group, and it them.
    @Test func finishedAnimationsAreLetGo() throws {
        let harness = try Self.examples[0].harness()
        try harness.run("drag 0,-200; settle")
        let layers = Self.objects(of: harness.app).compactMap { ($0.object as? UIView)?.layer }
        #expect(layers.allSatisfy { $0.animations.isEmpty })
        weak let context = harness.app.latestTransition
        try harness.run("drag 0,200 from 105,105; settle")
        #expect(context == nil, "the presentation's transition, with its animations, is gone")
    }
}
