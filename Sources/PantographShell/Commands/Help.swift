import PantographEngine

/// `help`, `scenario` and `set` listings, all read from the declarations.
public enum Help {
    public static func overview() -> String {
        let width = CommandRegistry.all.map(\.name.count).max() ?? 0
        var text = "Commands (help COMMAND for details; ; separates commands, # starts a comment):\n"
        for spec in CommandRegistry.all {
            text += "  " + pad(spec.name, width) + "  " + spec.summary + "\n"
        }
        return text
    }

    public static func command(_ spec: CommandSpec) -> String {
        var text = ""
        for form in spec.forms {
            text += "usage: " + form.usage(commandName: spec.name) + "\n"
            if !form.summary.isEmpty { text += "       " + form.summary + "\n" }
        }
        if !spec.aliases.isEmpty { text += "aliases: " + spec.aliases.joined(separator: ", ") + "\n" }
        text += "\n" + spec.summary + "\n"
        if !spec.discussion.isEmpty { text += spec.discussion + "\n" }
        if spec.name == "set" { text += "\n" + settingsReference() }
        return text
    }

    public static func scenarios(current: String) -> String {
        let width = Scenarios.all.map(\.name.count).max() ?? 0
        return Scenarios.all.map {
            ($0.name == current ? "* " : "  ") + pad($0.name, width) + "  " + $0.summary
        }.joined(separator: "\n") + "\n"
    }

    public static func settings(_ settings: SessionSettings) -> String {
        let width = SettingRegistry.all.map(\.key.count).max() ?? 0
        return SettingRegistry.all.map { "  " + pad($0.key, width) + "  " + $0.get(settings) }
            .joined(separator: "\n") + "\n"
    }

    static func settingsReference() -> String {
        let width = SettingRegistry.all.map(\.key.count).max() ?? 0
        return "Settings:\n" + SettingRegistry.all.map {
            "  " + pad($0.key, width) + "  " + $0.syntax + "\n  " + String(repeating: " ", count: width) + "  " + $0.summary
        }.joined(separator: "\n") + "\n"
    }
}
