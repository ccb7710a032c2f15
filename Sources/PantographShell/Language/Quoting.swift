/// What a message says about the input it refuses: the word itself, cut short when it
/// is long, and the closest word that would have been accepted.
///
/// Every error that quotes input goes through `Quoting.quoted` (or `excerpt`), so a
/// megabyte-long token costs a line of the message, not a megabyte of it.
enum Quoting {
    /// How many characters of a word a message quotes before it cuts it short.
    static let limit = 40

    /// The word as a message shows it, without quotes: itself when it has at most
    /// `limit` characters, else its first `limit` characters, `…` and its length.
    static func excerpt(_ text: some StringProtocol) -> String {
        guard let (head, count) = cut(text) else { return String(text) }
        return "\(head)… (\(count) characters)"
    }

    /// The same in single quotes: `'bogus'`, `'1111…' (1048576 characters)`.
    static func quoted(_ text: some StringProtocol) -> String {
        guard let (head, count) = cut(text) else { return "'\(visible(text))'" }
        return "'\(visible(head))…' (\(count) characters)"
    }

    /// The text with its control characters (C0, DEL, C1) shown as `\xHH`: a word
    /// quoted back to a terminal cannot move the cursor, clear the screen or hide itself
    /// (a NUL, an escape sequence).
    static func visible(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                shown += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The first `limit` characters and the length of a word longer than that; nil
    /// for a word that fits.
    private static func cut(_ text: some StringProtocol) -> (head: String, count: Int)? {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
              end < text.endIndex else { return nil }
        return (String(text[..<end]), text.count)
    }

    /// A message with every overlong word cut short: the net under the messages that
    /// quote input without `quoted` (the engine's, which speak of the text they were
    /// given). A word of more than twice `limit` characters cannot fit a line anyway.
    static func capped(_ message: String) -> String {
        guard message.utf8.count > 2 * limit else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.count > 2 * limit ? excerpt(word) : String(word)
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// The candidate the word was most likely meant to be: the same word in another
    /// case, the one candidate it begins, or the closest within two edits and fewer
    /// edits than the word has characters (the first of equals). Nil when nothing is
    /// close, and for a number: `30` for `fps` is no misspelling of `60`.
    static func closest(to word: some StringProtocol, in candidates: [String]) -> String? {
        // A word too long to quote whole is no misspelling (and its edit distance to a
        // candidate as long would take ages).
        guard word.count <= limit else { return nil }
        let word = String(word)
        guard !word.isEmpty, !candidates.contains(word), (try? Values.number(word)) == nil else { return nil }
        let lowered = word.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        let extended = candidates.filter { $0.hasPrefix(word) }
        if extended.count == 1 { return extended[0] }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - word.count) <= 2 {
            let distance = editDistance(candidate, word)
            // Fewer edits than the word has characters: `x` is no misspelt `at`.
            if distance <= 2, distance < word.count, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Names a message lists, each cut as `excerpt` cuts it: all of them up to `most`,
    /// else the first `most` and how many there are (a scene of 5,000 views is not
    /// listed whole in every message about one of them).
    static func names(_ names: [String], most: Int = 12) -> String {
        let shown = names.prefix(most).map { excerpt(visible($0)) }.joined(separator: ", ")
        return names.count > most ? shown + ", … (\(names.count) in all)" : shown
    }

    /// `; did you mean 'x'?` for the closest candidate, or nothing.
    static func suggestion(for word: some StringProtocol, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean \(quoted($0))?" } ?? ""
    }

    /// The message with the suggestion at the end of its first line, before its notes.
    static func suggesting(_ message: String, for word: some StringProtocol, in candidates: [String]) -> String {
        let suggestion = suggestion(for: word, in: candidates)
        guard !suggestion.isEmpty else { return message }
        let end = message.firstIndex(of: "\n") ?? message.endIndex
        return message[..<end] + suggestion + message[end...]
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
