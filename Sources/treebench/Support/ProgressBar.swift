import Foundation
import TreeBenchHarness
import TreeLayout

/// A one-line progress bar on standard error: the share of the expected work done, the cases
/// finished (the unit the summary counts), the case and engine running, and the time left
/// (``SweepETA``).
///
/// Drawn when standard error is a terminal and `CI` is not set (CI logs keep no carriage
/// returns); `--progress` or `--no-progress` decides instead when given.
struct ProgressBar {
    /// Whether the bar is drawn.
    let isEnabled: Bool
    private let started = ContinuousClock.now
    private var lastDrawn = ContinuousClock.now - .seconds(1)
    private var estimate = SweepETA()

    /// A bar that draws when `isEnabled`.
    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Whether to draw: `forced` when given, else only on a terminal outside CI.
    ///
    /// - Parameters:
    ///   - forced: `--progress` (true) or `--no-progress` (false), or `nil` for neither.
    ///   - environment: The process's environment; a non-empty `CI` (any value but `false`
    ///     or `0`) means a CI log.
    ///   - isTerminal: Whether standard error is a terminal.
    static func shouldDraw(forced: Bool?, environment: [String: String], isTerminal: Bool) -> Bool {
        if let forced { return forced }
        let ci = environment["CI"]?.lowercased() ?? ""
        let inCI = !ci.isEmpty && ci != "false" && ci != "0"
        return isTerminal && !inCI
    }

    private var elapsed: Double {
        (ContinuousClock.now - started).seconds
    }

    /// Takes a progress report and redraws the bar, at most ten times a second.
    mutating func update(_ progress: SweepProgress) {
        estimate.record(progress, at: elapsed)
        draw(progress)
    }

    private mutating func draw(_ progress: SweepProgress) {
        guard isEnabled, ContinuousClock.now - lastDrawn > .milliseconds(100) else { return }
        lastDrawn = ContinuousClock.now
        FileHandle.standardError.write(Data(("\r" + Self.line(progress, estimate: estimate) + "\u{1B}[K").utf8))
    }

    /// The bar's text for `progress`.
    static func line(_ progress: SweepProgress, estimate: SweepETA) -> String {
        let share = progress.totalWork > 0 ? min(progress.completedWork / progress.totalWork, 1) : 0
        let filled = Int(share * 24)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 24 - filled)
        let workLeft = progress.completedWork < progress.totalWork
        let eta = SweepETA.format(estimate.remainingSeconds(after: progress), workLeft: workLeft)
        return String(
            format: "[%@] %3d%%  case %d/%d  %@ %@  ETA %@", bar, Int(share * 100), progress.completedCases,
            progress.totalCases, progress.currentCase.id, progress.engine, eta)
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
