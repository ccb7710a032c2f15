/// A trap in the app's code (a force unwrap of nil, `fatalError`) as a finding of
/// `explore` (docs/diagnostics.md, "A trap in the app's code"): a worker process ran
/// the session and the trap ended it, so what is known is what the process wrote on
/// standard error before it ended.
extension AppDiagnostic {
    /// The finding's name.
    public static let trappedName = "appTrapped"

    /// The trap the Swift runtime reported in `standardError`: its last `Fatal error`
    /// line, without what varies from run to run (`trapMessage`), or, when there is
    /// none (the process ended otherwise), that it ended.
    public static func trapped(standardError: String) -> AppDiagnostic {
        let line = standardError.split(separator: "\n").last { $0.contains("Fatal error") }
        return AppDiagnostic(name: trappedName, message: line.map { trapMessage(String($0)) }
                                 ?? "the app's code ended the process without a message")
    }

    /// The runtime's line as it printed it, but the same on every run: a path keeps
    /// its last two parts (`trap_harness/main.swift`, as the runtime writes a file's
    /// ID), an address becomes `0x…`.
    static func trapMessage(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            var word = Substring(word)
            if word.hasPrefix("/") {
                word = word.split(separator: "/").suffix(2).joined(separator: "/")[...]
            }
            let hex = word.hasPrefix("0x") ? word.dropFirst(2).prefix(while: \.isHexDigit).count : 0
            if hex > 0 { return "0x…" + word.dropFirst(2 + hex) }
            return String(word)
        }.joined(separator: " ")
    }
}
