import ArgumentParser
import FamilyTree
import Foundation
import TreeBenchHarness

/// `treebench run [--quick] --out DIR`: the side-by-side sweep and its reports.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lay out generated families with every engine, time and check them, and write the reports.",
        discussion: """
            Each engine's case is warm-up runs, then --repeat timed runs (median, min and max kept); the engines \
            take turns case by case, and each ratio is taken against the first engine on the same family, warm to \
            warm (d3, igraph and dot16 lay the family out twice in their runtime and report the second call; the \
            first, cold, is kept beside). native:file is the native engine from file to file, as `treebench layout` \
            runs it: read, validate, lay out and write, each step timed; native:gedcom and native:gramps do the same \
            from a GEDCOM or Gramps XML file, deriving its chart after reading. Engines \
            that may crash (dot) run each case in a worker process with a time and a memory limit; a crash, time-out \
            or memory blow-up is recorded and the sweep goes on. Ctrl-C, SIGTERM or SIGHUP stops it: what was measured is \
            written, marked interrupted, and the exit status is 128 + the signal's number (130, 143, 129).

            Writes results.json, results.csv, summary.md, index.html and benchmark-action.json into --out.

            EXAMPLES:
              treebench run --quick --out treebench-results
              treebench run --generations 6 --members 1000,10000 --engines native,dot --out results
              treebench run --engines native,dot,dot:fast,dot16,d3,igraph --out peers
              treebench run --preset large --shard 2/3 --out shard-2
              treebench run --chart hourglass --collapse-rate 0.05 --engines native,dot --out hourglass
              treebench run --remarriage-rate 0.2 --engines native,dot --out remarriages
            """
    )

    @Flag(help: "The quick sweep: small families, under 20 seconds (for CI and a first look); --preset quick.")
    var quick = false

    @Option(
        help: """
            The grid to start from: quick, standard or large (10,000 to 10,000,000 people, 4 shapes, 3 seeds, \
            engines native,native:boundingBox,native:file,native:gedcom,native:gramps,d3,igraph,dot:fast,dot; dot and \
            igraph to 30,000 people, native:gedcom and native:gramps to 1,000,000; \
            hours: \
            shard it). (default: standard)
            """)
    var preset: Preset?

    /// A named grid.
    enum Preset: String, ExpressibleByArgument, CaseIterable {
        case quick, standard, large
    }

    @Option(help: "Generation counts, comma-separated, each 1…100000 (default: 4,8; quick: 4,6).")
    var generations: CommaList<Int>?

    @Option(
        help: "People counts, comma-separated, each 1…100000000 (default: 100,300,1000,2000; quick: 50,200,1000).")
    var members: CommaList<Int>?

    @Option(help: "Seeds per grid point, seeds 1 to N, N in 1…10000 (default: 1).")
    var seeds: Int?

    @Option(
        help: """
            Family shapes, comma-separated: balanced, wide, chain, lopsided, childless-couples, many-roots, mixed \
            (default: balanced).
            """)
    var shapes: CommaList<String>?

    @Option(
        help: ArgumentHelp(
            "Which chart every case is: descendants (the default), ancestors (a pedigree of --members boxes, every "
                + "row full but the last; --generations and --shapes do not vary it) or hourglass (half the boxes "
                + "such a pedigree, half a generated family of --generations and --shapes below the person).",
            valueName: "kind"))
    var chart: ChartKind?

    @Option(
        name: .customLong("collapse-rate"),
        help:
            "With --chart ancestors or hourglass: the chance that a person's parents are already in the pedigree (pedigree collapse, as when cousins marry), 0…1 (default: 0)."
    )
    var collapseRate: Double?

    @Option(
        name: .customLong("remarriage-rate"),
        help:
            "The chance that a couple with two or more children becomes two marriages of the blood relative, as `treebench generate --remarriage-rate` makes them, so every generated family has partner groups, 0…1 (default: 0)."
    )
    var remarriageRate: Double?

    @Option(
        help:
            "Engines, comma-separated, each once; the first is the reference for ratios (default: native,native:boundingBox,native:file,native:gedcom,native:gramps,native-gv,dot; also dot:fast, d3, igraph, dot16)."
    )
    var engines: CommaList<String>?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw a progress bar on standard error (default: when it is a terminal and CI is not set).")
    var progress: Bool?

    @Option(name: .customLong("repeat"), help: "Timed runs per engine per case, 1…1000 (default: 3).")
    var repetitions: Int?

    @Option(
        name: .customLong("warmup"),
        help: "Untimed runs per engine per case before the timed ones, 0…1000 (default: 1).")
    var warmUps: Int?

    @Option(help: "Time limit of one run of an isolated engine, 0.001…86400 seconds (default: 60; quick: 20).")
    var timeout: Double?

    @Option(
        name: .customLong("memory-limit"),
        help: """
            Memory limit of an isolated engine's worker (dot, dot:fast, native-gv, d3, igraph, dot16), 1…1048576 \
            MiB (default: 4096). Engines run in this process (native, native:boundingBox) have no limit: a plan \
            whose largest family they cannot hold in this machine's available memory (about 1 KB a person) is \
            refused before it starts.
            """)
    var memoryLimit: Int?

    @Flag(
        name: .customLong("every-size"),
        help: "Run every engine at every size, even above its default limit (igraph: 30,000 people).")
    var everySize = false

    @Option(
        name: .customLong("family"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Family files (Family JSON v1, GEDCOM, Gramps XML, genealogy JSON) to measure beside the generated grid, by name.",
            valueName: "file"))
    var families: [String] = []

    @OptionGroup var reading: ReadingOptions

    @Option(
        help: """
            Run only part I of N of the cases (e.g. 2/3): deterministic and balanced by size; join the parts' \
            folders with treebench merge.
            """)
    var shard: String?

    @Option(help: "The folder for the reports.")
    var out = "treebench-results"

    /// The documented ranges (also in each option's help): beyond them a value is a usage error,
    /// where it used to overflow a count, a time or a byte size and trap.
    /// The ranges are the plan's own (``TreeBenchHarness/SweepPlan``), which every results reader holds too.
    static let seedRange = OptionRange(option: "--seeds", range: SweepPlan.seedCountRange, unit: "")
    static let repeatRange = OptionRange(option: "--repeat", range: SweepPlan.repetitionRange, unit: "")
    static let warmUpRange = OptionRange(option: "--warmup", range: SweepPlan.warmUpRange, unit: "")
    static let timeoutRange = OptionRange(option: "--timeout", range: SweepPlan.timeoutRange, unit: "seconds")
    static let memoryLimitRange = OptionRange(option: "--memory-limit", range: SweepPlan.memoryLimitRange, unit: "MiB")
    static let generationRange = OptionRange(option: "--generations", range: SweepPlan.generationRange, unit: "")
    static let memberRange = OptionRange(option: "--members", range: SweepPlan.memberRange, unit: "")
    static let collapseRateRange = OptionRange(option: "--collapse-rate", range: 0.0...1.0, unit: "")
    static let remarriageRateRange = OptionRange(option: "--remarriage-rate", range: 0.0...1.0, unit: "")

    func validate() throws {
        try Self.seedRange.check(seeds)
        try Self.repeatRange.check(repetitions)
        try Self.warmUpRange.check(warmUps)
        try Self.timeoutRange.check(timeout)
        try Self.memoryLimitRange.check(memoryLimit)
        if let list = generations?.values, list.isEmpty { throw ValidationError("--generations needs a number.") }
        try Self.generationRange.check(generations?.values)
        if let list = members?.values, list.isEmpty { throw ValidationError("--members needs a number.") }
        try Self.memberRange.check(members?.values)
        if quick, let preset, preset != .quick {
            throw ValidationError("--quick and --preset \(preset.rawValue) contradict each other; give one.")
        }
        if let shard, SweepShard(parsing: shard) == nil {
            throw ValidationError("--shard needs I/N with 1 ≤ I ≤ N, e.g. 2/3.")
        }
        if let list = engines?.values, list.isEmpty {
            throw ValidationError("--engines needs at least one engine name.")
        }
        try Self.collapseRateRange.check(collapseRate)
        if collapseRate != nil && (chart ?? .descendants) == .descendants {
            throw ValidationError(
                "--collapse-rate is for --chart ancestors or hourglass, whose pedigrees can collapse.")
        }
        try Self.remarriageRateRange.check(remarriageRate)
        if let remarriageRate, remarriageRate > 0, chart == .ancestors {
            throw ValidationError(
                "--remarriage-rate is for descendant charts and hourglasses, whose families are generated.")
        }
        if chart != nil && chart != .descendants && !families.isEmpty {
            throw ValidationError("--family measures descendant charts of the files; give it without --chart.")
        }
        // A value twice would make two cases of one id, which results readers refuse.
        try Self.refuseRepeats("--engines", engines?.values, "engine")
        try Self.refuseRepeats("--generations", generations?.values, "count")
        try Self.refuseRepeats("--members", members?.values, "count")
        try Self.refuseRepeats("--shapes", shapes?.values, "shape")
        try Self.refuseRepeats(
            "--family", families.map { URL(fileURLWithPath: $0).lastPathComponent }, "file name (cases are named by it)"
        )
        if plan().boundedCaseCount == nil {
            throw ValidationError(
                "the grid (generations × members × seeds × shapes) has more than \(SweepPlan.largestCaseCount) cases; "
                    + "give fewer values.")
        }
    }

    /// A usage error when `values` holds one twice.
    private static func refuseRepeats<Value: Hashable & CustomStringConvertible>(
        _ option: String, _ values: [Value]?, _ noun: String
    ) throws {
        var seen = Set<Value>()
        for value in values ?? [] where !seen.insert(value).inserted {
            throw ValidationError("\(option) lists \(value) twice; give each \(noun) once.")
        }
    }

    /// The plan: the preset, with every axis the user set replaced.
    func plan() -> SweepPlan {
        var plan: SweepPlan
        switch preset ?? (quick ? .quick : .standard) {
        case .quick: plan = SweepPlan.quick()
        case .standard: plan = SweepPlan.standard()
        case .large: plan = SweepPlan.large()
        }
        if let engines { plan.engines = engines.values }
        if let generations { plan.generations = generations.values }
        if let members { plan.members = members.values }
        if let seeds { plan.seeds = (1...seeds).map(UInt64.init) }
        if let shapes { plan.shapes = shapes.values }
        if let repetitions { plan.repetitions = repetitions }
        if let warmUps { plan.warmUps = warmUps }
        if let timeout { plan.timeoutSeconds = timeout }
        if let memoryLimit { plan.memoryLimitMiB = memoryLimit }
        if everySize { plan.everySize = true }
        if let shard { plan.shard = SweepShard(parsing: shard) }
        if let chart, chart != .descendants {
            plan.chart = chart
            plan.collapseRate = collapseRate
        }
        if let remarriageRate, remarriageRate > 0 { plan.remarriageRate = remarriageRate }
        return plan
    }

    /// The given families as cases: each file read (and charted) once here, to name its size.
    func givenFamilies() throws -> [SweepCase] {
        try families.map { path in
            let loaded = try loadFamilyChart(path, roots: [], reading: reading, options: try ChartOptions.parse([]))
            // Each worker reads the file again: a pipe or FIFO would be empty by then.
            var status = stat()
            guard path != "-", stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                throw ValidationError(
                    "--family \(path) is not a regular file (a pipe, FIFO or device): every worker reads it "
                        + "again, so save it to a file first")
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            // A DOT family graph is measured as drawn, every node once (what dot draws of it).
            if loaded.source?.format == .dotGraph {
                let chart: FamilyChart
                do {
                    chart = try SweepFamilies.givenChart(absolute, caseID: path)
                } catch {
                    throw CommandFailure.invalidData(
                        displayName(path), "invalid DOT family graph", details: ["\(error)"])
                }
                return SweepCase(
                    generations: chart.rowCount, members: chart.personCount, seed: 0, file: absolute,
                    repeats: chart.repeatCount)
            }
            return SweepCase(
                generations: loaded.chart.rowCount, members: loaded.chart.personCount, seed: 0,
                file: absolute, repeats: loaded.chart.repeatCount)
        }
    }

    func run() async throws {
        // The reports' folder is made and proven writable before minutes of measuring.
        do {
            try OutputFile.prepareFolder(out)
        } catch {
            throw CommandFailure(.ioError, "\(error)")
        }
        var plan = plan()
        try Self.checkMemory(plan)
        if !families.isEmpty { plan.givenFamilies = try givenFamilies() }
        let sweep = Sweep(plan: plan, workerExecutable: RunningExecutable.url.path)
        for name in sweep.plan.engines {
            if let reason = EngineCatalog.unavailableReason(name) {
                printError("treebench run: skipping \(name): \(reason)")
            }
        }
        Interruption.install()
        var bar = ProgressBar(
            isEnabled: ProgressBar.shouldDraw(
                forced: progress, environment: ProcessInfo.processInfo.environment,
                isTerminal: isatty(STDERR_FILENO) == 1))
        let results: SweepResults
        do {
            results = try await sweep.run(progress: { bar.update($0) }, isInterrupted: { Interruption.isRequested })
        } catch {
            bar.finish()
            throw CommandFailure(error.isUsageError ? .usage : .failure, "\(error)")
        }
        bar.finish()
        try SweepReports.write(results, to: out)
        print(Self.terminalReport(results, out: out))
        if results.interrupted {
            let signal = Interruption.stoppingSignal ?? SIGINT
            throw CommandFailure(
                .signal(signal), "interrupted by \(Interruption.name(of: signal)); wrote what was measured to \(out)/")
        }
    }

    /// The most memory an engine run in this process takes per person of the largest case
    /// (family, layout, check and the first case's pictures): 920 bytes measured (`/usr/bin/time
    /// -f %M treebench run --engines native --members 1000000`, debug build), rounded up.
    static let inProcessBytesPerPerson = 1_000.0

    /// Refuses a plan whose largest case an in-process engine cannot hold in this machine's
    /// memory: `--memory-limit` watches only the workers of isolated engines.
    static func checkMemory(_ plan: SweepPlan) throws(CommandFailure) {
        let inProcess = plan.engines.filter { name in
            (try? SweepEngine.named(name)).map { !$0.isIsolated } ?? false
        }
        guard !inProcess.isEmpty, let largest = plan.cases.map(\.members).max() else { return }
        try MemoryEstimate(
            work: "laying out \(largest) people in this process (\(inProcess.joined(separator: ", ")))",
            bytes: Double(largest) * inProcessBytesPerPerson, basis: "about 1 KB a person"
        ).check()
    }

    /// The table and the slopes printed at the end of a run.
    static func terminalReport(_ results: SweepResults, out: String) -> String {
        let table = results.sizeTable()
        var lines = [TextTable.render(header: table.header, rows: table.rows, labelColumns: 2), ""]
        if let given = results.givenFamilyTable() {
            lines += [TextTable.render(header: given.header, rows: given.rows, labelColumns: 4), ""]
        }
        for summary in results.engines {
            var line = "\(summary.engine): slope \(ReportFormat.slope(summary.fit))"
            line += ", invariants passed \(ReportFormat.percent(summary.passRate))"
            let problems = summary.statusCounts.filter { $0.key != MeasurementStatus.ok.rawValue }
            if !problems.isEmpty {
                line +=
                    ", " + problems.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        lines.append("")
        lines.append(
            String(
                format: "%d cases in %.1f s; reports in %@/ (index.html, summary.md, results.json, results.csv, "
                    + "benchmark-action.json)", results.cases.count, results.durationSeconds, out))
        return lines.joined(separator: "\n")
    }
}

extension SweepError {
    /// Whether the user named something wrong (an engine, an empty grid).
    var isUsageError: Bool {
        switch self {
        case .unknownEngine, .unknownShape, .emptyPlan: return true
        default: return false
        }
    }
}

extension Error {
    fileprivate var isUsageError: Bool { (self as? SweepError)?.isUsageError ?? false }
}
