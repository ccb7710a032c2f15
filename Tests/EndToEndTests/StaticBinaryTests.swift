import Foundation
import Testing

/// The release binary (scripts/install) is the install for a machine without Swift:
/// the libraries it needs are C's, and it runs with the toolchain's runtime out of
/// reach. It needs the binary CI gives the tests (PANTOGRAPH_RELEASE_BIN); a run
/// without one checks nothing here.
@Suite struct StaticBinaryTests {
    static let linux = FileManager.default.fileExists(atPath: "/proc/self/exe")
    static let script = "pan begin; pan move 0,-300; pan end; expect transition.phase == completed"

    /// The shared libraries `binary` names (`readelf -d`), and its run paths.
    static func dynamicSection(_ binary: String) throws -> (needed: [String], runPaths: [String]) {
        let run = try runProcess("/usr/bin/env", ["readelf", "-d", binary])
        #expect(run.status == 0, "\(run)")
        func bracketed(_ tag: String) -> [String] {
            run.stdout.split(separator: "\n").filter { $0.contains(tag) }.compactMap { line in
                line.split(separator: "[", maxSplits: 1).last.map { String($0.prefix { $0 != "]" }) }
            }
        }
        return (bracketed("(NEEDED)"), bracketed("(RUNPATH)").flatMap { $0.split(separator: ":").map(String.init) })
    }

    static func isSwiftLibrary(_ name: String) -> Bool {
        ["swift", "Foundation", "dispatch", "BlocksRuntime", "icu"].contains { name.contains($0) }
    }

    @Test(.enabled(if: linux, "the Swift runtime is linked in on Linux only"))
    func theReleaseBinaryNeedsNoSwiftLibrary() throws {
        guard let release = BudgetTests.releaseBinary else { return }
        let (needed, runPaths) = try Self.dynamicSection(release)
        #expect(!needed.isEmpty && !needed.contains(where: Self.isSwiftLibrary), "\(needed)")
        #expect(runPaths.allSatisfy { $0 == "$ORIGIN" }, "\(runPaths)")
        // A copy alone in a folder, with no library path: it runs a script.
        try withTemporaryDirectory { dir in
            // Copied by `cp`, as SetupScriptTests does: a file this process held open for
            // writing can be inherited by a process another test starts meanwhile, and
            // exec'ing it then fails with "Text file busy" (seen in CI under ASan).
            let copy = dir.appendingPathComponent("pantograph").path
            let copied = try runProcess("/bin/cp", ["-p", release, copy])
            try #require(copied.status == 0, "cp: \(copied)")
            let run = try runProcess(copy, ["--quiet", "-e", Self.script], environment: ["LD_LIBRARY_PATH": ""])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        }
    }

    /// With the folder of the toolchain's runtime hidden (an empty file system mounted
    /// over it, in a mount namespace of the test's own), the release binary runs and
    /// the debug build does not start: what a machine without Swift would see. Where
    /// the machine allows no mount namespace (not root, not Linux), the check above is
    /// all there is.
    @Test(.enabled(if: linux, "the Swift runtime is linked in on Linux only"))
    func theReleaseBinaryRunsWithTheToolchainHidden() throws {
        guard let release = BudgetTests.releaseBinary else { return }
        let debug = try Binary.require()
        let runtime = try #require(try Self.dynamicSection(debug).runPaths.first { $0.hasPrefix("/") },
                                   "the debug build names no folder of the Swift runtime")
        func hidden(_ binary: String) throws -> Run {
            try runProcess("/usr/bin/env", ["unshare", "-m", "sh", "-c", #"mount -t tmpfs none "$1" && exec "$2" --quiet -e "$3""#,
                                            "sh", runtime, binary, Self.script])
        }
        let control = try hidden(debug)
        guard control.stderr.contains("error while loading shared libraries") else {
            #expect(control.stderr.contains("unshare") || control.stderr.contains("mount"),
                    "the debug build started with its runtime hidden: \(control)")
            return
        }
        let run = try hidden(release)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    }
}
