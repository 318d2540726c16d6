import ArgumentParser

extension ExitCode {
    /// The input data is not valid (sysexits' `EX_DATAERR`).
    static let invalidData = ExitCode(65)
    /// The command was used wrongly (sysexits' `EX_USAGE`); ArgumentParser uses it for parse errors too.
    static let usage = ExitCode(64)
}
