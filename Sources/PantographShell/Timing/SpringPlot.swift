import PantographEngine

/// `plot FILE.svg spring A vs B …`: several springs' motions from 0 to 1 against time,
/// over each other, as an SVG document, the same bytes on every run. Each spring has
/// its colour, its legend line (the spring as written, its damping ratio, settling
/// duration and overshoot) and a dot where it has settled. The page is
/// `TimelinePlot`'s: its width, fonts, colours and drawing primitives.
enum SpringPlot {
    typealias Plot = TimelinePlot

    /// One spring to draw: its label, the motion, and when it has settled (UIKit's
    /// animation: at its duration, where it lands on 1).
    struct Curve {
        let label: String
        let spring: PhysicalSpring
        let uikit: SpringTiming?

        var settled: Double { uikit?.duration ?? spring.settlingDuration }

        func progress(atTime t: Double) -> Double {
            uikit?.progress(atTime: t) ?? spring.displacement(atTime: t)
        }

        /// `ζ 0.700, settles 0.863 s, overshoot 4.6 %`.
        var numbers: String {
            let settles = uikit == nil ? "settles" : "ends"
            return "ζ \(Numbers.fixed(spring.dampingRatio, 3)), \(settles) \(Numbers.fixed(settled, 3)) s, "
                + "overshoot \(Plot.percentText(spring.overshoot)) %"
        }
    }

    /// Points along each curve: enough that a fast oscillation stays smooth at 960 pixels.
    static let samples = 480
    static let colors = [Plot.percentColor] + Plot.palette

    static func svg(_ curves: [Curve]) -> String {
        let left = Plot.left, plotWidth = Plot.plotWidth
        var doc = Plot.Document()
        let span = max(curves.map(\.settled).max() ?? 1, 1e-3)
        let title = curves.count == 1 ? "A spring from 0 to 1" : "\(curves.count) springs from 0 to 1"
        doc.text(title, x: left, y: 30, size: 17, weight: "bold")
        doc.text("progress against time in seconds, until the slowest has settled (within 0.001 of 1)",
                 x: left, y: 50, size: 12, color: Plot.muted)

        // The legend: a line per spring, its colour, how it was written, its numbers,
        // the numbers in a column after the longest label (bold letters are wider: 0.66 em).
        var legendY = 74.0
        let numbersX = left + 24 + (curves.map { Double($0.label.count) * 12 * 0.66 }.max() ?? 0) + 16
        for (index, curve) in curves.enumerated() {
            let color = colors[index % colors.count]
            doc.line(left, legendY, left + 18, legendY, color: color, width: 2.5)
            doc.text(curve.label, x: left + 24, y: legendY + 4, size: 12, weight: "bold")
            doc.text(curve.numbers, x: numbersX, y: legendY + 4,
                     size: 12, color: Plot.muted)
            legendY += Plot.legendRowHeight
        }

        // Every curve sampled once; the scale holds the highest overshoot and the lowest dip.
        let series = curves.map { curve in
            (0...samples).map { i -> (t: Double, p: Double) in
                let t = span * Double(i) / Double(samples)
                return (t, curve.progress(atTime: t))
            }
        }
        let values = series.flatMap { $0.map(\.p) }
        let high = max(1, values.max() ?? 1), low = min(0, values.min() ?? 0)
        let margin = (high - low) * 0.04
        let top = legendY + 14, height = 300.0, bottom = top + height
        let t0 = -span * 0.01, t1 = span * 1.01
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }
        func y(_ p: Double) -> Double { bottom - (p - (low - margin)) / (high - low + 2 * margin) * height }

        // Levels every 0.25 within the range; the target, 1, dashed.
        var level = (low / 0.25).rounded(.down) * 0.25
        while level <= high + 1e-9 {
            if level >= low - margin {
                doc.line(left, y(level), left + plotWidth, y(level), color: level == 0 ? Plot.axis : Plot.grid, width: 1,
                         dash: level == 1 ? "6,4" : nil)
                doc.text(Numbers.fixed(level, 2), x: left - 8, y: y(level) + 4, size: 11, color: Plot.muted, anchor: "end")
            }
            level += 0.25
        }
        doc.text("progress", x: 18, y: (top + bottom) / 2, size: 12, color: Plot.muted, anchor: "middle", rotate: true)
        let ticks = Plot.niceTicks(0, span)
        for t in ticks {
            doc.line(x(t), top, x(t), bottom, color: Plot.grid, width: 1)
            doc.line(x(t), bottom, x(t), bottom + 5, color: Plot.axis, width: 1)
            doc.text(Plot.tickLabel(t, ticks), x: x(t), y: bottom + 20, size: 11, color: Plot.muted, anchor: "middle")
        }
        doc.text("time (s)", x: left + plotWidth / 2, y: bottom + 38, size: 12, color: Plot.muted, anchor: "middle")

        // The curves, the first on top; a dot where each has settled.
        for (index, points) in series.enumerated().reversed() {
            let color = colors[index % colors.count]
            doc.polyline(points.map { (x($0.t), y($0.p)) }, color: color, width: 2.5)
            let curve = curves[index]
            doc.dot(x(curve.settled), y(curve.progress(atTime: curve.settled)), color: color)
        }
        return doc.finish(width: Plot.width, height: (bottom + 60).rounded(), title: title)
    }
}

extension SpringQuery {
    /// The spring as the `spring` command writes it (`duration 0.5 bounce 0.3`), for
    /// legends; a mass of 1 is left out, as React Native's form leaves it.
    var text: String {
        let n = SceneExpressions.number
        let pairs: [(key: String, value: String)]
        switch self {
        case .uikit(let duration, let ratio, let velocity):
            pairs = [("duration", n(duration)), ("damping", n(ratio))] + (velocity != 0 ? [("velocity", n(velocity))] : [])
        case .physical(let mass, let stiffness, let damping, let velocity):
            pairs = SceneSprings.pairs(.physical(mass: mass == 1 ? nil : mass, stiffness: stiffness, damping: damping),
                                       velocity: velocity)
        case .dialect(let dialect, let velocity):
            pairs = SceneSprings.pairs(.dialect(dialect), velocity: velocity)
        case .versus:
            return springs.map(\.text).joined(separator: " vs ")
        }
        return pairs.map { "\($0.key) \($0.value)" }.joined(separator: " ")
    }
}
