import Foundation
import PantographEngine
import Testing

/// The shell completion script that `pantograph --generate-completion-script SHELL`
/// prints (docs/setup.md says how to install it) completes `--scene` with the
/// built-in scenes, in the library's order (`BuiltInScenes.names`).
@Suite struct CompletionScriptTests {
    static let sceneNames = BuiltInScenes.names

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptOffersEveryScene(shell: String) throws {
        let run = try pantograph(["--generate-completion-script", shell])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(Self.sceneNames.contains(BuiltInScenes.defaultName))
        for name in Self.sceneNames {
            #expect(run.stdout.contains(name), "the \(shell) script does not offer the scene \(name)")
        }
    }

    /// Bash, given the script, completes `pantograph --scene PREFIX` to the scenes
    /// that start with PREFIX.
    @Test(arguments: [
        ("", sceneNames),
        ("h", ["hero"]),
        ("mo", ["modal"]),
        ("x", []),
    ])
    func bashCompletesSceneNames(prefix: String, expected: [String]) throws {
        let script = try pantograph(["--generate-completion-script", "bash"])
        try withTemporaryDirectory { dir in
            let file = try writeFile("pantograph.bash", script.stdout, in: dir)
            let probe = """
                source "$1"
                COMP_WORDS=(pantograph --scenario "$2"); COMP_CWORD=2
                COMP_LINE="pantograph --scenario $2"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
                _pantograph pantograph "$2" --scenario
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let run = try runProcess("/usr/bin/env", ["bash", "-c", probe, "probe", file.path, prefix])
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.split(separator: "\n").map(String.init) == expected, "\(run)")
        }
    }
}
