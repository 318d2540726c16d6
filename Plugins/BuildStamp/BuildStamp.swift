import Foundation
import PackagePlugin

/// Writes `BuildStamp.swift` into the `treebench` target: the git commit the build was made
/// from, for `treebench --version`.
///
/// The commit is read from the repository's files (`HEAD`, the branch's ref or `packed-refs`),
/// not by running `git`, and exactly those files are the command's inputs: the stamp is written
/// again when the checked-out commit moves and at no other time. Uncommitted changes are not
/// flagged: that would make every edit of any file an input, so every build would redo the
/// stamp and relink. Outside a git checkout (a source archive) the commit reads `unknown`.
@main
struct BuildStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildStamp.swift")
        let head = GitHead(packageDirectory: context.package.directoryURL)
        let source = """
            // Written by the BuildStamp plugin at build time; not in the repository.
            /// The git commit `treebench` was built from, or `unknown` outside a git checkout.
            let buildCommit = "\(head.commit ?? "unknown")"

            """
        return [
            .buildCommand(
                displayName: "Stamping treebench with commit \(head.commit?.prefix(12) ?? "unknown")",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "stamp", source, output.path],
                inputFiles: head.files,
                outputFiles: [output])
        ]
    }
}

/// The commit a checkout's `HEAD` names, and the files that say so.
struct GitHead {
    /// The full commit hash, when the package is a git checkout.
    var commit: String?
    /// The files read: `HEAD`, and the branch's ref file or `packed-refs`.
    var files: [URL] = []

    init(packageDirectory: URL) {
        let dotGit = packageDirectory.appending(path: ".git")
        // A worktree's `.git` is a file naming its git directory; refs live in the common one.
        var gitDirectory = dotGit
        if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") {
            let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = URL(fileURLWithPath: path, relativeTo: packageDirectory).standardizedFileURL
        }
        var commonDirectory = gitDirectory
        if let text = try? String(contentsOf: gitDirectory.appending(path: "commondir"), encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            commonDirectory = URL(fileURLWithPath: path, relativeTo: gitDirectory.appending(path: "")).standardizedFileURL
        }
        let headFile = gitDirectory.appending(path: "HEAD")
        guard let head = try? String(contentsOf: headFile, encoding: .utf8) else { return }
        files.append(headFile)
        let trimmed = head.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("ref:") else {
            commit = trimmed
            return
        }
        let reference = trimmed.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
        let referenceFile = commonDirectory.appending(path: reference)
        let packed = commonDirectory.appending(path: "packed-refs")
        if let text = try? String(contentsOf: referenceFile, encoding: .utf8) {
            files.append(referenceFile)
            commit = text.trimmingCharacters(in: .whitespacesAndNewlines)
        } else if let text = try? String(contentsOf: packed, encoding: .utf8) {
            files.append(packed)
            commit = text.split(separator: "\n").first { $0.hasSuffix(" " + reference) }.map { String($0.prefix(40)) }
        }
    }
}
