/// Why a command stops, as the user reads it, and the status it exits with.
///
/// Commands throw it; ``TreeBenchCommand/main()`` prints it and exits, the one place that does.
/// The first line is prefixed with `treebench COMMAND:`; further lines (every problem of a file,
/// a hint) follow as they are.
struct CommandFailure: Error {
    /// What went wrong, line by line; empty when the command has already said everything (a check
    /// whose report, printed on standard output, shows the violations).
    var lines: [String]
    /// The status the process exits with.
    var status: ExitStatus

    /// A failure with its status and lines.
    init(_ status: ExitStatus, _ lines: [String]) {
        self.status = status
        self.lines = lines
    }

    /// A failure with its status and one message (which may hold line breaks).
    init(_ status: ExitStatus, _ message: String) {
        self.init(status, [message])
    }

    /// Invalid input data (65): `subject` (a file, as ``displayName(_:)`` names it) and what is wrong with it.
    static func invalidData(_ subject: String, _ problem: String, details: [String] = []) -> CommandFailure {
        CommandFailure(.invalidData, ["\(subject): \(problem)"] + details)
    }
}

/// How messages name an input path: `<stdin>` for `-`, else the path as given.
func displayName(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
}
