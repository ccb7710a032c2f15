import PantographEngine
import Testing
@testable import Modal
@testable import PantographUIKit

/// The Modal example (Examples/Modal: a controller in a container with a bar presenting
/// with every presentation and transition style, no animator) against the built-in
/// `modal` scene: UIKit's own frames, removals, callbacks and animations, present then
/// dismiss, frame by frame. The names are the scene's (`nav`, `navBar`, `presenting`,
/// `presented`).
@MainActor @Suite struct ModalDifferentialTests {
    static let styles: [(String, UIModalPresentationStyle)] = [
        ("fullScreen", .fullScreen), ("pageSheet", .pageSheet), ("formSheet", .formSheet),
        ("currentContext", .currentContext), ("overFullScreen", .overFullScreen),
        ("overCurrentContext", .overCurrentContext), ("custom", .custom), ("automatic", .automatic),
    ]
    static let transitions: [(String, UIModalTransitionStyle)] = [
        ("coverVertical", .coverVertical), ("flipHorizontal", .flipHorizontal), ("crossDissolve", .crossDissolve),
    ]

    @Test(arguments: ["off", "on"])
    func everyStyleAndTransition(definesContext: String) throws {
        for (styleName, style) in Self.styles {
            for (transitionName, transition) in Self.transitions {
                var root: NavViewController?
                var pair = try ScenePair(scene: .modal, options: [
                    "presentation": styleName, "transition-style": transitionName, "defines-context": definesContext,
                ]) {
                    let nav = NavViewController()
                    root = nav
                    return nav
                }
                let presenting = root!.content
                presenting.definesPresentationContext = definesContext == "on"
                try pair.check(.present) { presenting.show(style: style, transition: transition) }
                #expect(pair.sim.isPresented, "\(styleName) \(transitionName)")
                try pair.check(.dismiss) { presenting.hide() }
                #expect(!pair.sim.isPresented && pair.differences().isEmpty, "\(styleName) \(transitionName)")
            }
        }
    }

    /// UIKit's refusals, said on the console and changing nothing: a popover without a
    /// source view, a page curl outside `fullScreen`.
    @Test func refusalsChangeNothing() throws {
        for (options, style, transition) in [
            (["presentation": "popover"], UIModalPresentationStyle.popover, UIModalTransitionStyle.coverVertical),
            (["presentation": "overFullScreen", "transition-style": "partialCurl"], .overFullScreen, .partialCurl),
        ] {
            var root: NavViewController?
            var pair = try ScenePair(scene: .modal, options: options) {
                let nav = NavViewController()
                root = nav
                return nav
            }
            let events = try pair.apply(.present) { root!.content.show(style: style, transition: transition) }
            #expect(events.scene.isEmpty && events.code.isEmpty)
            #expect(!pair.sim.isPresented && pair.differences().isEmpty)
            if case .exception? = pair.app.console.last {} else {
                Issue.record("no exception on the console: \(options): \(pair.app.console)")
            }
        }
    }
}
