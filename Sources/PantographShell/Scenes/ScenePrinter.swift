import PantographEngine

/// Writes a `Scene` in the scene language (docs/scene-language.md), top to bottom as
/// the scene happens: its name and settings, views, controllers, the window, then each
/// presentation with its presentation controller, animator and gestures. Each line's
/// attributes are written by its statement's declaration (`SceneForms`), defaults left
/// out, so what it writes `SceneParser` reads back to an equal value.
public enum ScenePrinter {
    public static func print(_ scene: Scene) -> String {
        var lines: [String] = ["scene \(scene.name)"]
        if !scene.summary.isEmpty { lines.append("summary \(scene.summary)") }
        lines += settings(scene.defaults)
        for option in scene.options {
            lines.append("option \(option.key) \(OptionBinding.text(option.binding)) \(SceneForms.option.write(option))"
                         + (option.summary.isEmpty ? "" : " summary \(option.summary)"))
        }
        lines.append("")
        lines += scene.views.map { "view " + SceneForms.view.write($0) }
        lines.append("")
        lines += scene.controllers.map { "controller " + SceneForms.controller.write($0) }
        lines.append("window" + scene.initialWindow.map { " \($0)" }.joined())
        if scene.initialDepth > 0 { lines.append("start-depth \(scene.initialDepth)") }
        for presentation in scene.presentations {
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

    static func presentation(_ p: PresentationDecl) -> [String] {
        var lines = [p.isPush ? "push " + SceneForms.push.write(p) : "present " + SceneForms.present.write(p)]
        // A push's operations are push and pop; a presentation's, present and dismiss.
        let operations: [Transition.Operation] = [p.forward, p.backward]
        if let controller = p.presentationController {
            lines.append(["presentation-controller", SceneForms.presentationController.write(controller)]
                .filter { !$0.isEmpty }.joined(separator: " "))
            for operation in operations {
                let callbacks = controller.callbacks(operation)
                let op = operation.rawValue
                lines += callbacks.willBegin.map { "will-begin \(op) \(SceneForms.text(of: $0))" }
                lines += callbacks.alongside.map { "alongside \(op) \(SceneForms.track.write($0))" }
                lines += callbacks.didEndCompleted.map { "did-end \(op) completed \(SceneForms.text(of: $0))" }
                lines += callbacks.didEndCancelled.map { "did-end \(op) cancelled \(SceneForms.text(of: $0))" }
            }
        }
        if let animator = p.animator {
            for operation in operations {
                let plan = animator.plan(operation)
                lines.append("animate \(operation.rawValue) \(SceneForms.plan.write(plan))")
                lines += plan.setup.map { "setup \(SceneForms.text(of: $0))" }
                lines += plan.tracks.map { "track \(SceneForms.track.write($0))" }
                lines += plan.whenCompleted.map { "completed \(SceneForms.text(of: $0))" }
                lines += plan.whenCancelled.map { "cancelled \(SceneForms.text(of: $0))" }
                for animation in plan.standalone {
                    lines.append("animation \(SceneForms.animation.write(animation))")
                    lines += animation.tracks.map { "track \(SceneForms.track.write($0))" }
                }
            }
        }
        for operation in operations {
            if let text = SceneForms.text(of: p.gesture(operation)) { lines.append("gesture \(operation.rawValue) \(text)") }
        }
        return lines
    }
}
