import Testing

@testable import PantographEngine

/// docs/uikit.md, "Gesture recognizers": UIKit's arbitration, case by case, each a
/// rule from Apple's pages (*Coordinating multiple gesture recognizers*,
/// *require(toFail:)*, *gestureRecognizerShouldBegin(_:)*, *canPrevent(_:)*), checked
/// as the whole state after every input and the events in their order.
@Suite struct GestureArbitrationTests {
    typealias Phase = GestureArbitration.Phase
    typealias Event = GestureArbitration.Event

    /// A touch's recognizers and the answers UIKit would get: `requires` pairs (the
    /// first waits for the second to fail), pairs allowed to recognize simultaneously,
    /// pairs where the first cannot prevent the second, and those refused permission.
    struct World {
        var count: Int
        var requires: Set<[Int]> = []
        var simultaneous: Set<Set<Int>> = []
        var cannotPrevent: Set<[Int]> = []
        var refused: Set<Int> = []
        /// Who was asked for permission, in order.
        var asked: [Int] = []
    }

    /// Applies `inputs` in turn; returns the events of each and the phases after each.
    static func run(_ world: World, _ inputs: [GestureArbitration.Input]) -> (events: [[Event]], phases: [[Phase]],
                                                                              asked: [Int]) {
        final class Log { var asked: [Int] = [] }
        let log = Log()
        let questions = GestureArbitration.Questions(
            requiresFailure: { world.requires.contains([$0, $1]) },
            prevents: { a, b in !world.simultaneous.contains([a, b]) && !world.cannotPrevent.contains([a, b]) },
            mayBegin: { i in
                log.asked.append(i)
                return !world.refused.contains(i)
            })
        var arbitration = GestureArbitration(count: world.count)
        var events: [[Event]] = [], phases: [[Phase]] = []
        for input in inputs {
            events.append(arbitration.apply(input, asking: questions))
            phases.append(arbitration.phases)
        }
        return (events, phases, log.asked)
    }

    /// The first to recognize wins; the other, still possible, fails ("by default, no
    /// two gesture recognizers can recognize their gestures simultaneously").
    @Test func theFirstToRecognizePreventsTheOthers() {
        let r = Self.run(World(count: 2), [.wantsToBegin(1, discrete: false), .wantsToBegin(0, discrete: false)])
        #expect(r.events == [[.began(1, discrete: false), .failed(0)], []])
        #expect(r.phases == [[.failed, .recognizing], [.failed, .recognizing]])
        #expect(r.asked == [1])
    }

    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` true: both recognize.
    @Test func simultaneousRecognitionLetsBothBegin() {
        var world = World(count: 2)
        world.simultaneous = [[0, 1]]
        let r = Self.run(world, [.wantsToBegin(1, discrete: false), .wantsToBegin(0, discrete: false)])
        #expect(r.events == [[.began(1, discrete: false)], [.began(0, discrete: false)]])
        #expect(r.phases.last == [.recognizing, .recognizing])
    }

    /// `canPrevent(_:)` false for the one recognizing: the later one still begins, and
    /// the one that began later, which may prevent it, does not fail it (it has
    /// recognized already).
    @Test func oneThatCannotPreventLetsTheOtherBegin() {
        var world = World(count: 2)
        world.cannotPrevent = [[0, 1]]
        let r = Self.run(world, [.wantsToBegin(0, discrete: false), .wantsToBegin(1, discrete: false)])
        #expect(r.events == [[.began(0, discrete: false)], [.began(1, discrete: false)]])
        #expect(r.phases.last == [.recognizing, .recognizing])
        // The other way round: 1 first, and it fails 0, which 0 cannot prevent.
        let s = Self.run(world, [.wantsToBegin(1, discrete: false), .wantsToBegin(0, discrete: false)])
        #expect(s.events == [[.began(1, discrete: false), .failed(0)], []])
    }

    /// `require(toFail:)`: the tap waits, unasked, until the pan fails, then begins
    /// (discrete, straight to ended).
    @Test func aRecognizerWaitsForTheOneItRequiresToFail() {
        var world = World(count: 2)
        world.requires = [[0, 1]]
        let r = Self.run(world, [.wantsToBegin(0, discrete: true), .fails(1)])
        #expect(r.phases == [[.waiting, .possible], [.ended, .failed]])
        #expect(r.events == [[], [.failed(1), .began(0, discrete: true)]])
        #expect(r.asked == [0])
    }

    /// The required one recognizes instead: the one waiting fails.
    @Test func theWaitingOneFailsWhenTheRequiredOneRecognizes() {
        var world = World(count: 2)
        world.requires = [[0, 1]]
        world.simultaneous = [[0, 1]]
        let r = Self.run(world, [.wantsToBegin(0, discrete: true), .wantsToBegin(1, discrete: false)])
        #expect(r.events == [[], [.began(1, discrete: false), .failed(0)]])
        #expect(r.phases.last == [.failed, .recognizing])
        #expect(r.asked == [1])
    }

    /// A recognizer whose requirement already recognized fails at once.
    @Test func aRequirementThatRecognizedFailsTheLaterOne() {
        var world = World(count: 2)
        world.requires = [[0, 1]]
        world.simultaneous = [[0, 1]]
        let r = Self.run(world, [.wantsToBegin(1, discrete: false), .wantsToBegin(0, discrete: false)])
        #expect(r.events == [[.began(1, discrete: false)], [.failed(0)]])
        #expect(r.phases.last == [.failed, .recognizing])
    }

    /// `gestureRecognizerShouldBegin(_:)` false: it fails, and one that waited for it
    /// begins (a sheet's dismiss pan refused while its list is scrolled, the list's
    /// pan waiting for it).
    @Test func aRefusedRecognizerFailsAndFreesTheOneWaiting() {
        var world = World(count: 2)
        world.requires = [[0, 1]]
        world.refused = [1]
        let r = Self.run(world, [.wantsToBegin(0, discrete: false), .wantsToBegin(1, discrete: false)])
        #expect(r.events == [[], [.failed(1), .began(0, discrete: false)]])
        #expect(r.phases.last == [.recognizing, .failed])
        #expect(r.asked == [1, 0])
    }

    /// Nothing is asked of one that fails before it asks to begin.
    @Test func aRecognizerThatFailsIsNeverAsked() {
        let r = Self.run(World(count: 2), [.fails(0), .wantsToBegin(1, discrete: false)])
        #expect(r.events == [[.failed(0)], [.began(1, discrete: false)]])
        #expect(r.asked == [1])
    }

    /// A chain: 0 waits for 1, 1 for 2. When 2 fails, 1 begins and 0, whose
    /// requirement recognized, fails.
    @Test func aChainOfRequirementsResolvesInOrder() {
        var world = World(count: 3)
        world.requires = [[0, 1], [1, 2]]
        let r = Self.run(world, [.wantsToBegin(0, discrete: false), .wantsToBegin(1, discrete: false), .fails(2)])
        #expect(r.phases == [[.waiting, .possible, .possible], [.waiting, .waiting, .possible],
                             [.failed, .recognizing, .failed]])
        #expect(r.events.last == [.failed(2), .began(1, discrete: false), .failed(0)])
    }

    /// A recognizer that ends or is cancelled leaves the arbitration; a cancelled
    /// requirement counts as failed: the one that requires it may begin.
    @Test func endedAndCancelledRecognizersStepAside() {
        let ended = Self.run(World(count: 2), [.wantsToBegin(0, discrete: false), .ends(0)])
        #expect(ended.phases.last == [.ended, .failed])
        var world = World(count: 3)
        world.requires = [[2, 0]]
        world.simultaneous = [[0, 1], [0, 2], [1, 2]]
        let r = Self.run(world, [.wantsToBegin(0, discrete: false), .cancels(0), .wantsToBegin(1, discrete: false),
                                 .wantsToBegin(2, discrete: false)])
        #expect(r.phases == [[.recognizing, .possible, .possible], [.cancelled, .possible, .possible],
                             [.cancelled, .recognizing, .possible], [.cancelled, .recognizing, .recognizing]])
    }

    /// Inputs that cannot apply change nothing: out of range, or from a phase they
    /// cannot come from.
    @Test func anInputThatCannotApplyChangesNothing() {
        let r = Self.run(World(count: 2), [.wantsToBegin(5, discrete: false), .fails(-1), .ends(0), .cancels(1),
                                           .fails(0), .wantsToBegin(0, discrete: false), .fails(0)])
        #expect(r.events == [[], [], [], [], [.failed(0)], [], []])
        #expect(r.phases.last == [.failed, .possible])
    }
}
