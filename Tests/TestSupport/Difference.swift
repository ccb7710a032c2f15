/// Where two texts first differ, line by line, readably: `line N:` with both lines.
public func firstDifference(_ expected: String, _ actual: String) -> String {
    firstDifference(expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                    actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
}

/// The same for texts already cut into lines; `expected` and `actual` name the sides.
public func firstDifference(_ expected: [String], _ actual: [String], labels: (String, String) = ("expected", "actual"))
    -> String {
    let width = max(labels.0.count, labels.1.count) + 1
    func label(_ text: String) -> String { (text + ":").padding(toLength: width, withPad: " ", startingAt: 0) }
    for i in 0..<max(expected.count, actual.count) {
        let e = i < expected.count ? expected[i] : "<end>"
        let a = i < actual.count ? actual[i] : "<end>"
        if e != a { return "line \(i + 1):\n  \(label(labels.0)) \(e)\n  \(label(labels.1)) \(a)" }
    }
    return "no difference"
}
