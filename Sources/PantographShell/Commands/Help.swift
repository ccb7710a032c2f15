import PantographEngine

/// `help`, `scene` and `set` listings, all read from the declarations, all within
/// `TextLayout.width` columns.
public enum Help {
    public static func overview() -> String {
        let width = CommandRegistry.all.map(\.name.count).max() ?? 0
        var text = "Commands (help NAME explains one; ; separates commands, # starts a comment):\n"
        for spec in CommandRegistry.all {
            text += TextLayout.wrap(spec.summary, first: "  " + TextLayout.pad(spec.name, width) + "  ")
        }
        return text
    }

    public static func command(_ spec: CommandSpec) -> String {
        var text = ""
        for form in spec.forms {
            text += TextLayout.wrap(form.usage(commandName: spec.name), first: "usage: ", rest: "         ")
            if !form.summary.isEmpty { text += TextLayout.wrap(form.summary, first: "       ") }
        }
        if !spec.aliases.isEmpty { text += "aliases: " + spec.aliases.joined(separator: ", ") + "\n" }
        if !spec.formerNames.isEmpty {
            text += "former name, still read: " + spec.formerNames.joined(separator: ", ") + "\n"
        }
        for line in valueLines(spec) {
            text += TextLayout.wrap(line.words, first: "\(line.placeholder) is ")
        }
        text += "\n" + TextLayout.wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", first: "")
        if !spec.discussion.isEmpty { text += TextLayout.wrap(spec.discussion, first: "") }
        if spec.name == "set" { text += "\n" + settingsReference() }
        return text
    }

    /// What a parameter that takes one of a few words accepts (`show [WHAT]`: WHAT is
    /// state, views, events or settings), once per parameter as usage writes it
    /// (`policy NAME`) across the forms. A placeholder that spells its words already
    /// (`on|off`, `N|all`, a flag `sync`) gets no line: "on|off is on or off" says
    /// nothing. `help` and the reference print the same lines.
    static func valueLines(_ spec: CommandSpec) -> [(placeholder: String, words: String)] {
        var lines: [(placeholder: String, words: String)] = []
        for form in spec.forms {
            for parameter in form.parameters {
                let words: [String]
                switch parameter.completion {
                case .words(let accepted): words = accepted.map(shown)
                case .filesOr(let accepted): words = ["a file's path"] + accepted
                case .numberOr(let accepted): words = ["a number"] + accepted
                case .none, .helpTopics, .sceneNames, .settingKeys, .settingValues, .recordPaths, .actionNames, .files:
                    continue
                }
                let spelt = Set(parameter.placeholder.split(separator: "|").map(String.init))
                if words.allSatisfy(spelt.contains) { continue }
                // `policy NAME`: a keyword's placeholder is the keyword's, where two forms
                // give one placeholder two meanings (`damping Z`, `damping-ratio Z`).
                let name = parameter.written
                if lines.contains(where: { $0.placeholder == name }) { continue }
                lines.append((name, Parser.list(words, "or")))
            }
        }
        return lines
    }

    /// A word as help shows it: the start of a form with arguments (`cubic(`) as `cubic(…)`.
    static func shown(_ word: String) -> String {
        word.hasSuffix("(") ? word + "…)" : word
    }

    /// `help KEY` over an app (`program`): its default is what the harness started on,
    /// and a setting the app's own code decides says so instead of a value.
    static func setting(_ spec: SettingSpec, settings: SessionSettings,
                        onApp app: (program: String, start: SessionSettings)) -> String {
        var text = TextLayout.wrap("set \(spec.key) \(spec.syntax)", first: "usage: ", rest: "         ")
        if case .refused(let why) = spec.forApps {
            text += TextLayout.wrap("does not apply to an app: \(why)", first: "now: ")
        } else {
            text += TextLayout.wrap("\(spec.get(app.start)) in \(app.program)", first: "default: ")
            text += TextLayout.wrap(spec.get(settings), first: "now: ")
        }
        return text + explanation(spec)
    }

    /// `help KEY`: what `set KEY` takes, from the setting's declaration, with its
    /// default in the scene (or in the first scene that has it) and its value now.
    public static func setting(_ spec: SettingSpec, settings: SessionSettings, scene: Scene,
                               scenes: SceneLibrary = .builtIn) -> String {
        let refusal = spec.refusal(settings)
        let owner = refusal == nil ? scene : scenes.all.first { SettingSpec.applies(spec, to: $0) } ?? scene
        let defaults = SessionSettings(engine: owner.defaults, output: .text)
        var text = TextLayout.wrap("set \(spec.key) \(spec.syntax)", first: "usage: ", rest: "         ")
        text += TextLayout.wrap("\(spec.get(defaults)) in \(owner.name)", first: "default: ")
        text += TextLayout.wrap(refusal ?? spec.get(settings), first: "now: ")
        return text + explanation(spec)
    }

    /// What a setting is, and each of its choices that has a rule of its own.
    private static func explanation(_ spec: SettingSpec) -> String {
        var text = "\n" + TextLayout.wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", first: "")
        let explained = spec.choices.compactMap { choice in spec.choiceSummary(choice).map { (choice, $0) } }
        if !explained.isEmpty {
            let width = explained.map(\.0.count).max() ?? 0
            text += "\n" + explained.map { choice, line in
                TextLayout.wrap(line, first: "  " + TextLayout.pad(choice, width) + "  ",
                                rest: String(repeating: " ", count: width + 4))
            }.joined()
        }
        return text
    }

    /// `scene list`: each scene, whether it is built in or loaded, and its summary.
    /// One line for each built-in scene, so that the list reads as a menu; a loaded
    /// scene says so before its summary.
    public static func sceneList(current: String?, scenes: SceneLibrary = .builtIn) -> String {
        let all = scenes.all
        let width = all.map(\.name.count).max() ?? 0
        return all.map {
            TextLayout.wrap((scenes.isBuiltIn($0.name) ? "" : "(loaded) ") + $0.summary,
                            first: ($0.name == current ? "* " : "  ") + TextLayout.pad($0.name, width) + "  ")
        }.joined()
    }

    public static func settings(_ settings: SessionSettings, scenes: SceneLibrary = .builtIn) -> String {
        Self.settings(settings, listed: SettingRegistry.listed(settings, scenes: scenes))
    }

    static func settings(_ settings: SessionSettings, listed: [SettingSpec]) -> String {
        let width = listed.map(\.key.count).max() ?? 0
        return listed.map {
            TextLayout.wrap($0.get(settings), first: "  " + TextLayout.pad($0.key, width) + "  ")
        }.joined()
    }

    static func settingsReference() -> String {
        let width = SettingRegistry.all.map(\.key.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 4)
        return "Settings:\n" + SettingRegistry.all.map {
            TextLayout.wrap($0.syntax, first: "  " + TextLayout.pad($0.key, width) + "  ")
                + TextLayout.wrap($0.summary, first: indent)
        }.joined()
    }
}
