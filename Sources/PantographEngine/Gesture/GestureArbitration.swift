/// UIKit's arbitration between the recognizers one touch reaches, as a value: which
/// may begin, which wait, and which fail because another began. Apple documents the
/// rules (*Coordinating multiple gesture recognizers*, *require(toFail:)*,
/// *gestureRecognizerShouldBegin(_:)*, *canPrevent(_:)*):
///
/// - a recognizer that wants to begin first waits for every recognizer it requires to
///   fail ("delays the current gesture recognizer's transition out of possible"), and
///   fails if one of them recognizes;
/// - then its view's and its delegate's permission is asked, as it leaves `possible`;
/// - it fails if another that is recognizing prevents it (both classes allow it and
///   neither delegate lets them recognize simultaneously);
/// - once it begins, the others still possible that it prevents fail, and those that
///   waited for it to fail fail too; one it was the last requirement of may begin.
///
/// The host asks the questions (the delegates' and the classes' answers, live, as
/// UIKit asks them) and applies what comes back, in order.
public struct GestureArbitration: Hashable, Sendable {
    /// Where one recognizer stands in the arbitration.
    public enum Phase: Hashable, Sendable {
        /// Following the touch; it has not asked to begin.
        case possible
        /// It asked to begin and waits for the recognizers it requires to fail.
        case waiting
        /// Recognized and still following the touch (began, changed).
        case recognizing
        /// Recognized and over: a discrete recognizer, or a continuous one that ended.
        case ended
        case cancelled
        case failed

        /// Not yet recognized or failed: another that begins may still fail it.
        var isUndecided: Bool { self == .possible || self == .waiting }
        /// Recognized, as one waiting for it to fail sees it.
        var hasRecognized: Bool { self == .recognizing || self == .ended }
    }

    /// What a recognizer does, as a host inputs it.
    public enum Input: Hashable, Sendable {
        /// Its touches say it recognized (a pan past its slop, a tap lifted).
        case wantsToBegin(Int, discrete: Bool)
        /// Its touches say it cannot (a tap that moved, a lift before the slop).
        case fails(Int)
        /// A recognizing one ended, or was cancelled.
        case ends(Int)
        case cancels(Int)
    }

    /// What happened, in order: the host sets each recognizer's state and sends a
    /// beginning's actions.
    public enum Event: Hashable, Sendable {
        case began(Int, discrete: Bool)
        case failed(Int)
    }

    /// The questions UIKit asks; each is answered when asked.
    public struct Questions {
        /// Whether the first waits for the second to fail (`require(toFail:)`, the
        /// delegates' `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, the classes').
        public var requiresFailure: (Int, Int) -> Bool
        /// Whether the first, recognizing, keeps the second from recognizing.
        public var prevents: (Int, Int) -> Bool
        /// The view's and the delegate's permission (`gestureRecognizerShouldBegin`).
        public var mayBegin: (Int) -> Bool

        public init(requiresFailure: @escaping (Int, Int) -> Bool, prevents: @escaping (Int, Int) -> Bool,
                    mayBegin: @escaping (Int) -> Bool) {
            self.requiresFailure = requiresFailure
            self.prevents = prevents
            self.mayBegin = mayBegin
        }
    }

    public private(set) var phases: [Phase]
    /// Whether each recognizer that began was discrete, for those waiting that begin later.
    private var discrete: [Bool]

    /// `count` recognizers, all possible.
    public init(count: Int) {
        phases = Array(repeating: .possible, count: count)
        discrete = Array(repeating: false, count: count)
    }

    /// Applies one input; an input about a recognizer out of range, or in a phase it
    /// cannot come from, does nothing.
    public mutating func apply(_ input: Input, asking questions: Questions) -> [Event] {
        var events: [Event] = []
        switch input {
        case .wantsToBegin(let i, let isDiscrete):
            guard phases.indices.contains(i), phases[i] == .possible else { break }
            discrete[i] = isDiscrete
            tryToBegin(i, questions, &events)
        case .fails(let i):
            guard phases.indices.contains(i) else { break }
            fail(i, questions, &events)
        case .ends(let i):
            guard phases.indices.contains(i), phases[i] == .recognizing else { break }
            phases[i] = .ended
        case .cancels(let i):
            guard phases.indices.contains(i), phases[i] == .recognizing else { break }
            phases[i] = .cancelled
        }
        return events
    }

    private func required(by i: Int, _ q: Questions) -> [Int] {
        phases.indices.filter { $0 != i && q.requiresFailure(i, $0) }
    }

    private mutating func tryToBegin(_ i: Int, _ q: Questions, _ events: inout [Event]) {
        let required = required(by: i, q)
        if required.contains(where: { phases[$0].hasRecognized }) { return fail(i, q, &events) }
        if required.contains(where: { phases[$0].isUndecided }) {
            phases[i] = .waiting
            return
        }
        phases[i] = .possible
        guard q.mayBegin(i) else { return fail(i, q, &events) }
        let others = phases.indices.filter { $0 != i }
        if others.contains(where: { phases[$0] == .recognizing && q.prevents($0, i) }) {
            return fail(i, q, &events)
        }
        phases[i] = discrete[i] ? .ended : .recognizing
        events.append(.began(i, discrete: discrete[i]))
        for o in others where phases[o].isUndecided && q.prevents(i, o) { fail(o, q, &events) }
        for w in others where phases[w] == .waiting { retry(w, q, &events) }
    }

    private mutating func fail(_ i: Int, _ q: Questions, _ events: inout [Event]) {
        guard phases[i].isUndecided else { return }
        phases[i] = .failed
        events.append(.failed(i))
        for w in phases.indices where phases[w] == .waiting { retry(w, q, &events) }
    }

    /// A waiting recognizer looks again at the ones it requires to fail.
    private mutating func retry(_ w: Int, _ q: Questions, _ events: inout [Event]) {
        guard phases[w] == .waiting else { return }
        let required = required(by: w, q)
        if required.allSatisfy({ phases[$0] == .failed || phases[$0] == .cancelled }) {
            tryToBegin(w, q, &events)
        } else if required.contains(where: { phases[$0].hasRecognized }) {
            fail(w, q, &events)
        }
    }
}
