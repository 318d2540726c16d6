extension SweepPlan {
    /// The default engines of a sweep, reference engine first; `native:file`, `native:gedcom` and
    /// `native:gramps` are the native engine from file to file (Family JSON, GEDCOM, Gramps XML), so
    /// reading, deriving and writing are measured as the layout is.
    package static let defaultEngines = [
        "native", "native:boundingBox", "native:file", "native:gedcom", "native:gramps", "native-gv", "dot",
    ]

    /// The quick sweep (`treebench run --quick`): small families, for CI and a first look; well
    /// under 20 seconds on a 2-core machine, dot included.
    package static func quick(engines: [String] = defaultEngines) -> SweepPlan {
        SweepPlan(
            generations: [4, 6], members: [50, 200, 1000], seeds: [1], engines: engines, repetitions: 3,
            warmUps: 1, timeoutSeconds: 20)
    }

    /// The standard sweep (`treebench run`): about a minute on a 2-core machine, enough sizes
    /// for a complexity slope.
    package static func standard(engines: [String] = defaultEngines) -> SweepPlan {
        SweepPlan(
            generations: [4, 8], members: [100, 300, 1000, 2000], seeds: [1], engines: engines,
            repetitions: 3, warmUps: 1, timeoutSeconds: 60)
    }

    /// The engines of the large sweep: the native engine in both packings and from file to file,
    /// the peers that reach large sizes, and dot in both forms (the best idiom, and the fastest knobs).
    package static let largeEngines = [
        "native", "native:boundingBox", "native:file", "native:gedcom", "native:gramps", "d3", "igraph", "dot:fast",
        "dot",
    ]

    /// The large sweep (`treebench run --preset large`), what the sharded CI workflow runs:
    /// 10,000 to 10,000,000 people in four shapes and three seeds (84 cases). The Graphviz
    /// engines and igraph stop at 30,000 people, where dot already takes minutes per layout; a run
    /// over the 5-minute time limit is recorded as timed out; GEDCOM and Gramps XML from file to file
    /// stop at 1,000,000, whose genealogies hold about 650 bytes a person. Hours on one 2-core
    /// machine: shard it.
    package static func large(engines: [String] = largeEngines) -> SweepPlan {
        var plan = SweepPlan(
            generations: [12], members: [10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000, 10_000_000],
            seeds: [1, 2, 3], shapes: ["balanced", "wide", "chain", "lopsided"], engines: engines, repetitions: 3,
            warmUps: 1, timeoutSeconds: 300, memoryLimitMiB: 8192)
        plan.sizeLimits = [
            "dot": 30_000, "dot:fast": 30_000, "dot16": 30_000, "native-gv": 30_000, "igraph": 30_000,
            "native:gedcom": 1_000_000, "native:gramps": 1_000_000,
        ]
        return plan
    }
}
