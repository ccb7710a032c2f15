import PantographEngine

/// `docs/reference.md`, generated from the declarations so it cannot drift from
/// what the parser accepts (a test fails when the committed file is stale).
public enum Reference {
    public static func markdown() -> String {
        var md = """
        # Command reference

        <!-- Generated from the command and setting declarations by `PANTOGRAPH_RECORD=1 swift test --filter ReferenceTests`; do not edit. -->

        One command per line; `;` separates commands, `#` starts a comment. Numbers are
        decimal (`-12`, `0.5`, `1e-3`) or percentages (`42%`); a point is `X,Y`, a size `WxH`,
        a duration `250ms`, `0.25s` or `0.25` (seconds). Errors read `FILE:LINE:COL: error: …`.

        | command | meaning |
        |---|---|

        """
        for spec in CommandRegistry.all {
            md += "| [`\(spec.name)`](#\(spec.name)) | \(escape(spec.summary)) |\n"
        }
        for spec in CommandRegistry.all {
            md += "\n## \(spec.name)\n\n```\n"
            md += spec.forms.map { $0.usage(commandName: spec.name) }.joined(separator: "\n")
            md += "\n```\n\n\(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()).\n"
            if !spec.aliases.isEmpty {
                md += "\nAliases: " + spec.aliases.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
            }
            if !spec.formerNames.isEmpty {
                md += "\nFormer name, still read so that older scripts run (Tab does not offer it): "
                    + spec.formerNames.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
            }
            let described = spec.forms.filter { !$0.summary.isEmpty }
            if !described.isEmpty {
                md += "\n"
                for form in described {
                    md += "- `\(form.usage(commandName: spec.name))`: \(form.summary).\n"
                }
            }
            let values = Help.valueLines(spec)
            if !values.isEmpty {
                md += "\n"
                for line in values { md += "- `\(line.placeholder)` is \(escape(line.words)).\n" }
            }
            if !spec.discussion.isEmpty { md += "\n\(spec.discussion)\n" }
        }
        md += "\n## Settings\n\nChanged with `set KEY VALUE`; `scene NAME` restores a scene's defaults.\n\n"
        md += "| key | values | meaning | `\(SceneLibrary.defaultName)` default |\n|---|---|---|---|\n"
        let defaults = SessionSettings(engine: SceneLibrary.builtIn.scene(named: SceneLibrary.defaultName)!.defaults, output: .text)
        for setting in SettingRegistry.all {
            md += "| `\(setting.key)` | `\(escape(setting.syntax))` | \(escape(setting.summary)) | `\(setting.get(defaults))` |\n"
        }
        md += "\n## Scenes\n\n"
        for scene in SceneLibrary.builtIn.all {
            md += "- `\(scene.name)`: \(escape(scene.summary)).\n"
        }
        return md
    }

    static func escape(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
