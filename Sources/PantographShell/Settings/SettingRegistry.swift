import PantographEngine

/// The `set` keys of docs/reference.md, "Settings", in the order `set` lists them:
/// the common ones, then the scenes' own (declared by each scene).
public enum SettingRegistry {
    /// Every key the parser accepts.
    public static let all: [SettingSpec] = common + sceneOptions

    /// What `set` lists for the current scene: the common settings and its own.
    public static func listed(_ settings: SessionSettings, scenes: SceneLibrary = .builtIn) -> [SettingSpec] {
        common + optionSpecs(scenes).filter { settings.engine.options[$0.key] != nil }
    }

    /// What `set` and `show settings` list in a session: over an app, only what it
    /// takes (the rest are its own code's, and `help KEY` says why).
    static func listed(in state: ShellState) -> [SettingSpec] {
        state.app == nil ? listed(state.settings, scenes: state.scenes) : offered(state.settings, scenes: state.scenes, in: nil)
    }

    /// What Tab offers after `set` in a scene: what `set` lists, less the common
    /// settings that change nothing there; over an app (no scene), those it takes.
    static func offered(_ settings: SessionSettings, scenes: SceneLibrary, in scene: Scene?) -> [SettingSpec] {
        listed(settings, scenes: scenes).filter { spec in
            if let scene { return spec.scope.holds(for: scene) }
            if case .refused = spec.forApps { return false }
            return true
        }
    }

    /// A key's declaration: a common setting, or an option of one of the library's scenes.
    public static func spec(_ key: String, scenes: SceneLibrary) -> SettingSpec? {
        common.first { $0.key == key } ?? optionSpecs(scenes).first { $0.key == key }
    }

    /// The keys for an error note: the common ones, then each scene's own.
    static func knownKeys(_ scenes: SceneLibrary) -> String {
        var text = "known: " + common.map(\.key).joined(separator: ", ")
        for scene in scenes.all where !scene.options.isEmpty {
            text += "; \(scene.name) also has " + scene.options.map(\.key).joined(separator: ", ")
        }
        return text
    }

    /// The options of the library's scenes: the built-ins' are made once.
    static func optionSpecs(_ scenes: SceneLibrary) -> [SettingSpec] {
        scenes == .builtIn ? sceneOptions : optionSpecs(of: scenes.all)
    }

    /// Each built-in scene's options, once per key (a key two scenes share must mean the same).
    static let sceneOptions: [SettingSpec] = optionSpecs(of: SceneLibrary.builtIn.all)

    static func optionSpecs(of scenes: [Scene]) -> [SettingSpec] {
        var specs: [SettingSpec] = []
        for scene in scenes {
            for option in scene.options where !specs.contains(where: { $0.key == option.key }) {
                let owners = scenes.filter { $0.option(option.key) != nil }.map(\.name)
                // A long list of choices is written with spaces, so that help can wrap it.
                let syntax = option.choices.joined(separator: "|")
                let refusal = { @Sendable (s: SessionSettings) -> String? in
                    s.engine.options[option.key] != nil ? nil
                        : "\(option.key) is a setting of \(Parser.list(owners, "and")), not of this scene"
                }
                specs.append(SettingSpec(
                    option.key, syntax.count <= 40 ? syntax : option.choices.joined(separator: " | "),
                    "(\(owners.joined(separator: ", "))) \(option.summary)", choices: option.choices,
                    refusal: refusal, forApps: .refused("\(option.key) is a setting of \(Parser.list(owners, "and")), not of an app"),
                    get: { $0.engine.options[option.key] ?? option.defaultValue },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        if let refused = refusal(s) { throw ValueError(refused) }
                        guard option.choices.contains(text) else { throw SettingSpec.notOneOf(option.choices, key: option.key, text) }
                        s.engine.options[option.key] = text
                    }))
            }
        }
        return specs
    }

    static let common: [SettingSpec] = [
        SettingSpec("screen", "WxH", "the window size in points (\(Values.range(Settings.screenSides)) each)", forApps: .remakesApp,
                    get: { "\(Values.show($0.engine.screen.width))x\(Values.show($0.engine.screen.height))" },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        let size = try Values.size(text)
                        guard Settings.screenSides.contains(size.width), Settings.screenSides.contains(size.height) else {
                            throw ValueError("screen width and height must be within \(Values.range(Settings.screenSides)), got \(Quoting.excerpt(text))")
                        }
                        guard s.engine.safeAreaTop + s.engine.safeAreaBottom < size.height else {
                            throw ValueError("screen height \(Values.show(size.height)) leaves no room inside the safe area")
                        }
                        s.engine.screen = size
                    }),
        SettingSpec("safe-area", "TOP,BOTTOM", "safe-area insets in points (\(Values.range(Settings.safeAreaInsets)) each)",
                    forApps: .remakesApp,
                    get: { "\(Values.show($0.engine.safeAreaTop)),\(Values.show($0.engine.safeAreaBottom))" },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        let p = try Values.point(text, what: "safe-area insets TOP,BOTTOM")
                        guard Settings.safeAreaInsets.contains(p.x), Settings.safeAreaInsets.contains(p.y) else {
                            throw ValueError("safe-area insets must be within \(Values.range(Settings.safeAreaInsets)), got \(Quoting.excerpt(text))")
                        }
                        guard p.x + p.y < s.engine.screen.height else {
                            throw ValueError("safe-area insets \(Quoting.excerpt(text)) leave no room on a screen \(Values.show(s.engine.screen.height)) high")
                        }
                        s.engine.safeAreaTop = p.x
                        s.engine.safeAreaBottom = p.y
                    }),
        SettingSpec("fps", FrameRate.allCases.map(\.description).joined(separator: "|"),
                    "display frames per second: one pan sample and one settle step", choices: FrameRate.allCases.map(\.description),
                    forApps: .remakesApp,
                    get: { $0.engine.fps.description },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        guard let rate = FrameRate.allCases.first(where: { $0.description == text }) else {
                            throw SettingSpec.notOneOf(FrameRate.allCases.map(\.description), key: "fps", text)
                        }
                        s.engine.fps = rate
                    }),
        .choice("clock", "auto: completions run to their end inside the command; manual: only wait/settle/pan move time",
                forApps: .applies, \.clock),
        .choice("scrub", "time: percent is a fraction of time (Core Animation); linear: views linear in percent (UIViewPropertyAnimator)",
                forApps: .refused("an app's animations scrub as its own code made them (Core Animation's time, or a property animator's fraction)"),
                \.scrub),
        .duration("duration", "the animator's transitionDuration", Settings.durations,
                  forApps: .refused("the app's animator gives the duration (transitionDuration(using:))"), \.duration),
        SettingSpec("completion-speed", "\(Values.range(Settings.completionSpeeds)), or ≤ 0 (acts as 1)",
                    "UIPercentDrivenInteractiveTransition.completionSpeed: the completion takes duration / speed",
                    forApps: .refused("the app's interaction controller has its own completionSpeed"),
                    get: { Values.show($0.engine.completionSpeed) },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        // Tiny positive speeds would make one completion last for ages.
                        let speed = try Values.number(text, what: "completion-speed")
                        let speeds = Settings.completionSpeeds
                        guard speeds.contains(speed) || (-speeds.upperBound...0).contains(speed) else {
                            throw ValueError("completion-speed must be within \(Values.range(speeds)) (or \(Values.show(-speeds.upperBound))…0, which acts as 1), got \(Quoting.excerpt(text))")
                        }
                        s.engine.completionSpeed = speed
                    }),
        SettingSpec("completion-curve", "easeInOut|easeIn|easeOut|linear|default|cubic(X1,Y1,X2,Y2)",
                    "the curve finish() and cancel() play the rest of the transition along",
                    choices: TimingCurve.namedCurves.map(\.name) + ["cubic("],
                    forApps: .refused("the app's interaction controller has its own completionCurve"),
                    get: { $0.engine.completionCurve.name },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        do throws(TimingCurveError) { s.engine.completionCurve = try TimingCurveText.parse(text) } catch {
                            throw ValueError(Quoting.suggesting(Phrasing.timingCurve(error), for: text, in: TimingCurve.namedCurves.map(\.name)))
                        }
                    }),
        SettingSpec("policy", ReleasePolicies.names.joined(separator: " | "),
                    "the release policy that decides finish or cancel (motionlayout: or neither) when the pan ends",
                    choices: ReleasePolicies.names,
                    choiceSummary: { PolicyName(rawValue: $0).map(PolicyDescriptions.summary) },
                    forApps: SettingSpec.decidedByTheHandler,
                    get: { $0.engine.policy.rawValue },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        guard let name = PolicyName(rawValue: text) else { throw SettingSpec.notOneOf(ReleasePolicies.names, key: "policy", text) }
                        s.engine.policy = name
                    }).scoped(.releasePolicy),
    ] + ReleasePolicies.constants.map { SettingSpec.policyConstant($0).scoped(.releasePolicy) } + [
        SettingSpec.number("cap", "the most progress the gesture can reach", Settings.caps,
                           forApps: .refused("the app's own handler maps the gesture to progress"), \.cap).scoped(.releasePolicy),
        .number("slop", "how far a touch moves before the pan begins (UIKit: 10)", Settings.slops, unit: " pt",
                forApps: .remakesApp, \.slop),
        SettingSpec.number("edge-width", "how near the left edge a back swipe's touch must come down (Flutter: 20)",
                           Settings.edgeWidths, unit: " pt", forApps: .remakesApp, \.edgeWidth).scoped(.edgeSwipe),
        SettingSpec.number("nav-parallax", "UIKit's own push and pop: how far left the screen underneath lies, in widths",
                           Settings.fractions, forApps: .remakesApp, \.navParallax).scoped(.navigation),
        SettingSpec.number("nav-dimming", "UIKit's own push and pop: how dark the screen underneath is dimmed (black's alpha)",
                           Settings.fractions, forApps: .remakesApp, \.navDimming).scoped(.navigation),
        SettingSpec("interruptible", "on|off", "whether pause() can stop a finishing or cancelling transition", choices: ["on", "off"],
                    forApps: .refused("the app's animator decides (interruptibleAnimator(using:))"),
                    get: { $0.engine.interruptible ? "on" : "off" },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        guard text == "on" || text == "off" else { throw SettingSpec.notOneOf(["on", "off"], key: "interruptible", text) }
                        s.engine.interruptible = text == "on"
                    }),
        SettingSpec("output", "text|json", "what is printed after each command", choices: OutputFormat.allCases.map(\.rawValue),
                    forApps: .applies,
                    get: { $0.output.rawValue },
                    set: { (s: inout SessionSettings, text: String) throws(ValueError) in
                        guard let format = OutputFormat(rawValue: text) else {
                            throw SettingSpec.notOneOf(OutputFormat.allCases.map(\.rawValue), key: "output", text)
                        }
                        s.output = format
                    }),
    ]

    public static func spec(_ key: String) -> SettingSpec? { all.first { $0.key == key } }
}
