import Foundation

extension OutputFile {
    /// The first output of `outputs` that is the same file as an input of `inputs` (same device
    /// and inode, through any chain of symbolic links and across hard links), as
    /// `(output, input)` with both paths as the user gave them; `nil` when none is.
    ///
    /// Checked before a command writes anything: replacing the input with the output
    /// (`import f.ged -o f.ged`) would lose the input. An output that does not exist yet, standard
    /// output, a FIFO or a device cannot be an input here; an input of `-` or `/dev/stdin` is
    /// standard input, compared by what it is open on (`layout - -o f.json < f.json`).
    ///
    /// - Complexity: one `stat` per input and one path resolution per output.
    package static func outputNamingAnInput(outputs: [String], inputs: [String]) -> (output: String, input: String)? {
        var identities: [(device: dev_t, inode: ino_t, path: String)] = []
        for input in inputs {
            var status = stat()
            let found =
                input == "-" || input == "/dev/stdin" ? fstat(STDIN_FILENO, &status) == 0 : stat(input, &status) == 0
            if found && status.st_mode & S_IFMT == S_IFREG {
                identities.append((status.st_dev, status.st_ino, input))
            }
        }
        guard !identities.isEmpty else { return nil }
        for output in outputs {
            guard case .regularFile(_, let existing?)? = try? OutputDestination.resolve(output) else { continue }
            if let input = identities.first(where: { $0.device == existing.st_dev && $0.inode == existing.st_ino }) {
                return (output, input.path)
            }
        }
        return nil
    }
}
