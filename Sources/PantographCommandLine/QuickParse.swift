// Generated from the flags Pantograph.swift declares, by QuickParseTests; do not
// edit: `PANTOGRAPH_RECORD=1 swift test --filter QuickParseTests` writes it again.

extension Pantograph {
    /// The command line as ArgumentParser reads it, without the reflection it reads
    /// the declaration with (some 8 million instructions at every start); nil for
    /// anything but the declared flags and options, each once (a repeatable option
    /// any number of times) and each option with its value, and files: help, the
    /// version, a completion script, `--`, `--option=value`, grouped short flags, a
    /// mistake. ArgumentParser reads those.
    static func quickParse(_ arguments: [String]) -> Pantograph? {
        // ArgumentParser ends the options at `--` wherever it is, even as a value.
        guard !arguments.contains("--") else { return nil }
        var files: [String] = []
        var commands: [String] = []
        var interactive: Bool?
        var json: Bool?
        var quiet: Bool?
        var echo: Bool?
        var keepGoing: Bool?
        var scenario: String?
        var scene: String?
        var noColor: Bool?
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "-e":
                guard let value = value(after: &i, in: arguments, anyValue: true) else { return nil }
                commands.append(value)
            case "-i", "--interactive":
                guard setOnce(&interactive) else { return nil }
            case "--json":
                guard setOnce(&json) else { return nil }
            case "--quiet":
                guard setOnce(&quiet) else { return nil }
            case "--echo":
                guard setOnce(&echo) else { return nil }
            case "--keep-going":
                guard setOnce(&keepGoing) else { return nil }
            case "--scenario":
                guard scenario == nil, let value = value(after: &i, in: arguments) else { return nil }
                scenario = value
            case "--scene":
                guard scene == nil, let value = value(after: &i, in: arguments) else { return nil }
                scene = value
            case "--no-color":
                guard setOnce(&noColor) else { return nil }
            default:
                guard arguments[i] == "-" || !arguments[i].hasPrefix("-") else { return nil }
                files.append(arguments[i])
            }
            i += 1
        }
        var command = Pantograph()
        command.files = files
        command.commands = commands
        command.interactive = interactive ?? false
        command.json = json ?? false
        command.quiet = quiet ?? false
        command.echo = echo ?? false
        command.keepGoing = keepGoing ?? false
        command.scenario = scenario
        command.scene = scene
        command.noColor = noColor ?? false
        return command
    }
}
