import PantographEngine

extension Judge {
    /// Each trace's intent: what its file says, or, with `infer intent`, what
    /// `IntentInference` reads from the traces around it; by file, in the rows' order
    /// (`JudgedFile.forEachRow`).
    struct Labels: Sendable {
        /// Empty for a file with no label at all.
        var byFile: [[IntentInference.Label?]]
        /// How soon a retry or an undo must follow; nil: nothing inferred.
        var within: Double?
        /// The policy whose decisions stand for what the app did.
        var policy: PolicyName
        /// The traces labelled, by where their label came from.
        var counts: [IntentInference.Source: Int] = [:]
        /// Every trace, labelled or not.
        var traces = 0

        var labelled: Int { counts.values.reduce(0, +) }

        init(_ files: [JudgedFile], inferringWithin within: Double?, policy: PolicyName) {
            self.within = within
            self.policy = policy
            let p = PolicyName.allCases.firstIndex(of: policy)!
            byFile = files.map { file in
                var said: [IntentInference.Label?] = []
                var gestures: [IntentInference.Gesture] = []
                var any = false
                said.reserveCapacity(file.count)
                if within != nil { gestures.reserveCapacity(file.count) }
                file.forEachRow { _, _, row in
                    said.append(row.intent.map { IntentInference.Label(intent: $0, source: .file) })
                    any = any || row.intent != nil
                    guard within != nil else { return }
                    let outcome: Decision? = if case .judged(_, _, let decisions) = row.verdict { decisions[p] } else { nil }
                    gestures.append(IntentInference.Gesture(start: row.start, end: row.end, way: row.way, outcome: outcome))
                }
                if let within {
                    for (i, inferred) in IntentInference.infer(gestures, within: within).enumerated() where said[i] == nil {
                        said[i] = inferred
                        any = any || inferred != nil
                    }
                }
                return any ? said : []
            }
            traces = files.reduce(0) { $0 + $1.count }
            for labels in byFile {
                for case let label? in labels { counts[label.source, default: 0] += 1 }
            }
        }

        func label(file: Int, index: Int) -> IntentInference.Label? {
            let labels = byFile[file]
            return labels.isEmpty ? nil : labels[index]
        }

        /// `result.intent`: how many traces were labelled, and how.
        var json: JSON {
            .object([("labelled", .number(Double(labelled))), ("unlabelled", .number(Double(traces - labelled))),
                     ("within", within.map(JSON.number) ?? .null),
                     ("from", .object(IntentInference.Source.allCases.map { ($0.rawValue, .number(Double(counts[$0] ?? 0))) }))])
        }

        /// One sentence: how many traces carry an intent, and where each came from.
        var sentence: String {
            let file = counts[.file] ?? 0
            var parts: [String] = []
            if file > 0 || within == nil { parts.append("\(file) by \(file == 1 ? "its file" : "their files")") }
            if let within {
                let inferred = labelled - file
                let how = [(IntentInference.Source.retried, "retried, meant finish"), (.undone, "undone, meant cancel"),
                           (.kept, "kept")].map { "\(counts[$0] ?? 0) \($1)" }
                parts.append("\(inferred) inferred from \(policy)'s decisions with a next gesture within "
                             + "\(Values.show(within)) s (\(how.joined(separator: "; ")))")
            }
            let left = traces - labelled
            return "intent: \(labelled) of \(traces) trace\(traces == 1 ? "" : "s") labelled, " + parts.joined(separator: ", ")
                + (left > 0 ? "; \(left) not labelled" : "")
        }
    }

    /// Each policy's decisions against intent over the labelled traces judged.
    struct Accuracy: Sendable {
        /// Per policy, six counts: meant finish × (finished, cancelled, stayed), then
        /// meant cancel × the same.
        var matrices: [[Int]]
        /// Per policy, how many traces it got wrong, and the first `keeping` of them.
        var wrongCounts: [Int]
        var wrong: [[(place: Place, meant: Intent)]]
        let keeping: Int
        /// Labelled traces judged.
        var labelled = 0

        init(policies: Int, keeping: Int) {
            matrices = Array(repeating: Array(repeating: 0, count: 6), count: policies)
            wrongCounts = Array(repeating: 0, count: policies)
            wrong = Array(repeating: [], count: policies)
            self.keeping = keeping
        }

        mutating func count(_ decisions: Decisions, meant: Intent, at place: Place) {
            labelled += 1
            let row = meant == .finish ? 0 : 3
            for p in decisions.indices {
                matrices[p][row + Decisions.code(decisions[p])] += 1
                if !meant.agrees(with: decisions[p]) {
                    wrongCounts[p] += 1
                    if wrong[p].count < keeping { wrong[p].append((place, meant)) }
                }
            }
        }

        /// Traces on which policy `p` did what the user meant.
        func agree(_ p: Int) -> Int { matrices[p][0] + matrices[p][4] }

        /// `result.accuracy`: per policy, the traces that agree, of how many, and the
        /// matrix; null when no trace judged has an intent.
        func json(names: [String]) -> JSON {
            guard labelled > 0 else { return .null }
            func row(_ counts: ArraySlice<Int>) -> JSON {
                .object(zip(["finish", "cancel", "stay"], counts).map { ($0, .number(Double($1))) })
            }
            return .object(names.enumerated().map { p, name in
                (name, .object([("labelled", .number(Double(labelled))), ("agree", .number(Double(agree(p)))),
                                ("accuracy", .number(Double(agree(p)) / Double(labelled))),
                                ("meantFinish", row(matrices[p][0..<3])), ("meantCancel", row(matrices[p][3..<6]))]))
            })
        }
    }

    /// `12.5 %`: a share of a count, to a tenth of a point.
    static func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? Numbers.fixed(Double(part) / Double(whole) * 100, 1) + " %" : "–"
    }

    /// The labels' sentence, the table of agreement with intent, and the traces each
    /// policy gets wrong (the first `shown`); nothing when no trace has an intent and
    /// none was inferred.
    static func intentText(_ labels: Labels, accuracy: Accuracy, names: [String], sim: Simulator, shown: Int,
                           width: Int, row: (Place) -> (String, ReleaseInput, Decisions)?) -> String {
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
            let mark = name == sim.settings.policy.rawValue ? "*" : " "
            let m = accuracy.matrices[p]
            text += mark + " " + TextLayout.pad(name, nameWidth) + "  "
                + TextLayout.leftPad(percent(accuracy.agree(p), of: accuracy.labelled), 8) + " "
                + m[0..<3].map { TextLayout.leftPad(String($0), 7) }.joined() + "   "
                + m[3..<6].map { TextLayout.leftPad(String($0), 7) }.joined() + "\n"
        }
        // With nothing listed, the counts are one block.
        if shown == 0 { text += "\n" }
        for (p, name) in names.enumerated() where accuracy.wrongCounts[p] > 0 {
            let count = accuracy.wrongCounts[p]
            let listed = min(count, shown)
            text += (listed > 0 ? "\n" : "") + TextLayout.wrap("\(name) is wrong on \(count) trace\(count == 1 ? "" : "s")" + listing(listed, of: count),
                                           first: "", width: width)
            guard listed > 0 else { continue }
            text += table(accuracy.wrong[p].prefix(listed).map { wrong in
                guard let (label, input, decisions) = row(wrong.place) else { return nil }
                return (label, input, "\(wrong.meant.rawValue) → \(decisions[p].rawValue)")
            }, last: "meant → did")
        }
        return text
    }
}
