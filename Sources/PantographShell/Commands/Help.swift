import PantographEngine

/// `help`, `scenario` and `set` listings, all read from the declarations, all within
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
        // A parameter that takes one of a few words says which (`show [WHAT]`).
        for form in spec.forms {
            for parameter in form.parameters {
                switch parameter.completion {
                case .words(let words):
                    text += TextLayout.wrap(Parser.list(words.map(shown), "or"), first: "\(parameter.placeholder) is ")
                case .filesOr(let words):
                    text += TextLayout.wrap(Parser.list(["a file's path"] + words, "or"), first: "\(parameter.placeholder) is ")
                case .none, .helpTopics, .scenarioNames, .settingKeys, .settingValues, .recordPaths, .files:
                    break
                }
            }
        }
        text += "\n" + TextLayout.wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", first: "")
        if !spec.discussion.isEmpty { text += TextLayout.wrap(spec.discussion, first: "") }
        if spec.name == "set" { text += "\n" + settingsReference() }
        return text
    }

    /// A word as help shows it: the start of a form with arguments (`cubic(`) as `cubic(…)`.
    static func shown(_ word: String) -> String {
        word.hasSuffix("(") ? word + "…)" : word
    }

    /// `help KEY`: what `set KEY` takes, from the setting's declaration, with its
    /// default in the scene (or in the first scene that has it) and its value now.
    public static func setting(_ spec: SettingSpec, settings: SessionSettings, scenario: Scenario,
                               scenes: SceneLibrary = .builtIn) -> String {
        let refusal = spec.refusal(settings)
        let owner = refusal == nil ? scenario : scenes.all.first { SettingSpec.applies(spec, to: $0) } ?? scenario
        let defaults = SessionSettings(engine: owner.defaults, output: .text)
        var text = TextLayout.wrap("set \(spec.key) \(spec.syntax)", first: "usage: ", rest: "         ")
        text += TextLayout.wrap("\(spec.get(defaults)) in \(owner.name)", first: "default: ")
        text += TextLayout.wrap(refusal ?? spec.get(settings), first: "now: ")
        text += "\n" + TextLayout.wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", first: "")
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

    public static func scenarios(current: String, scenes: SceneLibrary = .builtIn) -> String {
        let all = scenes.all
        let width = all.map(\.name.count).max() ?? 0
        return all.map {
            TextLayout.wrap($0.summary, first: ($0.name == current ? "* " : "  ") + TextLayout.pad($0.name, width) + "  ")
        }.joined()
    }

    /// `scene list`: each scene, whether it is built in or loaded, and its summary.
    static func sceneList(current: String, scenes: SceneLibrary) -> String {
        let all = scenes.all
        let width = all.map(\.name.count).max() ?? 0
        return all.map {
            let origin = scenes.isBuiltIn($0.name) ? "built-in" : "loaded  "
            return TextLayout.wrap($0.summary, first: ($0.name == current ? "* " : "  ") + TextLayout.pad($0.name, width)
                                   + "  " + origin + "  ")
        }.joined()
    }

    public static func settings(_ settings: SessionSettings, scenes: SceneLibrary = .builtIn) -> String {
        let listed = SettingRegistry.listed(settings, scenes: scenes)
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
