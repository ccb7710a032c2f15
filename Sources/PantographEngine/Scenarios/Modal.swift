/// UIKit's own presentations (docs/modal.md): every presentation and transition
/// style from a controller inside a navigation controller, with UIKit's frames,
/// removals, appearance callbacks and refusals.
enum Modal {
    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 0.5
        defaults.policy = .projection
        let styles: [PresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
                                           .overCurrentContext, .popover, .custom, .automatic]
        return try! Scenario(
            name: "modal",
            summary: "UIKit's presentation and transition styles from a navigation stack",
            views: [ViewDecl("nav", .screen),
                    ViewDecl("navBar", RectExpr(0, .safeTop, .width, 44), in: "nav"),
                    ViewDecl("presenting", RectExpr(0, .safeTop + 44, .width, .height - .safeTop - 44), in: "nav"),
                    ViewDecl("presented", .screen)],
            controllers: [ControllerDecl("nav", view: "nav", children: ["presenting"]),
                          ControllerDecl("presenting", view: "presenting"),
                          ControllerDecl("presented", view: "presented")],
            initialWindow: ["nav"],
            presentations: [PresentationDecl(
                "presenting", presents: "presented", style: .automatic,
                // UIKit dismisses its own presentations by a pan only as sheets.
                dismissGesture: .percentDriven(PanDrive(direction: Point(x: 0, y: 1),
                                                        distance: .height - .safeTop - 10,
                                                        start: PointExpr(.width / 2, .height / 2))))],
            options: [
                ScenarioOption("presentation", "presented's modalPresentationStyle (automatic is pageSheet)",
                               choices: styles.map(\.rawValue), default: "automatic", binding: .presentationStyle(0)),
                ScenarioOption("transition-style", "presented's modalTransitionStyle",
                               choices: TransitionStyle.allCases.map(\.rawValue), default: "coverVertical",
                               binding: .transitionStyle(0)),
                ScenarioOption("defines-context", "presenting's definesPresentationContext",
                               choices: ["off", "on"], default: "off", binding: .definesPresentationContext("presenting")),
                ScenarioOption("source-view", "the popover's sourceView",
                               choices: ["none", "navBar", "presenting"], default: "none", binding: .sourceView(0)),
            ],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var modal: Scenario { Modal.scenario }
}
