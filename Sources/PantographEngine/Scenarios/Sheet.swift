/// A half-width sheet (docs/sheet.md): a custom presentation controller puts the
/// presented view on the right half over a dimming view; pans drive both ways.
enum Sheet {
    static let half = Expr.floor(.width / 2)
    static let onScreen = RectExpr(.width - half, 0, half, .height)
    static let offScreen = RectExpr(.width, 0, half, .height)

    static let presentationController = PresentationControllerDecl(
        frameOfPresentedView: onScreen,
        present: .init(willBegin: [.insert("dimming", .above("main"), alpha: 0)],
                       alongside: [.number("dimming", .alpha, to: 1, .curve(.easeInOut))],
                       didEndCancelled: [.remove("dimming")]),
        dismiss: .init(alongside: [.number("dimming", .alpha, to: 0, .curve(.easeInOut))],
                       didEndCompleted: [.remove("dimming")]))

    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 0.35
        defaults.threshold = 0.5
        return try! Scenario(
            name: "sheet",
            summary: "a right-half sheet on a dimming view; pan left shows, right hides",
            views: [ViewDecl("main", .screen), ViewDecl("dimming", .screen), ViewDecl("sheet", onScreen)],
            controllers: [ControllerDecl("main", view: "main"), ControllerDecl("sheet", view: "sheet")],
            initialWindow: ["main"],
            presentations: [PresentationDecl(
                "main", presents: "sheet", style: .custom, presentationController: presentationController,
                animator: AnimatorDecl(
                    present: PlanDecl(duration: .duration, setup: [.insert("sheet", .top)],
                                      tracks: [.frame("sheet", from: offScreen, to: onScreen, .curve(.easeInOut))]),
                    dismiss: PlanDecl(duration: .duration,
                                      tracks: [.frame("sheet", to: offScreen, .curve(.easeInOut))])),
                presentGesture: .percentDriven(PanDrive(direction: Point(x: -1, y: 0), distance: half,
                                                        start: PointExpr(.width - 1, .height / 2))),
                dismissGesture: .percentDriven(PanDrive(direction: Point(x: 1, y: 0), distance: half,
                                                        start: PointExpr(.width - half / 2, .height / 2))))],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var sheet: Scenario { Sheet.scenario }
}
