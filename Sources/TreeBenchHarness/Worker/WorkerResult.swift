package import FamilyTree
package import TreeLayout

/// The end of a worker's case: the family's size and the checker's report on its layout.
package struct WorkerResult: Hashable, Sendable, Codable {
    /// The number of people laid out.
    package var people: Int
    /// The checker's verdict on the last layout.
    package var report: LayoutReport
    /// The last layout's boxes, when the request asked for them.
    package var boxes: [PersonBox]?
    /// The family laid out, as a document, when the request asked for it.
    package var family: ChartDocument?
    /// The allocation high-water mark of the first layout call in bytes (``LayoutMemory``), plus a
    /// peer runtime's peak resident size.
    package var layoutPeakBytes: Int?
    /// The most resident memory the worker and the processes it waited for held, in bytes: what
    /// the harness holds to the memory limit when the case ended before its watchdog looked.
    package var residentPeakBytes: Int?

    /// Creates a result.
    package init(
        people: Int, report: LayoutReport, boxes: [PersonBox]? = nil, family: ChartDocument? = nil,
        layoutPeakBytes: Int? = nil, residentPeakBytes: Int? = nil
    ) {
        self.people = people
        self.report = report
        self.boxes = boxes
        self.family = family
        self.layoutPeakBytes = layoutPeakBytes
        self.residentPeakBytes = residentPeakBytes
    }
}
