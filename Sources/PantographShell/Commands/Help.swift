import PantographEngine

/// `help`, `scenario` and `set` listings, all read from the declarations.
public enum Help {
    public static func overview() -> String {
        let width = CommandRegistry.all.map(\.name.count).max() ?? 0
        var text = "Commands (help COMMAND for details; ; separates commands, # starts a comment):\n"
        for spec in CommandRegistry.all {
            text += wrap(spec.summary, first: "  " + pad(spec.name, width) + "  ")
        }
        return text
    }

    public static func command(_ spec: CommandSpec) -> String {
        var text = ""
        for form in spec.forms {
            text += "usage: " + form.usage(commandName: spec.name) + "\n"
            if !form.summary.isEmpty { text += wrap(form.summary, first: "       ") }
        }
        if !spec.aliases.isEmpty { text += "aliases: " + spec.aliases.joined(separator: ", ") + "\n" }
        text += "\n" + wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", first: "")
        if !spec.discussion.isEmpty { text += wrap(spec.discussion, first: "") }
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
            "  " + pad($0.key, width) + "  " + $0.syntax + "\n"
                + wrap($0.summary, first: String(repeating: " ", count: width + 4))
        }.joined()
    }

    /// Word-wraps `text` to `width` columns; continuation lines line up under the
    /// first line's text. Help must read well in an 80-column terminal.
    static func wrap(_ text: String, first: String, width: Int = 80) -> String {
        let indent = String(repeating: " ", count: first.count)
        var lines: [String] = []
        var line = first
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > indent.count ? " " : "") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
