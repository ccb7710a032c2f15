/// "Dive deeper" (docs/deeper.md): a grid cell's image and title fly into a detail
/// screen as phantoms over a fading backdrop, driven by a vertical pan.
enum Deeper {
    /// The cell sits in the left column of a two-column grid (20-point margins, a
    /// 10-point gutter), its image square, its centre 17 points above the middle of
    /// the screen: (20, 320, 170, 170) on the default 390×844 screen.
    static let side: Expr = (.width - 50) / 2
    static let cellImage = RectExpr(20, .height / 2 - 17 - side / 2, side, side)
    static let cellTitle = RectExpr(20, cellImage.y + side + 8, side, 20)
    static let cellRadius = 12.0
    static let header = RectExpr(0, 0, .width, .width)
    static let headline = RectExpr(20, .width + 16, .width - 40, 34)

    static let views: [ViewDecl] = [
        ViewDecl("grid", .screen),
        ViewDecl("image", cellImage, in: "grid", cornerRadius: cellRadius),
        ViewDecl("title", cellTitle, in: "grid"),
        ViewDecl("detail", .screen),
        ViewDecl("header", header, in: "detail"),
        ViewDecl("headline", headline, in: "detail"),
        ViewDecl("fade", .screen),
        ViewDecl("image~", cellImage, cornerRadius: cellRadius, phantom: true),
        ViewDecl("title~", cellTitle, phantom: true),
    ]

    /// The article's `animateTransition`: one hierarchy and one completion for both
    /// operations, with the fade and the phantoms running in opposite directions.
    /// Spring(D, 1.0, 0.5), the curve option ignored as UIKit ignores it for springs.
    static func plan(presenting: Bool) -> PlanDecl {
        let spring = TimingDecl.spring(dampingRatio: 1, initialVelocity: 0.5)
        let cell = (image: cellImage, title: cellTitle, radius: Expr.number(cellRadius))
        let full = (image: header, title: headline, radius: Expr.number(0))
        let (from, to) = presenting ? (cell, full) : (full, cell)
        let tracks: [TrackDecl] = [
            .number("fade", .alpha, from: presenting ? 0 : 1, to: presenting ? 1 : 0, spring),
            .frame("image~", from: from.image, to: to.image, spring),
            .number("image~", .cornerRadius, from: from.radius, to: to.radius, spring),
            .frame("title~", from: from.title, to: to.title, spring),
        ]
        let phantoms: [EditDecl] = [.insert("image~", .top), .insert("title~", .top),
                                    .setHidden("image", true), .setHidden("title", true)]
        let cleanUp: [EditDecl] = [.remove("image~"), .remove("title~"), .remove("fade"),
                                   .setHidden("image", false), .setHidden("title", false),
                                   .setHidden("detail", false)]
        // Dismissing, the article adds the presenter's view on top and the fade above it.
        let setup: [EditDecl] = presenting
            ? [.insert("detail", .top, hidden: true), .insert("fade", .below("detail"), alpha: 0)] + phantoms
            : [.setHidden("detail", true), .insert("grid", .top), .insert("fade", .top, alpha: 1)] + phantoms
        return PlanDecl(duration: .duration, setup: setup, tracks: tracks, whenCompleted: cleanUp, whenCancelled: cleanUp)
    }

    /// `handlePanGesture`: up on the grid presents, down on the detail dismisses,
    /// one screen height is 100 %, capped; the pan starts on the cell's image.
    static func gesture(up: Bool) -> GestureDecl {
        .percentDriven(PanDrive(direction: Point(x: 0, y: up ? -1 : 1), distance: .height, isCapped: true,
                                start: cellImage.center))
    }

    static let scenario: Scenario = {
        var defaults = Settings()
        defaults.duration = 0.5
        defaults.threshold = 0.1
        defaults.cap = 0.9
        return try! Scenario(
            name: "deeper",
            summary: "grid cell → detail as phantoms; pan up presents, down dismisses",
            views: views,
            controllers: [ControllerDecl("grid", view: "grid"), ControllerDecl("detail", view: "detail")],
            initialWindow: ["grid"],
            presentations: [PresentationDecl("grid", presents: "detail", style: .fullScreen,
                                             animator: AnimatorDecl(present: plan(presenting: true),
                                                                    dismiss: plan(presenting: false)),
                                             presentGesture: gesture(up: true), dismissGesture: gesture(up: false))],
            defaults: defaults)
    }()
}

extension Scenario {
    public static var deeper: Scenario { Deeper.scenario }
}
