import PantographEngine

extension Judge {
    /// How many traces carry an intent, and where each label came from: said by the
    /// files, or inferred (`IntentInference`), summed over the runs as they were
    /// labelled (`Verdicts`, `Tune.Cases`).
    struct IntentSummary: Sendable {
        /// How soon a retry or an undo must follow; nil: nothing inferred.
        var within: Double?
        /// The policy whose decisions stand for what the app did.
        var policy: PolicyName
        /// The traces labelled, in `IntentInference.Source`'s order.
        var counts = Array(repeating: 0, count: IntentInference.Source.allCases.count)
        /// Every trace, labelled or not.
        var traces = 0

        init(within: Double?, policy: PolicyName) {
            self.within = within
            self.policy = policy
        }

        /// A run's counts added.
        mutating func add(_ labelled: [Int], traces: Int) {
            for k in counts.indices { counts[k] += labelled[k] }
            self.traces += traces
        }

        func count(_ source: IntentInference.Source) -> Int {
            counts[IntentInference.Source.allCases.firstIndex(of: source)!]
        }

        var labelled: Int { counts.reduce(0, +) }

        /// `result.intent`: how many traces were labelled, and how.
        var json: JSON {
            .object([("labelled", .number(Double(labelled))), ("unlabelled", .number(Double(traces - labelled))),
                     ("within", within.map(JSON.number) ?? .null),
                     ("from", .object(IntentInference.Source.allCases.map { ($0.rawValue, .number(Double(count($0)))) }))])
        }

        /// One sentence: how many traces carry an intent, and where each came from.
        var sentence: String {
            let file = count(.file)
            var parts: [String] = []
            if file > 0 || within == nil { parts.append("\(file) by \(file == 1 ? "its file" : "their files")") }
            if let within {
                let inferred = labelled - file
                let how = [(IntentInference.Source.retried, "retried, meant finish"), (.undone, "undone, meant cancel"),
                           (.kept, "kept")].map { "\(count($0)) \($1)" }
                parts.append("\(inferred) inferred from \(policy)'s decisions with a next gesture within "
                             + "\(Values.show(within)) s (\(how.joined(separator: "; ")))")
            }
            let left = traces - labelled
            return "intent: \(labelled) of \(traces) trace\(traces == 1 ? "" : "s") labelled, " + parts.joined(separator: ", ")
                + (left > 0 ? "; \(left) not labelled" : "")
        }
    }

    /// `12.5 %`: a share of a count, to a tenth of a point.
    static func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? Numbers.fixed(Double(part) / Double(whole) * 100, 1) + " %" : "–"
    }

    /// The labels' sentence, the table of agreement with intent, and the traces each
    /// policy gets wrong (`wrong`: the first `shown` of each policy's, with what they
    /// meant); nothing when no trace has an intent and none was inferred.
    static func intentText(_ labels: IntentSummary, accuracy: Accuracy, wrong: [[(place: Place, meant: Intent)]],
                           names: [String], marked: String, shown: Int, width: Int,
                           row: (Place) -> (String, ReleaseInput, Decisions)?) -> String {
        guard labels.labelled > 0 || labels.within != nil else { return "" }
        var text = "\n" + TextLayout.wrap(labels.sentence, first: "", width: width)
        guard accuracy.labelled > 0 else { return text }
        let nameWidth = max(6, names.map(\.count).max() ?? 0)
        let lead = 2 + nameWidth + 2 + 8 + 1
        text += TextLayout.wrap("agreement with intent over the \(accuracy.labelled) labelled trace\(accuracy.labelled == 1 ? "" : "s") judged:",
                                first: "", width: width)
        text += String(repeating: " ", count: lead) + TextLayout.leftPad("meant finish", 21)
            + TextLayout.leftPad("meant cancel", 24) + "\n"
        let columns = ["finish", "cancel", "stay"].map { TextLayout.leftPad($0, 7) }.joined()
        text += "  " + TextLayout.pad("policy", nameWidth) + "  " + TextLayout.leftPad("agree", 8) + " " + columns + "   " + columns + "\n"
        for (p, name) in names.enumerated() {
            let mark = name == marked ? "*" : " "
            let m = accuracy.matrices[p]
            text += mark + " " + TextLayout.pad(name, nameWidth) + "  "
                + TextLayout.leftPad(percent(accuracy.agree(p), of: accuracy.labelled), 8) + " "
                + m[0..<3].map { TextLayout.leftPad(String($0), 7) }.joined() + "   "
                + m[3..<6].map { TextLayout.leftPad(String($0), 7) }.joined() + "\n"
        }
        // With nothing listed, the counts are one block.
        if shown == 0 { text += "\n" }
        for (p, name) in names.enumerated() where accuracy.wrong[p] > 0 {
            let count = accuracy.wrong[p]
            let listed = min(count, shown)
            text += (listed > 0 ? "\n" : "") + TextLayout.wrap("\(name) is wrong on \(count) trace\(count == 1 ? "" : "s")" + listing(listed, of: count),
                                           first: "", width: width)
            guard listed > 0 else { continue }
            text += table(wrong[p].prefix(listed).map { wrong in
                guard let (label, input, decisions) = row(wrong.place) else { return nil }
                return (label, input, "\(wrong.meant.rawValue) → \(decisions[p].rawValue)")
            }, last: "meant → did")
        }
        return text
    }
}
