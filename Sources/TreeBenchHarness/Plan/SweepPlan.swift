package import FamilyTree
package import TreeLayout

/// What a sweep measures: every family of the grid generations × members × seeds × shapes, laid out
/// by every engine.
///
/// Cases run smallest first (by members, then generations, seed and shape), so that once an engine
/// times out at a size the larger sizes can be skipped for it.
package struct SweepPlan: Hashable, Sendable, Codable {
    /// Generation counts of the families.
    package var generations: [Int]
    /// Member (people) counts of the families.
    package var members: [Int]
    /// Generator seeds; each grid point is generated once per seed.
    package var seeds: [UInt64]
    /// Generator shapes; empty means the generator's default shape only.
    package var shapes: [String]
    /// Engine names, as the engine catalog knows them (`native`, `native:boundingBox`, `dot`, …).
    package var engines: [String]
    /// Timed runs per engine per case; the median, minimum and maximum are kept.
    package var repetitions: Int
    /// Untimed runs per engine per case before the timed ones.
    package var warmUps: Int
    /// The longest one layout run of an isolated engine may take, in seconds, before its worker is killed.
    package var timeoutSeconds: Double
    /// The most resident memory an isolated engine's worker may use, in mebibytes, before it is killed.
    package var memoryLimitMiB: Int
    /// Box size and gaps every engine is given.
    package var geometry: LayoutGeometry
    /// Whether engines run at every size, even above their catalog's default size limit
    /// (``EngineCatalog/defaultSizeLimit(_:)``: igraph above 30,000 people). `nil` in files
    /// written before the option existed, which is `false`.
    package var everySize: Bool?

    /// The most people each named engine is given in this plan (larger cases are `skipped`),
    /// replacing the catalog's default limits (``EngineCatalog/defaultSizeLimit(_:)``); `nil`
    /// for the catalog's defaults alone.
    package var sizeLimits: [String: Int]?

    /// The part of the cases this run measures (`--shard I/N`), or `nil` for all of them.
    package var shard: SweepShard?

    /// Whether engines run at every size (``everySize``, `false` when unset).
    package var runsEverySize: Bool { everySize ?? false }

    /// Families given as files (`treebench run --family`), measured after the grid, by name.
    package var givenFamilies: [SweepCase]?

    /// Which chart every generated case is (`treebench run --chart`); `nil` (files written before
    /// the option) is a descendant chart.
    package var chart: ChartKind?
    /// The pedigree-collapse rate of ancestor charts and hourglasses
    /// (``GenealogyKit/PedigreeGenerator/collapseRate``); `nil` for none.
    package var collapseRate: Double?
    /// The remarriage rate of every generated family (descendant charts and an hourglass's
    /// descendants, ``GenealogyKit/GenealogyGenerator/remarriageRate``: `treebench run
    /// --remarriage-rate`); `nil` for none.
    package var remarriageRate: Double?

    /// Creates a plan.
    package init(
        generations: [Int],
        members: [Int],
        seeds: [UInt64],
        shapes: [String] = [],
        engines: [String],
        repetitions: Int = 3,
        warmUps: Int = 1,
        timeoutSeconds: Double = 60,
        memoryLimitMiB: Int = 4096,
        geometry: LayoutGeometry = LayoutGeometry()
    ) {
        self.generations = generations
        self.members = members
        self.seeds = seeds
        self.shapes = shapes
        self.engines = engines
        self.repetitions = repetitions
        self.warmUps = warmUps
        self.timeoutSeconds = timeoutSeconds
        self.memoryLimitMiB = memoryLimitMiB
        self.geometry = geometry
    }

    /// Every case of the grid, smallest first; grid points where the generator cannot place the
    /// members (fewer people than generations) are left out.
    ///
    /// An ancestor chart's case is a pedigree of `members` boxes, whose generations follow from
    /// them (every row full but the last): the plan's generations and shapes do not vary it.
    ///
    /// - Complexity: O(c log c) for c grid points.
    package var cases: [SweepCase] {
        let kind = chart ?? .descendants
        let shapeAxis: [String?] = shapes.isEmpty || kind == .ancestors ? [nil] : shapes.map { $0 }
        var cases: [SweepCase] = []
        for memberCount in members {
            let generationAxis =
                kind == .ancestors ? [SweepCase.pedigreeGenerations(boxes: memberCount)] : generations
            for generationCount in generationAxis where generationCount >= 1 && memberCount >= generationCount {
                for seed in seeds {
                    for shape in shapeAxis {
                        var sweepCase = SweepCase(
                            generations: generationCount, members: memberCount, seed: seed, shape: shape)
                        if kind != .descendants {
                            sweepCase.chart = kind
                            sweepCase.collapseRate = collapseRate
                        }
                        if kind != .ancestors, let remarriageRate, remarriageRate > 0 {
                            sweepCase.remarriageRate = remarriageRate
                        }
                        cases.append(sweepCase)
                    }
                }
            }
        }
        return cases.sorted() + (givenFamilies ?? [])
    }

    /// The most people `engine` is given: none with ``everySize``, else the plan's own limit
    /// or the catalog's default.
    package func sizeLimit(of engine: String) -> Int? {
        guard !runsEverySize else { return nil }
        return sizeLimits?[engine] ?? EngineCatalog.defaultSizeLimit(engine)
    }

    /// The cases this run measures with their positions in ``cases``: all of them, or the
    /// ``shard``'s part.
    ///
    /// - Complexity: O(c log c) for c grid points.
    package var shardCases: [(position: Int, sweepCase: SweepCase)] {
        cases.enumerated().filter { shard?.contains(position: $0.offset) ?? true }.map { ($0.offset, $0.element) }
    }
}
