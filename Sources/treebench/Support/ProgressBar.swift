import Foundation
import TreeBench

/// A one-line progress bar with an ETA on standard error, drawn only when standard error is a
/// terminal; silent otherwise (CI logs, pipes).
struct ProgressBar {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let started = ContinuousClock.now
    private var lastDrawn = ContinuousClock.now - .seconds(1)

    /// Redraws the bar for `progress`, at most ten times a second.
    mutating func update(_ progress: SweepProgress) {
        guard isTerminal, ContinuousClock.now - lastDrawn > .milliseconds(100) else { return }
        lastDrawn = ContinuousClock.now
        let share = progress.totalWork > 0 ? min(progress.completedWork / progress.totalWork, 1) : 0
        let filled = Int(share * 24)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 24 - filled)
        let elapsed = (ContinuousClock.now - started).components.seconds
        var eta = "--:--"
        if share > 0.01 {
            let remaining = Int((Double(elapsed) / share) * (1 - share))
            eta = String(format: "%d:%02d", remaining / 60, remaining % 60)
        }
        let line = String(
            format: "\r[%@] %3d%%  %d/%d  %@ %@  ETA %@", bar, Int(share * 100), progress.completedMeasurements,
            progress.totalMeasurements, progress.currentCase.id, progress.engine, eta)
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
