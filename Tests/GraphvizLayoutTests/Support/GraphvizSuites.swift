import Testing

/// The parent of every suite here, run one test at a time: Graphviz serialises layouts anyway,
/// and the memory-flatness test reads the whole process's resident size, which other tests'
/// allocations running beside it would disturb.
@Suite(.serialized) enum GraphvizSuites {}
