/// What `treebench --version` prints: the package version and the git commit of the build.
///
/// The version is written here and raised with each release. The commit is baked in at build
/// time by the BuildStamp plugin (`Plugins/BuildStamp`), which reads the repository's `HEAD`
/// and the branch's ref file and lists exactly those files as its inputs: the stamp is
/// rewritten when the checked-out commit moves and never otherwise, so builds do not depend on
/// the state of the working tree (an uncommitted edit does not rebuild the stamp, and the stamp
/// does not say "dirty"), and no `git` program is needed to build.
enum TreeBenchVersion {
    /// The package version.
    static let package = "0.9.0"

    /// `0.9.0 (commit 1a2b3c4d5e6f)`, or `(commit unknown)` when built outside a git checkout.
    static var description: String {
        let commit = buildCommit == "unknown" ? buildCommit : String(buildCommit.prefix(12))
        return "\(package) (commit \(commit))"
    }
}
