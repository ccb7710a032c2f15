import Testing
@testable import PantographLayout

/// The solver against `BruteForce` on random small systems: after every add, removal,
/// change of constant or priority and suggested value, the solution is feasible, its
/// cost is the exact lexicographic optimum, a variable is ambiguous exactly when the
/// optimal set lets it move, and a refused call was right to refuse and changed
/// nothing.
@Suite struct BruteForceTests {
    static let priorities: [Float] = [250, 500, 750, 751]

    struct Case {
        var rng: SplitMix64
        var solver = Solver()
        var variables: [Variable] = []
        var active: [(id: Solver.ConstraintID, linear: BruteForce.Linear)] = []
        var edits: [Int: (priority: Float, value: Double)] = [:]
        var log: [String] = []

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        mutating func randomLinear() -> BruteForce.Linear {
            var coefficients = variables.map { _ in Double(Int.random(in: -2...2, using: &rng)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<variables.count, using: &rng)] = 1 }
            let relation: BruteForce.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &rng)!
            let priority: Float = Bool.random(using: &rng) && Bool.random(using: &rng) || Int.random(in: 0..<5, using: &rng) == 0
                ? 1000 : BruteForceTests.priorities.randomElement(using: &rng)!
            return BruteForce.Linear(coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &rng)),
                                     relation: relation, priority: priority)
        }

        func constraint(_ linear: BruteForce.Linear) -> Constraint {
            let terms = zip(variables, linear.coefficients).map { LinearExpression.Term($0, $1) }
            let relation: Constraint.Relation = switch linear.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            return Constraint(LinearExpression(terms, constant: linear.constant), relation,
                              priority: LayoutPriority(linear.priority))
        }

        /// The system as the reference sees it: the active constraints and the edits.
        func reference(adding extra: [BruteForce.Linear] = []) -> BruteForce {
            var system = active.map(\.linear) + extra
            for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
                var coefficients = [Double](repeating: 0, count: variables.count)
                coefficients[index] = 1
                system.append(.init(coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority))
            }
            return BruteForce(system: system, variables: variables.count)
        }

        func check(_ step: String) throws {
            let context = (log + [step]).joined(separator: "\n")
            #expect(solver.invariantViolations() == [], "\(context)")
            let reference = reference()
            let optimum = try #require(reference.optimum(), "the reference finds the accepted system infeasible\n\(context)")
            let x = try variables.map { try solver.value(of: $0) }
            #expect(reference.isFeasible(x), "a required constraint is violated at \(x)\n\(context)")
            let cost = reference.cost(x)
            #expect(BruteForce.isClose(cost, optimum.cost), "cost \(cost) at \(x), optimum \(optimum.cost)\n\(context)")
            for (index, variable) in variables.enumerated() {
                let range = optimum.ranges[index]
                let free = range.upperBound - range.lowerBound > 1e-5
                #expect(try solver.isAmbiguous(variable) == free, "x\(index): optimal range \(range)\n\(context)")
            }
        }

        /// A refused call must have been refused rightly and must leave the solver as it was.
        func checkRefusal(_ error: SolverError, before: Solver, with linear: BruteForce.Linear?, _ step: String) {
            let context = (log + [step]).joined(separator: "\n")
            #expect(solver == before, "a refused call changed the solver\n\(context)")
            #expect(error == .unsatisfiable, "\(error)\n\(context)")
            if let linear {
                #expect(reference(adding: [linear]).optimum() == nil, "refused a satisfiable system\n\(context)")
            }
        }

        /// Changes an active constraint into `linear` by `call`; a refusal must be
        /// right (the others and the changed one have no common point) and harmless.
        mutating func change(_ index: Int, to linear: BruteForce.Linear, _ what: String,
                             _ call: (inout Solver, Solver.ConstraintID) throws(SolverError) -> Void) throws {
            let before = solver
            let step = "\(what) of \(active[index].linear) to \(linear)"
            do {
                try call(&solver, active[index].id)
            } catch {
                var others = self
                others.active.remove(at: index)
                checkRefusal(error, before: before, with: nil, step)
                #expect(others.reference(adding: [linear]).optimum() == nil, "refused a satisfiable \(what)\n\(step)")
                return
            }
            active[index].linear = linear
            log.append(step)
            try check(step)
        }

        mutating func run(steps: Int) throws {
            for _ in 0..<Int.random(in: 1...3, using: &rng) { variables.append(solver.makeVariable()) }
            for _ in 0..<steps {
                let before = solver
                let kind = Int.random(in: 0..<10, using: &rng)
                switch kind {
                case 0..<5:
                    let linear = randomLinear()
                    let step = "add \(linear)"
                    do {
                        active.append((try solver.add(constraint(linear)), linear))
                        log.append(step)
                    } catch {
                        checkRefusal(error, before: before, with: linear, step)
                        #expect(linear.priority == 1000, "a weaker constraint was refused\n\(step)")
                        continue
                    }
                    try check(step)
                case 5 where !active.isEmpty:
                    let index = Int.random(in: 0..<active.count, using: &rng)
                    let step = "remove \(active[index].linear)"
                    try solver.remove(active[index].id)
                    active.remove(at: index)
                    log.append(step)
                    try check(step)
                case 6...7 where !active.isEmpty:
                    let index = Int.random(in: 0..<active.count, using: &rng)
                    var linear = active[index].linear
                    linear.constant = Double(Int.random(in: -10...10, using: &rng))
                    try change(index, to: linear, "constant") { (solver, id) throws(SolverError) in
                        try solver.setConstant(linear.constant, of: id)
                    }
                case 8 where !active.isEmpty:
                    let index = Int.random(in: 0..<active.count, using: &rng)
                    var linear = active[index].linear
                    linear.priority = Int.random(in: 0..<3, using: &rng) == 0 ? 1000 : BruteForceTests.priorities.randomElement(using: &rng)!
                    try change(index, to: linear, "priority") { (solver, id) throws(SolverError) in
                        try solver.setPriority(LayoutPriority(linear.priority), of: id)
                    }
                case 9:
                    let index = Int.random(in: 0..<variables.count, using: &rng)
                    let value = Double(Int.random(in: -10...10, using: &rng))
                    if edits[index] == nil {
                        let priority = BruteForceTests.priorities.randomElement(using: &rng)!
                        try solver.addEditVariable(variables[index], priority: LayoutPriority(priority))
                        edits[index] = (priority, try solver.value(of: variables[index]))
                        log.append("edit x\(index) @\(priority)")
                        try check("edit x\(index) @\(priority)")
                    }
                    try solver.suggestValue(value, for: variables[index])
                    edits[index]?.value = value
                    log.append("suggest x\(index) = \(value)")
                    try check("suggest x\(index) = \(value)")
                default:
                    continue
                }
            }
        }
    }

    @Test(arguments: 0..<200)
    func theSolverFindsTheReferenceOptimum(seed: UInt64) throws {
        var test = Case(seed: seed)
        try test.run(steps: 14)
    }
}
