import PantographEngine

/// The declaration of `draw`, a query that prints a picture of the screen and
/// changes nothing (ScreenDrawing.swift). `CommandRegistry.all` lists it.
enum DrawCommand {
    static let draw = CommandSpec(
        "draw", summary: "a picture of the screen: every view's frame as a labelled box",
        discussion: """
            The window is scaled to COLUMNS columns (20…400; default: the terminal's width, \
            or 80 when the output is not a terminal) and half as many rows per point, as a \
            character cell is about twice as tall as it is wide; without COLUMNS, a picture \
            too tall for the terminal is drawn smaller, so that it and its legend fit. Views are drawn back to \
            front: ─ a view, ═ a phantom, ┄ a view that is hidden or of alpha 0, its name in \
            [brackets]; rounded corners for a corner radius; a label adds the alpha below \
            100% and the scale (×N). An opaque view hides the lines behind it, except hidden \
            views' outlines. Edges past the screen are left out; views off screen, partly \
            off or covered are named under the picture. CHARSET ascii draws with + - | # . : \
            instead of box drawing. Changes nothing.
            """,
        forms: [{ () -> Form in
            let width = Parameter("COLUMNS", keyword: "width", optional: true)
            let charset = Parameter("CHARSET", optional: true, completion: .words(DrawCharset.allCases.map(\.rawValue)))
            return Form([width, charset]) { args throws(ArgumentError) in
                .draw(width: try args.value(width) { (t: String) throws(ValueError) in
                          try Values.integer(t, what: "width COLUMNS", in: ScreenDrawing.widthRange)
                      },
                      charset: try args.value(charset) { (t: String) throws(ValueError) in
                          guard let charset = DrawCharset(rawValue: t) else {
                              let names = DrawCharset.allCases.map(\.rawValue)
                              throw ValueError("draw with what? expected \(Parser.list(names, "or")), got \(Quoting.quoted(t))"
                                               + Quoting.suggestion(for: t, in: names))
                          }
                          return charset
                      })
            }
        }()])
}
