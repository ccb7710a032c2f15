import PantographEngine

/// Writes a `Scenario` in the scene language (docs/scenes.md), top to bottom as the
/// scene happens: its name and settings, views, controllers, the window, then each
/// presentation with its presentation controller, animator and gestures. What it
/// writes, `SceneParser` reads back to an equal value; defaults are left out.
public enum ScenePrinter {
    public static func print(_ scenario: Scenario) -> String {
        var lines: [String] = ["scene \(scenario.name)"]
        if !scenario.summary.isEmpty { lines.append("summary \(scenario.summary)") }
        lines += settings(scenario.defaults)
        for option in scenario.options {
            lines.append("option \(option.key) \(binding(option.binding)) choices \(option.choices.joined(separator: ","))"
                         + " default \(option.defaultValue)" + (option.summary.isEmpty ? "" : " summary \(option.summary)"))
        }
        lines.append("")
        lines += scenario.views.map(view)
        lines.append("")
        lines += scenario.controllers.map(controller)
        lines.append("window" + scenario.initialWindow.map { " \($0)" }.joined())
        if scenario.initialDepth > 0 { lines.append("start-depth \(scenario.initialDepth)") }
        for presentation in scenario.presentations {
            lines.append("")
            lines += self.presentation(presentation)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `set` lines for every setting that differs from a new session's.
    static func settings(_ defaults: Settings) -> [String] {
        let base = SessionSettings(engine: Settings(), output: .text)
        let mine = SessionSettings(engine: defaults, output: .text)
        return SceneParser.settingSpecs.compactMap { spec in
            let value = spec.get(mine)
            return value == spec.get(base) ? nil : "set \(spec.key) \(value)"
        }
    }

    static func binding(_ binding: ScenarioOption.Binding) -> String {
        switch binding {
        case .presentationStyle(let index): "presentation-style \(index + 1)"
        case .transitionStyle(let index): "transition-style \(index + 1)"
        case .sourceView(let index): "source-view \(index + 1)"
        case .definesPresentationContext(let controller): "defines-context \(controller)"
        case .animator(let nav): "animator \(nav)"
        case .outlets(let controller): "outlets \(controller)"
        }
    }

    static func view(_ view: ViewDecl) -> String {
        var text = "view \(view.name)"
        if let superview = view.superview { text += " in \(superview)" }
        text += " frame \(rect(view.frame))"
        if view.alpha != 1 { text += " alpha \(number(view.alpha))" }
        if view.cornerRadius != 0 { text += " cornerRadius \(number(view.cornerRadius))" }
        if view.isHidden { text += " hidden" }
        if view.isPhantom { text += " phantom" }
        return text
    }

    static func controller(_ controller: ControllerDecl) -> String {
        var text = "controller \(controller.name) view \(controller.view)"
        if !controller.children.isEmpty { text += " children \(controller.children.joined(separator: ","))" }
        if controller.definesPresentationContext { text += " defines-context" }
        return text
    }

    static func presentation(_ p: PresentationDecl) -> [String] {
        var head = "present \(p.presenter) \(p.presented) style \(p.style.rawValue)"
        if p.transitionStyle != .coverVertical { head += " transition \(p.transitionStyle.rawValue)" }
        if let source = p.sourceView { head += " source \(source)" }
        if let nav = p.navigationController {
            head = "push \(p.presenter) \(p.presented) on \(nav)" + (p.dimmingView.map { " dimming \($0)" } ?? "")
        }
        // A push's operations are push and pop; a presentation's, present and dismiss.
        let operations: [Transition.Operation] = [p.forward, p.backward]
        var lines = [head]
        if let controller = p.presentationController {
            var text = "presentation-controller"
            if let frame = controller.frameOfPresentedView { text += " frame \(rect(frame))" }
            if controller.shouldRemovePresentersView { text += " removes-presenter" }
            lines.append(text)
            for operation in operations {
                let callbacks = controller.callbacks(operation)
                let op = operation.rawValue
                lines += callbacks.willBegin.map { "will-begin \(op) \(edit($0))" }
                lines += callbacks.alongside.map { "alongside \(op) \(track($0))" }
                lines += callbacks.didEndCompleted.map { "did-end \(op) completed \(edit($0))" }
                lines += callbacks.didEndCancelled.map { "did-end \(op) cancelled \(edit($0))" }
            }
        }
        if let animator = p.animator {
            for operation in operations {
                let plan = animator.plan(operation)
                lines.append("animate \(operation.rawValue) duration \(expr(plan.duration))")
                lines += plan.setup.map { "setup \(edit($0))" }
                lines += plan.tracks.map { "track \(track($0))" }
                lines += plan.whenCompleted.map { "completed \(edit($0))" }
                lines += plan.whenCancelled.map { "cancelled \(edit($0))" }
                for animation in plan.standalone {
                    lines.append("animation duration \(expr(animation.duration))")
                    lines += animation.tracks.map { "track \(track($0))" }
                }
            }
        }
        for operation in operations {
            if let text = gesture(p.gesture(operation)) { lines.append("gesture \(operation.rawValue) \(text)") }
        }
        return lines
    }

    static func gesture(_ gesture: GestureDecl) -> String? {
        switch gesture {
        case .none: return nil
        case .percentDriven(let drive):
            return "pan direction \(point(drive.direction)) distance \(expr(drive.distance))"
                + (drive.isCapped ? " capped" : "") + (drive.fromLeftEdge ? " left-edge" : "") + " start \(point(drive.start))"
        case .directManipulation(let drag):
            return "drag \(drag.view) direction \(point(drag.direction)) distance \(expr(drag.distance))"
                + " shrink \(number(drag.shrink)) cornerRadius \(number(drag.radius))"
                + " back \(number(drag.springBackDuration))" + timing(drag.springBackTiming)
                + " start \(point(drag.start))"
        case .tap(let tap):
            return "tap \(tap.view) scale \(number(tap.highlightScale)) highlight \(number(tap.highlightDuration))"
                + " unhighlight \(number(tap.unhighlightDuration))" + timing(tap.timing)
        }
    }

    static func edit(_ edit: EditDecl) -> String {
        switch edit {
        case .insert(let view, let position, let frame, let hidden, let alpha):
            var text = "insert \(view)"
            switch position {
            case .top: break
            case .below(let other): text += " below \(other)"
            case .above(let other): text += " above \(other)"
            }
            if let frame { text += " frame \(rect(frame))" }
            if let hidden { text += " hidden \(hidden ? "on" : "off")" }
            if let alpha { text += " alpha \(number(alpha))" }
            return text
        case .remove(let view): return "remove \(view)"
        case .setHidden(let view, true): return "hide \(view)"
        case .setHidden(let view, false): return "show \(view)"
        case .set(let view, let property, let value): return "set \(view) \(property.rawValue) \(self.value(value))"
        }
    }

    static func track(_ track: TrackDecl) -> String {
        var text = "\(track.view) \(track.property.rawValue)"
        if let from = track.from { text += " from \(value(from))" }
        text += " to \(value(track.to))"
        if track.start != .number(0) { text += " delay \(expr(track.start))" }
        if let duration = track.duration { text += " duration \(expr(duration))" }
        return text + timing(track.timing)
    }

    /// ` timing T`, or nothing for the default, easeInOut.
    static func timing(_ timing: TimingDecl) -> String {
        switch timing {
        case .curve(.easeInOut): ""
        default: " timing " + SceneSprings.text(of: timing)
        }
    }

    static func value(_ value: ValueExpr) -> String {
        switch value {
        case .rect(let r): rect(r)
        case .number(let e): expr(e)
        }
    }

    static func rect(_ r: RectExpr) -> String {
        r == .screen ? "screen" : [r.x, r.y, r.width, r.height].map(expr).joined(separator: ",")
    }

    static func point(_ p: PointExpr) -> String { "\(expr(p.x)),\(expr(p.y))" }
    static func point(_ p: Point) -> String { "\(number(p.x)),\(number(p.y))" }
    static func expr(_ e: Expr) -> String { SceneExpressions.print(e) }
    static func number(_ value: Double) -> String { SceneExpressions.number(value) }
}
