import Testing

/// The parent of every suite here that calls Graphviz in this process, run one test at a time:
/// Graphviz's global state (cgraph's shared strings among it) is not safe to touch from two
/// threads, and not every call of these tests goes through the one lock of `Graphviz.swift`.
@Suite(.serialized) enum GraphvizSuites {}

/// The parent of the suites that run Graphviz's `dot` program only, each call a process of its
/// own: they run in parallel with each other and with everything else.
@Suite enum DotProgramSuites {}
