import Dispatch

/// A task executor with a serial Dispatch queue of its own, outside Swift's cooperative pool.
///
/// The pool has one thread per core. When other work keeps them busy (the layouts timed in this
/// process, parallel tests), a task that waits there for a pool thread resumes late: a watchdog
/// would see a crashed worker's run as timed out, and a sweep would stall between cases. A
/// sweep, and each worker it watches, therefore runs with a preference for one of these, and
/// Dispatch gives each queue a thread when it has work.
final class SerialQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    /// Creates an executor; `label` names its queue in debuggers.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Waits about `milliseconds` on this queue's own timer. (`Task.sleep` is timed by the global
    /// executor, whose pool may be the busy one.)
    func pause(milliseconds: Int) async {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
            queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { wake.resume() }
        }
    }
}
