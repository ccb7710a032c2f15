import PantographEngine

/// The attributes of every statement, each declared once, in the order a line writes
/// them: the builder, the printer, the usage lines and docs/scene-language.md all read
/// these. A new attribute is a line here and a property of the engine's type.
enum SceneForms {
    static let view = SceneForm(ViewDecl("", .screen), [
        .name("NAME", \.name), .value("in", \.superview, .name("SUPERVIEW")), .value("frame", \.frame, .rect, required: true),
        .value("alpha", \.alpha, .number), .value("cornerRadius", \.cornerRadius, .number), .value("scale", \.scale, .number),
        .flag("hidden", \.isHidden), .flag("phantom", \.isPhantom),
    ])

    static let controller = SceneForm(ControllerDecl("", view: ""), [
        .name("NAME", \.name), .value("view", \.view, .name("VIEW"), required: true), .value("children", \.children, .names),
        .flag("defines-context", \.definesPresentationContext),
    ])

    /// `modalPresentationStyle` is written even when it is the default, automatic.
    static let present = SceneForm(PresentationDecl("", presents: "", style: .automatic), [
        .name("PRESENTER", \.presenter), .name("PRESENTED", \.presented),
        .value("style", \.style, .choice("STYLE"), alwaysWritten: true), .value("transition", \.transitionStyle, .choice("TRANSITION")),
        .value("source", \.sourceView, .name("VIEW")),
    ])

    static let push = SceneForm(PresentationDecl("", pushes: "", on: ""), [
        .name("FROM", \.presenter), .name("TO", \.presented), .value("on", \.navigationController, .name("NAVIGATION"), required: true),
        .value("dimming", \.dimmingView, .name("VIEW")),
    ])

    static let presentationController = SceneForm(PresentationControllerDecl(), [
        .value("frame", \.frameOfPresentedView, .rect), .flag("removes-presenter", \.shouldRemovePresentersView),
    ])

    static let plan = SceneForm(PlanDecl(duration: 0, tracks: []), [.value("duration", \.duration, .expr, required: true)])

    static let animation = SceneForm(AnimationDecl(duration: 0, []), [.value("duration", \.duration, .expr, required: true)])

    static let track = SceneForm(TrackDecl("", .alpha, to: .number(0)), [
        .name("VIEW", \.view), .choice("PROPERTY", what: "property", \.property),
        .value("from", \.from, property: \.property), .value("to", \.to, property: \.property),
        .value("delay", \.start, .expr), .value("duration", \.duration, .expr), .value("timing", \.timing, .timing),
    ])

    /// An option's choices and default; its key and what it binds come first
    /// (`OptionBinding`), and its summary is the rest of the line.
    static let option = SceneForm(SceneOption("", "", choices: [], default: "", binding: .outlets("")), [
        .value("choices", \.choices, .names, required: true), .value("default", \.defaultValue, .name("A"), required: true),
    ])

    // MARK: Edits, by their verb

    static let edits: [(verb: String, form: SceneForm<EditDecl>)] = [
        ("insert", SceneForm(.insert("", .top), [
            .name("VIEW", \.view),
            SceneAttribute(kind: .keyword, keywords: ["below", "above"], placeholder: "VIEW", isRequired: false, path: \EditDecl.position,
                           read: { target, keyword, word, _ in target.position = keyword == "below" ? .below(word.text) : .above(word.text) },
                           write: { target, _ in
                               switch target.position {
                               case .below(let view)?: "below \(view)"
                               case .above(let view)?: "above \(view)"
                               case .top?, nil: nil
                               }
                           }),
            .value("frame", \.frame, .rect),
            .keyword("hidden", "on|off", \.hidden, read: { _, word, values throws(SceneProblem) in
                guard word.text == "on" || word.text == "off" else {
                    throw values.statement.problem("expected on or off, got \(Quoting.quoted(word.text))", at: word.column)
                }
                return word.text == "on"
            }, write: { $0 ? "on" : "off" }),
            .value("alpha", \.alpha, .number),
        ])),
        ("remove", SceneForm(.remove(""), [.name("VIEW", \.view)])),
        ("hide", SceneForm(.setHidden("", true), [.name("VIEW", \.view)])),
        ("show", SceneForm(.setHidden("", false), [.name("VIEW", \.view)])),
        ("set", SceneForm(.set("", .alpha, .number(0)), [
            .name("VIEW", \.view),
            SceneAttribute(kind: .positional, keywords: [], placeholder: "PROPERTY", isRequired: true, path: \EditDecl.property,
                           read: { target, _, word, values throws(SceneProblem) in
                               target.property = try values.choice(word, AnimatableProperty.self, what: "property")
                           },
                           write: { target, _ in target.property?.rawValue }),
            SceneAttribute(kind: .positional, keywords: [], placeholder: "VALUE", isRequired: true, path: \EditDecl.value,
                           read: { target, _, word, values throws(SceneProblem) in
                               target.value = try values.value(word, for: target.property ?? .alpha)
                           },
                           write: { target, _ in target.value.map(SceneValues.value) }),
        ])),
    ]

    /// The verb of an edit and its words: `insert detail below grid`.
    static func text(of edit: EditDecl) -> String {
        let verb = switch edit {
        case .insert: "insert"
        case .remove: "remove"
        case .setHidden(_, true): "hide"
        case .setHidden(_, false): "show"
        case .set: "set"
        }
        return verb + " " + edits.first { $0.verb == verb }!.form.write(edit)
    }

    // MARK: Gestures, by their kind

    static let pan = SceneForm(PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0)), [
        .value("direction", \.direction, .direction, required: true), .value("distance", \.distance, .expr, required: true),
        .flag("capped", \.isCapped), .flag("left-edge", \.fromLeftEdge), .value("start", \.start, .point, required: true),
    ])

    static let drag = SceneForm(DirectDrag(view: "", direction: .zero, distance: 0, shrink: 0, radius: 0, springBackDuration: 0,
                                           start: PointExpr(0, 0)), [
        .name("VIEW", \.view), .value("direction", \.direction, .direction, required: true),
        .value("distance", \.distance, .expr, required: true), .value("shrink", \.shrink, .number, required: true),
        .value("cornerRadius", \.radius, .number, required: true), .value("back", \.springBackDuration, .duration, required: true),
        .value("timing", \.springBackTiming, .timing), .value("start", \.start, .point, required: true),
    ])

    static let tap = SceneForm(Tap(view: "", highlightScale: 1, highlightDuration: 0, unhighlightDuration: 0), [
        .name("VIEW", \.view), .value("scale", \.highlightScale, .number, required: true),
        .value("highlight", \.highlightDuration, .duration, required: true),
        .value("unhighlight", \.unhighlightDuration, .duration, required: true), .value("timing", \.timing, .timing),
    ])

    /// A gesture as its line writes it after the operation, nil for none.
    static func text(of gesture: GestureDecl) -> String? {
        switch gesture {
        case .none: nil
        case .percentDriven(let drive): "pan " + pan.write(drive)
        case .directManipulation(let drag): "drag " + self.drag.write(drag)
        case .tap(let tap): "tap " + self.tap.write(tap)
        }
    }
}
