import PantographEngine

/// The answer of `draw`: a query that prints instead of the state block and changes
/// nothing (docs/reference.md).
extension Evaluator {
    /// `draw [width COLUMNS] [CHARSET]`: the picture's lines, and the same lines as the
    /// JSON `result`. Unset arguments come from the session (`ShellState.drawing`); the
    /// terminal's height limits only a picture of the terminal's width.
    static func draw(_ state: ShellState, width: Int?, charset: DrawCharset?) -> Response {
        var response = Response()
        let stage = state.stage
        let lines = ScreenDrawing.lines(stage.visibleViews.map(ScreenDrawing.Box.init),
                                        screen: stage.screen,
                                        width: width ?? state.drawing.width,
                                        height: width == nil ? state.drawing.height : nil,
                                        charset: charset ?? state.drawing.charset)
        response.result = .array(lines.map { .string($0) })
        response.display = .text(lines.joined(separator: "\n") + "\n")
        return response
    }
}
