// Times the native engine the way a shared machine allows: a generated family, laid out several
// times in one process, each layout's CPU time (the thread's own, so time spent waiting for a
// core does not count) beside its wall clock, and a checksum of every box so that two builds can
// be compared bit for bit. Instruction counts come from running it under callgrind with
// collection toggled on the layout call (Benchmarks/README.md).
//
//   swift run -c release native-layout-profile PEOPLE GENERATIONS RUNS [DISTRIBUTION] [SHAPE]

import FamilyTree
import TreeLayout

#if canImport(Glibc)
    import Glibc
#endif

/// The calling thread's CPU time, in seconds.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `value` with two decimals.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// A checksum of every coordinate of every box, bit for bit.
func checksum(_ boxes: [PersonBox]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for box in boxes {
        for value in [box.x, box.y, box.width, box.height] {
            hash = (hash &+ value.bitPattern) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
    }
    return hash
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let people = Int(arguments[1]), let generations = Int(arguments[2]),
    let runs = Int(arguments[3])
else {
    print("usage: native-layout-profile PEOPLE GENERATIONS RUNS [DISTRIBUTION] [SHAPE]")
    exit(64)
}
let distribution = arguments.count > 4 ? SiblingDistribution(rawValue: arguments[4]) : .compact
let shape = arguments.count > 5 ? FamilyShape(rawValue: arguments[5]) : .balanced
guard let distribution, let shape else {
    print("unknown distribution or shape")
    exit(64)
}
let family = try Family(
    validating: FamilyGenerator(generations: generations, members: people, seed: 1, shape: shape).generate())
let engine = NativeLayout(distribution: distribution)
print("\(family.personCount) people, \(family.units.count) units, \(distribution), \(shape)")
var best = Double.infinity
for run in 1...max(runs, 1) {
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = threadCPUTime()
    let layout = engine.layout(family, options: LayoutOptions())
    let cpu = threadCPUTime() - cpuStart
    let wall = (clock.now - start) / .seconds(1)
    best = min(best, cpu)
    let perPerson = cpu * 1e9 / Double(family.personCount)
    let hash = String(checksum(layout.boxes), radix: 16)
    print(
        "run \(run): CPU \(rounded(cpu * 1e3)) ms (\(rounded(perPerson)) ns a person), wall \(rounded(wall * 1e3)) ms, boxes \(hash)"
    )
}
print("best CPU time: \(rounded(best * 1e9 / Double(family.personCount))) ns a person")
