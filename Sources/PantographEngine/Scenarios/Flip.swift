/// View transitions inside one screen (docs/flip.md): a container holding a green view
/// and a hidden pink one, swapped by `UIView.transition(with:…)` and
/// `UIView.transition(from:to:…)`, with the seed's weak outlets. It presents nothing.
enum Flip {
    static let scenario: Scenario = {
        var defaults = Settings()
        // The seed's `duration: 1`.
        defaults.duration = 1
        return try! Scenario(
            name: "flip",
            summary: "UIView.transition between two views in one screen; weak outlets",
            views: [ViewDecl("container", RectExpr(20, 200, 350, 350)),
                    ViewDecl("green", RectExpr(0, 0, 350, 350), in: "container"),
                    // Hidden, as the seed's storyboard sets it.
                    ViewDecl("pink", RectExpr(0, 0, 350, 350), in: "container", hidden: true)],
            controllers: [ControllerDecl("screen", view: "container")],
            initialWindow: ["container"],
            presentations: [],
            options: [ScenarioOption("outlets", "screen's outlets to green and pink (weak: the superview is their only owner)",
                                     choices: ["weak", "strong"], default: "weak", binding: .outlets("screen"))],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var flip: Scenario { Flip.scenario }
}
