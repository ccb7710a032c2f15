#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@preconcurrency import CReadline
import PantographShell

/// What one call to `ReadlineReader.readLine(prompt:)` produced.
enum ReadResult: Equatable {
    /// An entered line (raw bytes; may hold several lines when text with newlines was
    /// pasted).
    case line([UInt8])
    /// Ctrl-C: the half-typed line is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the terminal input.
    case endOfInput
}

/// GNU readline, set up for the REPL: our own input function (for Ctrl-C), our own
/// signal handling (readline's is switched off), Tab completion through the session,
/// and an in-memory history that `History` fills.
final class ReadlineReader {
    /// Set up readline. `completions` gives the candidates for the last word of the
    /// text before the cursor.
    init(completions: @escaping (String) -> [String]) {
        ReadlineCallbacks.completions = completions
        // Readline must not install signal handlers: SIGINT is ours (`Interrupt`),
        // SIGWINCH too (so that it interrupts our poll and we resize at once).
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_change_environment = 0
        rl_readline_name = UnsafePointer(strdup(Program.current.name))
        rl_getc_function = ReadlineCallbacks.getc
        rl_attempted_completion_function = ReadlineCallbacks.complete
        // Words are separated by blanks, commands by `;` (docs/reference.md).
        rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n;"))
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n;"))
        // The prompt and echo go where the user looks: standard output if it is the
        // terminal, else standard error (`pantograph > log` still shows the prompt).
        rl_outstream = isatty(1) != 0 ? stdout : stderr
        using_history()
        stifle_history(Int32(History.defaultCapacity))
    }

    /// Adds an entry to the in-memory history (the one Up/Down and Ctrl-R browse).
    func addToHistory(_ line: [UInt8]) {
        var bytes = line
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                add_history($0)
            }
        }
    }

    /// Reads one line with `prompt` (re-read by the caller before every line).
    func readLine(prompt: String) -> ReadResult {
        ReadlineCallbacks.interruptEchoed = false
        // NULL is Ctrl-D, end of input, or our READERR after Ctrl-C. (A Ctrl-C that
        // lands just after Enter leaves the line intact; the command it runs then sees
        // the interrupt at once, which is what the user asked for.)
        guard let raw = readline(Self.markingInvisibleSequences(prompt)) else {
            finishLineIfNeeded()
            return Interrupt.isRequested ? .interrupted : .endOfInput
        }
        defer { free(raw) }
        let count = strlen(raw)
        let line = raw.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
        return .line(line)
    }

    /// After Ctrl-C or Ctrl-D readline leaves the cursor after the typed text; the
    /// next output must start on a fresh line. With bracketed paste on (readline's
    /// default on capable terminals) readline already wrote that newline when it
    /// restored the terminal, so only write one when it is off.
    private func finishLineIfNeeded() {
        let bracketedPaste = rl_variable_value("enable-bracketed-paste").map { String(cString: $0) }
        if bracketedPaste != "on" {
            fputs("\n", rl_outstream)
        }
        fflush(rl_outstream)
    }

    /// Readline counts every byte of the prompt as a column unless invisible parts are
    /// wrapped in \u{1} … \u{2} (RL_PROMPT_START_IGNORE / END_IGNORE). The session is
    /// expected to do that for its colours; if a prompt holds escape sequences and no
    /// markers at all, wrap each CSI/OSC sequence here so line editing stays aligned.
    static func markingInvisibleSequences(_ prompt: String) -> String {
        let bytes = Array(prompt.utf8)
        guard bytes.contains(0x1B), !bytes.contains(0x01) else { return prompt }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
                // CSI: parameters and intermediates, then one final byte 0x40…0x7E.
                end += 1
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                end = min(end + 1, bytes.count)
            } else if end < bytes.count, bytes[end] == UInt8(ascii: "]") {
                // OSC: up to BEL or ESC \.
                end += 1
                while end < bytes.count, bytes[end] != 0x07,
                      !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\")) {
                    end += 1
                }
                end = min(end + (end < bytes.count && bytes[end] == 0x1B ? 2 : 1), bytes.count)
            } else {
                end = min(end + 1, bytes.count)
            }
            out.append(0x01)
            out.append(contentsOf: bytes[index..<end])
            out.append(0x02)
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// The C callbacks readline calls. They must be non-capturing `@convention(c)`
/// functions, so they reach the session through this static box.
enum ReadlineCallbacks {
    /// `nonisolated(unsafe)` is safe here: readline is single-threaded and calls back
    /// only from inside `readline()`, on the thread that called it — the REPL's only
    /// thread; the box is written once, before the first `readline()` call.
    nonisolated(unsafe) static var completions: (String) -> [String] = { _ in [] }
    /// Whether `^C` was already echoed for the current line (readline may ask for a key
    /// again after the first READERR; the echo should appear once). Same thread as above.
    nonisolated(unsafe) static var interruptEchoed = false

    /// Reads one byte from standard input for readline.
    ///
    /// Waits with `poll` on standard input and the `Interrupt` self-pipe. On Ctrl-C it
    /// echoes `^C` (as the terminal would) and returns READERR: readline then abandons
    /// the line and `readline()` returns NULL; the reader sees `Interrupt.isRequested`
    /// and reports `.interrupted`. (If readline was in the middle of a key sequence or
    /// a y/n question, it aborts that and asks again: the flag is still set, so the
    /// next call returns READERR too.)
    static let getc: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        while true {
            if Interrupt.isRequested {
                if !interruptEchoed {
                    interruptEchoed = true
                    rl_echo_signal_char(SIGINT)
                }
                return READERR
            }
            if Interrupt.windowChanged.exchange(false, ordering: .sequentiallyConsistent) {
                rl_resize_terminal()
            }
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: Interrupt.wakeRead.load(ordering: .sequentiallyConsistent),
                       events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return EOF
            }
            if fds[1].revents != 0 {
                Interrupt.drainWakePipe()
                continue
            }
            guard fds[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let n = read(0, &byte, 1)
            if n == 1 { return Int32(byte) }
            if n == 0 { return EOF }
            if errno == EINTR || errno == EAGAIN { continue }
            return EOF
        }
    }

    /// `rl_attempted_completion_function`: candidates from the session for the text
    /// before the cursor. Never falls back to file names.
    static let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { _, _, _ in
        rl_attempted_completion_over = 1
        let point = Int(max(0, rl_point))
        let before: String
        if let buffer = rl_line_buffer {
            before = buffer.withMemoryRebound(to: UInt8.self, capacity: point) {
                String(decoding: UnsafeBufferPointer(start: $0, count: point), as: UTF8.self)
            }
        } else {
            before = ""
        }
        var seen = Set<String>()
        let candidates = completions(before).filter { seen.insert($0).inserted }
        guard !candidates.isEmpty else { return nil }
        return makeMatchArray(candidates)
    }

    /// Readline's match list: [0] the text to insert (the candidates' longest common
    /// prefix, or the only candidate — readline then appends a space), then the
    /// candidates, then NULL. Allocated with malloc/strdup: readline frees all of it.
    static func makeMatchArray(_ candidates: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        let substitution = candidates.count == 1 ? candidates[0] : longestCommonPrefix(candidates)
        let entries = candidates.count == 1 ? [substitution] : [substitution] + candidates
        let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
        guard let raw = malloc(size) else { return nil }
        let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() { array[index] = strdup(entry) }
        array[entries.count] = nil
        return array
    }

    /// Longest common prefix by whole characters (never splits a UTF-8 sequence).
    static func longestCommonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < prefix.count, length < characters.count, prefix[length] == characters[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}
