import PantographEngine

/// The small plots of `curve` and `spring`: progress against the fraction of the
/// duration or against time, in plain ASCII, the same on every run. The levels 0 and
/// 1 are drawn as lines of `-`, so an overshoot shows above the 1 line and an
/// anticipation below the 0 line.
enum CurvePlot {
    /// Sample columns: 61, so that a curve is sampled every 1/60 of its length.
    static let columns = 61
    /// Rows: 11, so that 0…1 is drawn in steps of 0.1 when nothing overshoots.
    static let rows = 11

    /// A timing curve's progress at the fractions 0, 1/60, …, 1.
    static func samples(of curve: TimingCurve) -> [Double] {
        (0..<columns).map { curve.progress(at: Double($0) / Double(columns - 1)) }
    }

    /// `values` (one per column) between labels of the horizontal axis; `marker`
    /// puts an `o` at a point of the curve (the one `curve … at X` asked for).
    static func render(_ values: [Double], from start: String, to end: String, axis: String,
                       marker: (fraction: Double, value: Double)? = nil) -> String {
        render(series: [values], from: start, to: end, axis: axis, marker: marker)
    }

    /// What each series of `render(series:…)` is drawn with, in order: `*` first.
    static let marks: [Character] = ["*", "o", "+", "#", "x", "%"]

    /// Several curves over each other on one scale, the first drawn with `*`, the next
    /// with `o`, and so on (`marks`); a later curve is drawn over an earlier one.
    static func render(series: [[Double]], from start: String, to end: String, axis: String,
                       marker: (fraction: Double, value: Double)? = nil) -> String {
        let all = series.flatMap { $0 }
        let values = series.first ?? []
        let top = max(1, all.max() ?? 1)
        let bottom = min(0, all.min() ?? 0)
        func row(_ y: Double) -> Int {
            Int(((top - y) / (top - bottom) * Double(rows - 1)).rounded())
        }
        var grid = Array(repeating: Array(repeating: Character(" "), count: values.count), count: rows)
        for level in [0.0, 1.0] {
            grid[row(level)] = Array(repeating: "-", count: values.count)
        }
        for (values, mark) in zip(series, marks) {
            var previous: Int?
            for (column, value) in values.enumerated() {
                let r = row(value)
                // A steep step is drawn whole, so the curve reads as one line.
                let from = previous.map { $0 < r ? min($0 + 1, r) : max($0 - 1, r) } ?? r
                for filled in min(from, r)...max(from, r) { grid[filled][column] = mark }
                previous = r
            }
        }
        if let marker, values.count > 1 {
            let column = Int((marker.fraction * Double(values.count - 1)).rounded())
            grid[row(marker.value)][min(max(column, 0), values.count - 1)] = "o"
        }

        var labels: [Int: String] = [row(top): Numbers.fixed(top, 2), row(bottom): Numbers.fixed(bottom, 2)]
        labels[row(1)] = "1"
        labels[row(0)] = "0"
        let margin = labels.values.map(\.count).max() ?? 1
        var text = ""
        for (index, line) in grid.enumerated() {
            var row = TextLayout.leftPad(labels[index] ?? "", margin) + " |" + String(line)
            while row.last == " " { row.removeLast() }
            text += row + "\n"
        }
        // The axis: start under the first column, end under the last, the name between.
        let width = values.count
        let gap = max(1, width - start.count - end.count - axis.count)
        let left = gap / 2, right = gap - left
        text += String(repeating: " ", count: margin + 2) + start + String(repeating: " ", count: left)
            + axis + String(repeating: " ", count: right) + end + "\n"
        return text
    }
}
