public import FamilyTree

/// The benchmark families: the project's seeded ``FamilyGenerator`` in its balanced shape, one
/// generation more for every tenfold size, so the same sizes give the same families on every run.
public enum BenchmarkFamilies {
    /// The family of `count` people.
    public static func family(people count: Int) -> Family {
        // 1k: 7 generations, 10k: 8, 100k: 9, 1M: 10.
        let generations = 3 + String(count).count
        do {
            let document = try FamilyGenerator(generations: generations, members: count, seed: 1).generate()
            return try Family(validating: document)
        } catch {
            fatalError("the benchmark family of \(count) people could not be made: \(error)")
        }
    }
}
