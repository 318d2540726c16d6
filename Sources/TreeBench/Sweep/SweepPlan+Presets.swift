extension SweepPlan {
    /// The default engines of a sweep, reference engine first.
    public static let defaultEngines = ["native", "native:boundingBox", "dot"]

    /// The quick sweep (`treebench run --quick`): small families, for CI and a first look; well
    /// under 20 seconds on a 2-core machine, dot included.
    public static func quick(engines: [String] = defaultEngines) -> SweepPlan {
        SweepPlan(
            generations: [4, 6], members: [50, 200, 1000], seeds: [1], engines: engines, repetitions: 3,
            warmUps: 1, timeoutSeconds: 20)
    }

    /// The standard sweep (`treebench run`): about a minute on a 2-core machine, enough sizes
    /// for a complexity slope.
    public static func standard(engines: [String] = defaultEngines) -> SweepPlan {
        SweepPlan(
            generations: [4, 8], members: [100, 300, 1000, 2000], seeds: [1], engines: engines,
            repetitions: 3, warmUps: 1, timeoutSeconds: 60)
    }
}
