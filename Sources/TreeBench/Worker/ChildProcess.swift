import Foundation
import Glibc

/// A child process started with `posix_spawn` in its own process group, with its standard output
/// and error on pipes. Owns the pid and the pipe ends; the child is killed and reaped if the
/// owner forgets.
final class ChildProcess {
    /// How a child ended.
    struct Status {
        /// The exit code, when it exited.
        var exitCode: Int32?
        /// The signal, when one killed it.
        var signal: Int32?
    }

    private let pid: pid_t
    private var stdoutFD: Int32
    private var stderrFD: Int32
    private var reaped: Status?

    private init(pid: pid_t, stdoutFD: Int32, stderrFD: Int32) {
        self.pid = pid
        self.stdoutFD = stdoutFD
        self.stderrFD = stderrFD
    }

    deinit {
        if reaped == nil {
            kill()
        }
        closePipes()
    }

    /// Starts `executable` with `arguments`, the inherited environment plus `extraEnvironment`,
    /// standard input from /dev/null.
    ///
    /// - Throws: ``SweepError/workerLaunch(_:)`` naming the executable and the system's reason.
    static func spawn(
        executable: String, arguments: [String], extraEnvironment: [String: String]
    ) throws(SweepError)
        -> ChildProcess
    {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw .workerLaunch("pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        var environment = ProcessInfo.processInfo.environment
        environment.merge(extraEnvironment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw .workerLaunch("\(executable): \(String(cString: strerror(spawned)))")
        }
        return ChildProcess(pid: pid, stdoutFD: outPipe[0], stderrFD: errPipe[0])
    }

    /// Whether standard output or error may still deliver bytes.
    var hasOpenPipes: Bool { stdoutFD >= 0 || stderrFD >= 0 }

    /// Waits up to `waitingMilliseconds` for output, then returns what arrived on each pipe.
    /// A pipe that reached its end is closed.
    func read(waitingMilliseconds: Int32) -> (stdout: Data?, stderr: Data?) {
        var fds = [stdoutFD, stderrFD].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), waitingMilliseconds) > 0 else { return (nil, nil) }
        var out: Data?
        var err: Data?
        for entry in fds where entry.revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = Glibc.read(entry.fd, &buffer, buffer.count)
            if count <= 0 {
                close(entry.fd)
                if entry.fd == stdoutFD { stdoutFD = -1 } else { stderrFD = -1 }
                continue
            }
            let bytes = Data(buffer[0..<count])
            if entry.fd == stdoutFD { out = bytes } else { err = bytes }
        }
        return (out, err)
    }

    /// The resident memory of the child and its descendants in bytes (`VmRSS`), or `nil` when
    /// it cannot be read.
    func residentBytes() -> Int? {
        ProcessTree.residentBytes(of: pid)
    }

    /// Kills the child, its process group and everything it started, and reaps the child.
    func kill() {
        guard reaped == nil else { return }
        ProcessTree.kill(groupOf: pid)
        _ = wait()
    }

    /// Waits for the child to end and returns how it ended.
    @discardableResult
    func wait() -> Status {
        if let reaped { return reaped }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let signal = raw & 0x7f
        let status =
            signal == 0 ? Status(exitCode: (raw >> 8) & 0xff, signal: nil) : Status(exitCode: nil, signal: signal)
        reaped = status
        return status
    }

    /// Closes the parent's pipe ends.
    func closePipes() {
        for fd in [stdoutFD, stderrFD] where fd >= 0 { close(fd) }
        stdoutFD = -1
        stderrFD = -1
    }
}
