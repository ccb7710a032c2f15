import Foundation
import Testing
import PantographTestSupport

/// What keeps the package building on macOS as well as Linux, checked from Linux:
/// every glibc-only symbol sits behind `#if canImport(Glibc)`, and readline comes
/// through pkg-config (docs/setup.md).
@Suite struct PortabilityTests {
    static let root = Repository.root

    /// Every Swift file under Sources/ and Tests/, as paths relative to the root.
    static let swiftFiles: [String] = {
        var files: [String] = []
        for folder in ["Sources", "Tests"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }()

    @Test func thereAreSourcesToScan() {
        #expect(Self.swiftFiles.contains("Sources/PantographCommandLine/Terminal/Interrupt.swift"))
        #expect(Self.swiftFiles.count > 50)
    }

    @Test(arguments: swiftFiles)
    func glibcOnlySymbolsAreGuarded(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        for use in GlibcGuard.unguardedUses(in: text) {
            Issue.record("\(path):\(use.line): \(use.symbol) is glibc-only; put it under #if canImport(Glibc) with a Darwin branch")
        }
    }

    /// The scan finds a planted symbol outside a Glibc branch, and only there.
    @Test(arguments: [
        (["var a = sigaction()", "a.__sigaction_handler.sa_handler = h"], [2]),
        (["#if canImport(Glibc)", "a.__sigaction_handler.sa_handler = h", "#else", "a.__sigaction_u.__sa_handler = h", "#endif"], []),
        (["#if canImport(Glibc)", "x()", "#elseif canImport(Darwin)", "_ = pipe2(&fds, 0)", "#endif"], [4]),
        (["#if canImport(Darwin)", "x()", "#else", "_ = pipe2(&fds, 0)", "#endif"], [4]),
        (["#if !canImport(Glibc)", "x()", "#else", "_ = pipe2(&fds, 0)", "#endif"], []),
        (["#if os(Linux)", "#if DEBUG", "_ = memrchr(p, 0, n)", "#endif", "#endif", "_ = memrchr(p, 0, n)"], [6]),
        (["// pipe2(2) would set both flags at once", "let name = \"pipe2\"", "_ = pipe(&fds)"], []),
        (["let pipe2s = 1", "_ = O_PATH"], [2]),
    ] as [([String], [Int])])
    func theScanFindsUnguardedSymbols(lines: [String], expected: [Int]) {
        #expect(GlibcGuard.unguardedUses(in: lines.joined(separator: "\n")).map(\.line) == expected)
    }

    /// The link of `pantograph` carries the flags `pkg-config --libs readline` gives:
    /// SwiftPM found readline through its readline.pc (Package.swift's `pkgConfig`), not
    /// by a name the module map hard-codes.
    @Test func readlineIsLinkedWithPkgConfigFlags() throws {
        let binary = try Binary.require()
        // .build/<triple>/<configuration>/pantograph; SwiftPM's plan is .build/<configuration>.yaml.
        let configuration = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let plan = configuration.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(configuration.lastPathComponent + ".yaml")
        try #require(FileManager.default.fileExists(atPath: plan.path),
                     "no SwiftPM build plan at \(plan.path), next to the binary under test (\(binary))")
        let manifest = try String(contentsOf: plan, encoding: .utf8)
        let link = manifest.split(separator: "\n").first {
            $0.contains("args: [") && $0.contains("\"-emit-executable\"") && $0.contains("\"-module-name\",\"pantograph\"")
        }
        let linkLine = try #require(link, "no link command for pantograph in \(plan.lastPathComponent)")

        let pkgConfig = try runProcess("/bin/sh", ["-c", GlibcGuard.pkgConfigLibs])
        #expect(pkgConfig.status == 0, "pkg-config does not know readline (scripts/setup installs it): \(pkgConfig)")
        let flags = pkgConfig.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(flags.contains("-lreadline"), "\(pkgConfig)")
        for flag in flags where flag.hasPrefix("-L") || flag.hasPrefix("-l") {
            #expect(linkLine.contains("\"\(flag)\""), "the link of pantograph lacks \(flag) from pkg-config")
        }
    }

    /// shim.h refuses a readline that is not GNU readline 7 or later (macOS's libedit
    /// answers to `readline/readline.h` too) with a message that says what to install.
    @Test(arguments: [
        ("#define RL_VERSION_MAJOR 8\n#define RL_VERSION_MINOR 2", true),
        ("#define RL_VERSION_MAJOR 7\n#define RL_VERSION_MINOR 0", true),
        ("#define RL_VERSION_MAJOR 6\n#define RL_VERSION_MINOR 3", false),
        ("#define RL_READLINE_VERSION 0x0402", false),
    ])
    func theShimAsksForGNUReadline(header: String, accepted: Bool) throws {
        try withTemporaryDirectory { dir in
            let readline = dir.appendingPathComponent("readline")
            try FileManager.default.createDirectory(at: readline, withIntermediateDirectories: true)
            try writeFile("readline.h", header + "\n", in: readline)
            try writeFile("history.h", "\n", in: readline)
            let shim = Self.root.appendingPathComponent("Sources/CReadline/shim.h").path
            let run = try runProcess("/usr/bin/env", ["clang", "-fsyntax-only", "-I", dir.path, "-x", "c", shim])
            #expect((run.status == 0) == accepted, "\(run)")
            if !accepted {
                #expect(run.stderr.contains("GNU readline 7 or later"), "\(run)")
                #expect(run.stderr.contains("brew install readline"), "\(run)")
            }
        }
    }
}

/// Finds glibc-only symbols outside `#if canImport(Glibc)` / `#if os(Linux)` branches.
enum GlibcGuard {
    /// Symbols glibc or Linux declare and macOS's libc does not: GNU and Linux
    /// extensions (their man pages say so), glibc's own struct fields, and Linux-only
    /// constants and signals.
    static let glibcOnly: Set<String> = [
        // glibc's spelling of struct sigaction's handler (Darwin: __sigaction_u).
        "__sigaction_handler", "__errno_location",
        // GNU extensions.
        "pipe2", "dup3", "accept4", "memrchr", "rawmemchr", "strchrnul", "mempcpy",
        "secure_getenv", "get_current_dir_name", "canonicalize_file_name",
        "program_invocation_name", "program_invocation_short_name",
        "malloc_usable_size", "mallinfo", "ppoll", "clock_nanosleep", "posix_fadvise",
        "sched_getcpu", "gettid", "getauxval", "prctl",
        // Linux-only kernel interfaces.
        "epoll_create", "epoll_create1", "epoll_ctl", "epoll_wait", "eventfd", "signalfd",
        "timerfd_create", "timerfd_settime", "inotify_init", "inotify_init1", "inotify_add_watch",
        // Linux-only constants and fields.
        "O_PATH", "O_TMPFILE", "O_DIRECT", "MSG_NOSIGNAL", "SOCK_CLOEXEC", "SOCK_NONBLOCK",
        "SIGPOLL", "SIGPWR", "SIGSTKFLT", "st_mtim", "st_atim", "st_ctim",
    ]

    /// The shell command that prints readline's link flags (macOS: Homebrew's
    /// keg-only readline is not on pkg-config's default path).
    static let pkgConfigLibs = """
        if command -v brew >/dev/null 2>&1; then \
        PKG_CONFIG_PATH="$(brew --prefix)/opt/readline/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"; \
        export PKG_CONFIG_PATH; fi; pkg-config --libs readline
        """

    struct Use: Equatable {
        var line: Int
        var symbol: String
    }

    /// The uses of `glibcOnly` symbols in Swift `text` outside a Glibc branch; comments,
    /// string literals and multi-line strings are not code.
    static func unguardedUses(in text: String) -> [Use] {
        /// One `#if` … `#endif`: whether the current branch is for Glibc, and whether
        /// the `#if` was a negated Glibc test (then its `#else` is for Glibc).
        struct Frame { var glibc: Bool; var negated: Bool }
        var frames: [Frame] = []
        var inMultilineString = false
        var uses: [Use] = []
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.contains("\"\"\"") {
                if line.components(separatedBy: "\"\"\"").count == 2 { inMultilineString.toggle() }
                continue
            }
            if inMultilineString { continue }
            if line.hasPrefix("#if ") {
                frames.append(Frame(glibc: isGlibc(line), negated: isNegatedGlibc(line)))
                continue
            }
            if line.hasPrefix("#elseif "), !frames.isEmpty {
                frames[frames.count - 1].glibc = isGlibc(line)
                frames[frames.count - 1].negated = false
                continue
            }
            if line.hasPrefix("#else"), !frames.isEmpty {
                frames[frames.count - 1].glibc = frames[frames.count - 1].negated
                continue
            }
            if line.hasPrefix("#endif") {
                _ = frames.popLast()
                continue
            }
            if frames.contains(where: \.glibc) { continue }
            for word in identifiers(inCodeOf: line) where glibcOnly.contains(word) {
                uses.append(Use(line: index + 1, symbol: word))
            }
        }
        return uses
    }

    static func isGlibc(_ condition: String) -> Bool {
        (condition.contains("canImport(Glibc)") || condition.contains("os(Linux)")) && !isNegatedGlibc(condition)
    }

    static func isNegatedGlibc(_ condition: String) -> Bool {
        condition.contains("!canImport(Glibc)") || condition.contains("!os(Linux)")
    }

    /// The identifiers of a line, without its `//` comment and string literals.
    static func identifiers(inCodeOf line: String) -> [String] {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"", previous != "\\" { inString.toggle(); code.append(" "); previous = character; continue }
            if !inString { code.append(character) }
            previous = character
        }
        return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
