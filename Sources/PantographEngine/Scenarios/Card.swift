/// The App Store "Today" card (docs/card.md): a card grows into a full-screen story
/// over a blur, on springs; dragging the story down shrinks it directly under the
/// finger until it lets go of it.
enum Card {
    static let small = RectExpr(20, 150, .width - 40, 410)
    static let tabBar = RectExpr(0, .height - 83, .width, 83)
    static let springPresent = TimingDecl.spring(dampingRatio: 0.5, initialVelocity: 0)
    static let springDismiss = TimingDecl.spring(dampingRatio: 0.8, initialVelocity: 0)

    static let views: [ViewDecl] = [
        ViewDecl("today", .screen),
        ViewDecl("card", small, in: "today", cornerRadius: 15),
        ViewDecl("tabBar", tabBar),
        ViewDecl("statusBar", RectExpr(0, 0, .width, .safeTop)),
        ViewDecl("blur", .screen),
        ViewDecl("cardDetail", small, cornerRadius: 15),
        ViewDecl("cover", RectExpr(0, 0, .width - 40, 410), in: "cardDetail"),
        ViewDecl("closeButton", RectExpr(.width - 50, 20, 30, 30), in: "cardDetail", alpha: 0),
    ]

    /// The article's `updateStatusBarAndTabbarFrame`: the status bar fades on its own
    /// clock, not the transition's.
    static func statusBar(to alpha: Expr) -> AnimationDecl {
        AnimationDecl(duration: 0.25, [.number("statusBar", .alpha, to: alpha, .curve(.easeInOut))])
    }

    static let present = PlanDecl(
        duration: .duration,
        setup: [.insert("cardDetail", .below("statusBar"))],
        tracks: [.frame("cardDetail", to: .screen, springPresent),
                 .number("cardDetail", .cornerRadius, to: 0, springPresent),
                 .frame("cover", to: RectExpr(0, 0, .width, 500), springPresent),
                 .number("closeButton", .alpha, to: 1, springPresent),
                 .frame("tabBar", to: RectExpr(0, .height, .width, 83), springPresent)],
        standalone: [statusBar(to: 0)])

    static let dismiss = PlanDecl(
        duration: .duration * 0.7,
        tracks: [.frame("cardDetail", to: small, springDismiss),
                 .number("cardDetail", .cornerRadius, to: 15, springDismiss),
                 .number("cardDetail", .scale, to: 1, springDismiss),
                 .frame("cover", to: RectExpr(0, 0, .width - 40, 410), springDismiss),
                 .number("closeButton", .alpha, to: 0, springDismiss),
                 .frame("tabBar", to: tabBar, springDismiss)],
        standalone: [statusBar(to: 1)])

    /// The card presentation controller: the blur comes and goes with the card.
    static let presentationController = PresentationControllerDecl(
        shouldRemovePresentersView: false,
        present: .init(willBegin: [.insert("blur", .below("statusBar"), alpha: 0)],
                       alongside: [.number("blur", .alpha, to: 1, springPresent)]),
        dismiss: .init(alongside: [.number("blur", .alpha, to: 0, springDismiss)],
                       didEndCompleted: [.remove("blur")]))

    /// The article's project: drag down to dismiss: 100 points of drag is the whole way.
    static let drag = DirectDrag(view: "cardDetail", direction: Point(x: 0, y: 1), distance: 100, shrink: 0.14,
                                 radius: 15, springBackDuration: 0.2, springBackTiming: .curve(.easeInOut),
                                 start: PointExpr(.width / 2, .height / 2))

    /// The article's `didHighlightRowAt`/`didUnhighlightRowAt`: 0.95 in 0.1 s under the
    /// finger, back to 1 in 0.3 s; selecting the row presents.
    static let highlight = Tap(view: "card", highlightScale: 0.95, highlightDuration: 0.1, unhighlightDuration: 0.3,
                               timing: .curve(.easeInOut))

    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 1
        return try! Scenario(
            name: "card",
            summary: "App Store card → full-screen story on springs; drag down to close",
            views: views,
            controllers: [ControllerDecl("today", view: "today"), ControllerDecl("cardDetail", view: "cardDetail")],
            initialWindow: ["today", "tabBar", "statusBar"],
            presentations: [PresentationDecl("today", presents: "cardDetail", style: .custom,
                                             presentationController: presentationController,
                                             animator: AnimatorDecl(present: present, dismiss: dismiss),
                                             presentGesture: .tap(highlight),
                                             dismissGesture: .directManipulation(drag))],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var card: Scenario { Card.scenario }
}
