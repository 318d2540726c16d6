import Foundation

/// Runs work on a thread of its own with a stack far larger than a process's main thread or a
/// task's (8 MiB at most): Graphviz's dot recurses along a graph's longest path (174,558 frames for
/// a chain of 100,000 generations), which overflowed those stacks with SIGSEGV.
enum LargeStackThread {
    /// The stack's size: address space reserved, touched only as deep as the recursion goes.
    static let stackBytes = 1 << 30

    /// Runs `body` on a new thread with a ``stackBytes`` stack and waits for it; runs it on the
    /// calling thread when no such thread can be made (the address space is short).
    static func run<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            let job = Job(body)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackBytes)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
            let started = pthread_create(
                &thread, &attributes,
                { context in
                    let job = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue()
                    (job as! Runnable).runBody()
                    return nil
                }, context)
            guard started == 0 else {
                Unmanaged<AnyObject>.fromOpaque(context).release()
                return body()
            }
            pthread_join(thread, nil)
            return job.result!
        }
    }

    private protocol Runnable { func runBody() }

    /// The work and its result, shared with the thread that runs it.
    private final class Job<Result>: Runnable {
        let body: () -> Result
        var result: Result?
        init(_ body: @escaping () -> Result) { self.body = body }
        func runBody() { result = body() }
    }
}
