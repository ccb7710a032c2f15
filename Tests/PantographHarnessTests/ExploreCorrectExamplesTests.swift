import Card
import Deeper
import Flip
import Foundation
import Hero
import Modal
import Navigation
import PantographHarness
import PantographUIKit
import Sheet
import Testing

/// docs/diagnostics.md, "Exploring": the correct examples (the seed transitions, each
/// held equal to its scene) run a long `explore` with no finding, with the actions
/// their harnesses register.
@MainActor @Suite struct ExploreCorrectExamplesTests {
    struct Example: CustomStringConvertible, Sendable {
        let name: String
        let root: @MainActor @Sendable () -> UIViewController
        let actions: [(String, @MainActor @Sendable (UIViewController) -> Void)]
        var description: String { name }
    }

    nonisolated static let examples: [Example] = [
        Example(name: "Deeper", root: { DeeperApp.root() }, actions: []),
        Example(name: "Sheet", root: { SheetApp.root() }, actions: []),
        Example(name: "Modal", root: { ModalApp.root() },
                actions: [("present", { ModalApp.show($0) }), ("dismiss", { ModalApp.hide($0) })]),
        Example(name: "Hero", root: { HeroApp.root() }, actions: [("play", { HeroApp.play($0) })]),
        Example(name: "Navigation", root: { NavigationApp.root() },
                actions: [("more", { NavigationApp.showMore($0) }), ("back", { NavigationApp.back($0) })]),
        // A touch during a short back swipe's cancel is no frame of it: the cancel's
        // last step, as long as the one before, is no jump (docs/diagnostics.md).
        Example(name: "SlidingNavigation", root: { NavigationApp.root(slidingPop: true) },
                actions: [("more", { NavigationApp.showMore($0) }), ("back", { NavigationApp.back($0) })]),
        Example(name: "Flip", root: { FlipApp.root() },
                actions: [("curl", { FlipApp.curl($0) }), ("flipShowHide", { FlipApp.flipRoundTrip($0, showHide: true) })]),
        // A tap of no duration: the highlight undone adds to it, from where the screen
        // shows it (transforms add since iOS 8, docs/fidelity.md).
        Example(name: "Card", root: { CardApp.root() }, actions: [("close", { CardApp.close($0) })]),
    ]

    /// Three hundred sessions of twelve steps: no diagnostic at any step.
    @Test(arguments: examples)
    func aLongExploreFindsNothing(_ example: Example) throws {
        let harness = try Harness(name: example.name, actions: example.actions.map { name, run in HarnessAction(name, run) },
                                  root: example.root)
        let record = try #require(try harness.run("explore sessions 300 steps 12 seed 1").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
        let result = try #require(object["result"] as? [String: Any])
        #expect(result["run"] as? Int == 300)
        let findings = try #require(result["findings"] as? [[String: Any]])
        #expect(findings.isEmpty, "\(result)")
    }
}
