import Foundation
import Testing
import PantographTestSupport

/// `scripts/setup` decides what to install from what the machine has. Each case runs
/// `scripts/setup --dry-run` in a copy of the repository, with nothing on PATH but
/// stand-ins for the commands it asks (`uname`, `id`, `swift`, `pkg-config`,
/// `python3`, `apt-get`, `sudo`, `brew`), and compares the commands it would run.
@Suite struct SetupScriptTests {
    static let root = Repository.root

    /// A machine, as the script can see it.
    struct Machine: Sendable, CustomTestStringConvertible {
        var name: String
        var system = "Linux"
        var root = true
        var sudo = false
        var swift = true
        var aptGet = true
        var brew = false
        /// `pkg-config` on PATH; `readline` whether it knows readline.pc.
        var pkgConfig = true
        var readline = true
        /// Homebrew's readline is installed (its readline.pc is where SwiftPM looks).
        var brewReadline = false
        var python = true
        var pythonModules = true
        var externallyManaged = false

        var testDescription: String { name }
    }

    static let apt = "env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends"
    static let pip = "-m pip install --quiet --disable-pip-version-check jsonschema pexpect"

    /// (machine, the commands printed, the exit status, a phrase standard error holds;
    /// nil: standard error is empty).
    static let cases: [(Machine, [String], Int32, String?)] = [
        (Machine(name: "Linux with everything"), [], 0, nil),
        (Machine(name: "Linux without readline", readline: false),
         ["apt-get update -qq", "\(apt) pkg-config libreadline-dev"], 0, "installing pkg-config libreadline-dev"),
        (Machine(name: "Linux without pkg-config", pkgConfig: false),
         ["apt-get update -qq", "\(apt) pkg-config libreadline-dev"], 0, "installing"),
        (Machine(name: "Linux as a user with sudo", root: false, sudo: true, readline: false),
         ["sudo apt-get update -qq", "sudo \(apt) pkg-config libreadline-dev"], 0, "installing"),
        (Machine(name: "Linux as a user without sudo", root: false, readline: false),
         [], 1, "installing needs root"),
        (Machine(name: "Linux as a user with everything", root: false), [], 0, nil),
        (Machine(name: "Linux without apt-get or readline", aptGet: false, readline: false),
         [], 1, "missing: pkg-config libreadline-dev"),
        (Machine(name: "Debian's python3 without the modules", pythonModules: false, externallyManaged: true),
         ["apt-get update -qq", "\(apt) python3-jsonschema python3-pexpect"], 0, "installing python3-jsonschema"),
        (Machine(name: "Debian without readline or the modules", readline: false, pythonModules: false,
                 externallyManaged: true),
         ["apt-get update -qq", "\(apt) pkg-config libreadline-dev python3-jsonschema python3-pexpect"], 0, "installing"),
        (Machine(name: "Linux without python3", python: false),
         ["apt-get update -qq", "\(apt) python3 python3-jsonschema python3-pexpect"], 0, "installing"),
        (Machine(name: "a pip python3 without the modules", pythonModules: false),
         ["python3 \(pip)"], 0, "with pip"),
        (Machine(name: "a managed python3 and no apt-get", aptGet: false, pythonModules: false,
                 externallyManaged: true),
         ["python3 -m venv .build/venv", ".build/venv/bin/python3 \(pip)"], 0, "into .build/venv"),
        (Machine(name: "macOS with everything", system: "Darwin", aptGet: false, brew: true, brewReadline: true),
         [], 0, nil),
        (Machine(name: "macOS without readline or pkg-config", system: "Darwin", aptGet: false, brew: true,
                 pkgConfig: false),
         ["brew install --quiet readline pkgconf"], 0, "installing readline pkgconf"),
        (Machine(name: "macOS with Homebrew's pkg-config only", system: "Darwin", aptGet: false, brew: true),
         ["brew install --quiet readline"], 0, "installing readline"),
        (Machine(name: "macOS with Homebrew's python3", system: "Darwin", aptGet: false, brew: true,
                 brewReadline: true, pythonModules: false, externallyManaged: true),
         ["python3 -m venv .build/venv", ".build/venv/bin/python3 \(pip)"], 0, "into .build/venv"),
        (Machine(name: "macOS without Homebrew", system: "Darwin", aptGet: false), [], 1, "https://brew.sh"),
        (Machine(name: "no swift", swift: false, readline: false), [], 1, "swift is not on PATH"),
        (Machine(name: "another system", system: "FreeBSD"), [], 1, "FreeBSD is not supported"),
    ]

    @Test(arguments: cases)
    func theScriptInstallsWhatIsMissing(machine: Machine, commands: [String], status: Int32, message: String?) throws {
        let run = try Self.dryRun(on: machine)
        #expect(run.status == status, "\(run)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == commands, "\(run)")
        if let message {
            #expect(run.stderr.contains(message), "\(run)")
        } else {
            #expect(run.stderr.isEmpty, "nothing is missing, so nothing is said: \(run)")
        }
    }

    /// The scripts are valid bash.
    @Test(arguments: ["scripts/setup", "scripts/run", "scripts/test", "scripts/fuzz", ".ci/run"])
    func theScriptsParse(path: String) throws {
        let run = try runProcess("/usr/bin/env", ["bash", "-n", Self.root.appendingPathComponent(path).path])
        #expect(run.status == 0, "\(run)")
    }

    /// CI runs the README's test command.
    @Test func ciRunsTheTestScript() throws {
        let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.split(separator: "\n").contains("exec scripts/test"))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("scripts/test "))
        #expect(readme.contains("scripts/run "))
    }

    /// Under CI the test script runs the suite a second time under AddressSanitizer,
    /// in its own build directory, with the same arguments.
    @Test func ciAlsoRunsTheSuiteUnderAddressSanitizer() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/test"), encoding: .utf8)
        #expect(script.contains("case \"${PANTOGRAPH_ASAN:-${CI:-}}\" in"))
        #expect(script.contains("swift test --sanitize=address --scratch-path .build-asan \"$@\""))
    }

    /// Under CI the test script also builds the engine's documentation with warnings as
    /// errors, through the script a person runs.
    @Test func ciAlsoBuildsTheDocumentationStrictly() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/test"), encoding: .utf8)
        #expect(script.contains("case \"${PANTOGRAPH_DOCC:-${CI:-}}\" in"))
        #expect(script.contains("scripts/docs --warnings-as-errors"))
        let docs = try String(contentsOf: Self.root.appendingPathComponent("scripts/docs"), encoding: .utf8)
        #expect(docs.contains("exec swift package generate-documentation --target PantographEngine \"$@\""))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://github.com/swiftlang/swift-docc-plugin\", from: \"1.5.0\")"))
    }

    /// Runs `scripts/setup --dry-run` copied into a fresh folder (so no real
    /// `.build/venv` is seen), with only stand-ins on PATH.
    static func dryRun(on machine: Machine) throws -> Run {
        try withTemporaryDirectory { dir in
            let scripts = dir.appendingPathComponent("scripts")
            let bin = dir.appendingPathComponent("bin")
            let brewPrefix = dir.appendingPathComponent("homebrew")
            for folder in [scripts, bin, brewPrefix] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let setup = try String(contentsOf: root.appendingPathComponent("scripts/setup"), encoding: .utf8)
            try writeFile("setup", setup, in: scripts)

            var stubs: [String: String] = [
                "uname": "echo \(machine.system)",
                "id": "echo \(machine.root ? 0 : 501)",
            ]
            if machine.swift { stubs["swift"] = "exit 0" }
            if machine.aptGet { stubs["apt-get"] = "exit 0" }
            if machine.sudo { stubs["sudo"] = "exit 0" }
            if machine.pkgConfig { stubs["pkg-config"] = "exit \(machine.readline ? 0 : 1)" }
            if machine.python {
                stubs["python3"] = """
                    case "$2" in
                    *EXTERNALLY-MANAGED*) exit \(machine.externallyManaged ? 0 : 1) ;;
                    *jsonschema*) exit \(machine.pythonModules ? 0 : 1) ;;
                    *) exit 0 ;;
                    esac
                    """
            }
            if machine.brew {
                stubs["brew"] = "echo '\(brewPrefix.path)'"
                if machine.brewReadline {
                    let pc = brewPrefix.appendingPathComponent("opt/readline/lib/pkgconfig")
                    try FileManager.default.createDirectory(at: pc, withIntermediateDirectories: true)
                    try writeFile("readline.pc", "Name: readline\n", in: pc)
                }
            }
            let bash = try #require(["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) })
            // The stand-ins are written apart and copied into bin/ by `cp`: a file this
            // process had open for writing could be inherited by a process another test
            // starts meanwhile, and exec'ing it would then fail with "Text file busy".
            let stage = dir.appendingPathComponent("stage")
            try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
            var staged: [String] = []
            for (name, body) in stubs.sorted(by: { $0.key < $1.key }) {
                let url = try writeFile(name, "#!\(bash)\n\(body)\n", in: stage)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                staged.append(url.path)
            }
            let copied = try runProcess("/bin/cp", ["-p"] + staged + [bin.path])
            try #require(copied.status == 0, "cp: \(copied)")
            return try runProcess(bash, [scripts.appendingPathComponent("setup").path, "--dry-run"],
                                  directory: dir, environment: ["PATH": bin.path])
        }
    }
}
