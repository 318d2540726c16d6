/// Every status `treebench` exits with, named once. The numbers follow BSD's `sysexits.h` where
/// one fits, so scripts can tell a bad file from a bad command line from a broken disk.
struct ExitStatus: RawRepresentable, Hashable, Sendable {
    /// The number the process exits with.
    let rawValue: Int32

    /// Everything worked.
    static let success = ExitStatus(rawValue: 0)
    /// Any other failure: a layout that breaks an invariant, a regression, an engine that failed.
    static let failure = ExitStatus(rawValue: 1)
    /// The command was used wrongly (`EX_USAGE`); ArgumentParser exits so on parse errors too.
    static let usage = ExitStatus(rawValue: 64)
    /// The input data is not valid (`EX_DATAERR`).
    static let invalidData = ExitStatus(rawValue: 65)
    /// An input file is missing or unreadable (`EX_NOINPUT`).
    static let noInput = ExitStatus(rawValue: 66)
    /// Reading or writing failed part-way: a full disk, a closed pipe, a file that shrank (`EX_IOERR`).
    static let ioError = ExitStatus(rawValue: 74)

    /// Ended by `signal`, as a shell reports it: 128 + the signal's number.
    static func signal(_ signal: Int32) -> ExitStatus { ExitStatus(rawValue: 128 + signal) }
}
