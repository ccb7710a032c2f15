import PantographEngine

/// The human block printed after each command: a few aligned lines that fit an
/// 80-column terminal. Reads the state; never changes it.
public struct TextRenderer: Sendable {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public func block(_ record: Record) -> String {
        block(record.stage, events: record.events)
    }

    func block(_ stage: some Stage, events shown: [LifecycleEvent]) -> String {
        [header(stage), gestureLine(stage.gesture), transitionLine(stage), views(stage), stage.viewTransitionLines,
         events(shown)]
            .filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// The clock, the scene, and the controller presented on top, named after a
    /// colon: a name is a name, so `presented: presented` (modal's controller) reads
    /// as well as `presented: detail`. A navigation stack is listed root first.
    func header(_ stage: some Stage) -> String {
        "clock \(Numbers.fixed(stage.clock, 3)) s · \(stage.sceneName) · " + stage.whatIsPresented
    }

    func gestureLine(_ g: PanGestureRecognizer) -> String {
        guard let location = g.location else { return "gesture \(g.state.rawValue)" }
        let line = "gesture \(g.state.rawValue) at \(point(location)) · translation \(point(g.translation))"
            + " · velocity \(point(g.velocity))"
        // Large coordinates push it past 80 columns: the velocity goes below.
        guard line.count > TextLayout.width else { return line }
        return "gesture \(g.state.rawValue) at \(point(location)) · translation \(point(g.translation))"
            + "\n  velocity \(point(g.velocity))"
    }

    func transitionLine(_ stage: some Stage) -> String {
        guard let t = stage.shownTransition else { return "transition none" }
        var parts = [t.operation.rawValue, paint(t.phase.rawValue, Self.phaseColor(t.phase)),
                     Numbers.fixed(t.percent * 100, 1) + "%"]
        let verdict = t.liveVerdict
        if let verdict { parts.append("would \(verdict.decision.rawValue)") }
        if let remaining = t.remaining { parts.append("\(Numbers.fixed(remaining, 3)) s left") }
        if t.wasCancelled && t.isInFlight { parts.append("wasCancelled") }
        var text = "transition " + parts.joined(separator: " · ")
        // The reason, live while the finger is down, then the release's.
        if let verdict {
            text += "\n" + TextLayout.wrap("\(verdict.policy): \(ReasonPhrasing.text(verdict.reason))", first: "  ").dropLast()
        } else if let line = stage.gestureNote {
            text += "\n" + TextLayout.wrap(line, first: "  ").dropLast()
        } else if let release = t.release {
            let how = release.bySystem ? "system cancel" : "released"
            text += "\n" + TextLayout.wrap("\(how) at \(Numbers.fixed(release.input.progress * 100, 1))% → \(release.decision.rawValue) by \(release.judge): \(ReasonPhrasing.text(release))", first: "  ").dropLast()
        }
        return text
    }

    func views(_ stage: some Stage) -> String {
        let views = stage.visibleViews
        let width = max(4, views.map(\.name.count).max() ?? 0)
        var lines = ["  " + TextLayout.pad("view", width) + "       x       y       w       h  alpha"]
        for view in views {
            let f = view.frame
            var line = "  " + TextLayout.pad(view.name, width)
            for n in [f.x, f.y, f.width, f.height] { line += TextLayout.leftPad(Numbers.fixed(n, 1), 8) }
            line += TextLayout.leftPad(Numbers.fixed(view.alpha, 2), 7)
            // Tags that would pass 80 columns continue on the next line, under the numbers.
            var tags: [(text: String, width: Int)] = []
            if view.cornerRadius != 0 { tags.append(plain("radius \(Numbers.fixed(view.cornerRadius, 1))")) }
            if view.scale != 1 { tags.append(plain("scale \(Numbers.fixed(view.scale, 3))")) }
            if view.isHidden { tags.append((paint("hidden", "2"), 6)) }
            if view.isPhantom { tags.append((paint("phantom", "35"), 7)) }
            var column = 2 + width + 39
            for tag in tags {
                if column + 2 + tag.width > TextLayout.width {
                    lines.append(line)
                    line = String(repeating: " ", count: width + 2)
                    column = width + 2
                }
                line += "  " + tag.text
                column += 2 + tag.width
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private func plain(_ text: String) -> (text: String, width: Int) { (text, text.count) }

    /// Events wrapped at 80 columns, in the order they fired.
    func events(_ events: [LifecycleEvent]) -> String {
        guard !events.isEmpty else { return "" }
        var lines: [String] = []
        var line = "events"
        var width = line.count  // visible columns: colour escapes take none
        for (i, event) in events.enumerated() {
            let text = event.description + (i < events.count - 1 ? "," : "")
            if width + 1 + text.count > 80 && width > "events".count {
                lines.append(line)
                line = "      "
                width = line.count
            }
            line += " " + paint(text, "36")
            width += 1 + text.count
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    func point(_ p: Point) -> String { "\(Numbers.fixed(p.x, 1)),\(Numbers.fixed(p.y, 1))" }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func phaseColor(_ phase: Transition.Phase) -> String {
        switch phase {
        case .interactive, .paused: "1;34"
        case .animating, .finishing: "1;32"
        case .cancelling: "1;33"
        case .completed: "32"
        case .cancelled: "33"
        }
    }
}
