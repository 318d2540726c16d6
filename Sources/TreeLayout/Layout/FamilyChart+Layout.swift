public import FamilyTree

extension FamilyChart {
    /// Lays out the chart section by section and puts the sections on the page: each section
    /// laid out in its own frame (generation 0 on top, rows going down) by `layoutSection`, turned
    /// by ``SectionFrame`` to run the way ``LayoutOptions/direction`` says for its side, and the
    /// sections of an hourglass moved so that the root's box is one box.
    ///
    /// The one way every engine that lays out single families draws ancestor charts,
    /// hourglasses and other directions, so the turning is written once. A descendant chart laid
    /// out top-down is `layoutSection`'s layout as it is; any other chart is moved so that its
    /// bounds start at the origin.
    ///
    /// Box sizes are page sizes: ``LayoutOptions/boxWidths`` indexed like `FamilyChart.people`
    /// and ``LayoutGeometry/boxHeight``. When rows are columns (``LayoutDirection/isHorizontal``),
    /// a section is laid out with every box ``LayoutGeometry/boxHeight`` wide (the page height,
    /// along the column) and as deep as the widest box of the chart, so every column is as wide
    /// as its widest person; each box keeps its own width on the page.
    ///
    /// - Parameters:
    ///   - options: Page box sizes, gaps, strategy and direction.
    ///   - engine: The name the layout carries.
    ///   - layoutSection: Lays out one section's family in the section frame, given the options
    ///     for it (box widths indexed like that family's people).
    /// - Returns: A box for every person of the chart, indexed like `FamilyChart.people`, its
    ///   ``FamilyLayout/direction`` the options'.
    /// - Throws: What `layoutSection` throws.
    /// - Complexity: O(people) beyond `layoutSection`.
    public func layoutBySections(
        options: LayoutOptions, engine: String, _ layoutSection: (Family, LayoutOptions) throws -> FamilyLayout
    ) rethrows -> FamilyLayout {
        let direction = options.direction
        if sections.count == 1 && direction.growth(of: sections[0].side) == .down {
            var layout = try layoutSection(sections[0].family, options)
            layout.direction = direction
            return layout
        }
        let pageWidths: [Double]? = direction.isHorizontal ? options.resolvedWidths(forPeople: people) : nil
        let depth = pageWidths.map { $0.max() ?? options.geometry.boxWidth }
        // A section's options, given its box widths: with rows as columns, every box as deep as the widest.
        func sectionOptions(_ gathered: LayoutOptions) -> LayoutOptions {
            var sectionOptions = gathered
            if let depth {
                sectionOptions.geometry.boxWidth = options.geometry.boxHeight
                sectionOptions.geometry.boxHeight = depth
                sectionOptions.boxWidths = .uniform
            }
            return sectionOptions
        }
        if sections.count == 1 {
            // One section (an ancestor chart, or a descendant chart turned): its people are the
            // chart's in the same order, so the box widths are its own and its boxes are turned
            // where they lie, with no copy.
            let section = sections[0]
            var layout = try layoutSection(section.family, sectionOptions(options))
            SectionFrame(growth: direction.growth(of: section.side)).turnOntoPage(&layout.boxes, depths: pageWidths)
            layout.engine = engine
            layout.geometry = options.geometry
            layout.timings = LayoutTimings(
                setup: layout.timings.setup, layout: layout.timings.layout, readBack: layout.timings.readBack)
            layout.direction = direction
            return layout
        }
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: personCount)
        var timings = LayoutTimings()
        for section in sections {
            let layout = try layoutSection(section.family, sectionOptions(options.gathered(for: section)))
            timings.setup += layout.timings.setup
            timings.layout += layout.timings.layout
            timings.readBack += layout.timings.readBack
            let frame = SectionFrame(growth: direction.growth(of: section.side))
            // The second section of an hourglass moves onto the root box the first one placed.
            var shiftX = 0.0
            var shiftY = 0.0
            if !section.draws(0) {
                let root = frame.pageBox(layout.boxes[0], depth: pageWidths.map { $0[section.chartPerson(0)] })
                let placed = boxes[section.chartPerson(0)]
                shiftX = placed.x - root.x
                shiftY = placed.y - root.y
            }
            for (index, box) in layout.boxes.enumerated() where section.draws(index) {
                let chartIndex = section.chartPerson(index)
                var page = frame.pageBox(box, depth: pageWidths.map { $0[chartIndex] })
                page.x += shiftX
                page.y += shiftY
                boxes[chartIndex] = page
            }
        }
        return FamilyLayout(
            engine: engine, boxes: boxes, geometry: options.geometry, timings: timings, direction: direction
        ).translatedToOrigin()
    }
}

extension FamilyLayout {
    /// The layout of `section`'s people in the section's frame (boxes indexed like its family's
    /// people, running top-down), with this layout's engine and ``geometry``, so its anchors and
    /// forks are this layout's.
    ///
    /// - Complexity: O(people of the section).
    public func sectionLayout(_ section: FamilyChart.Section, frame: SectionFrame) -> FamilyLayout {
        FamilyLayout(
            engine: engine,
            boxes: (0..<section.family.personCount).map { frame.sectionBox(boxes[section.chartPerson($0)]) },
            geometry: geometry)
    }
}

extension NativeLayout {
    /// Lays out a chart of any kind: each section by the native engine, turned and joined by
    /// ``FamilyTree/FamilyChart/layoutBySections(options:engine:_:)``. The native engine never fails.
    ///
    /// - Complexity: O(n) time and memory for n people.
    public func layout(_ chart: FamilyChart, options: LayoutOptions) -> FamilyLayout {
        chart.layoutBySections(options: options, engine: name) { family, sectionOptions in
            layout(family, options: sectionOptions)
        }
    }
}

extension LayoutOptions {
    /// The options for one section of a chart: box widths given for the chart's people
    /// (``BoxWidths/table(_:)``) narrowed to the section's, in its order; other options as they are.
    ///
    /// - Complexity: O(people of the section) for a table, O(1) otherwise.
    public func gathered(for section: FamilyChart.Section) -> LayoutOptions {
        guard case .table(let widths) = boxWidths else { return self }
        var narrowed = self
        narrowed.boxWidths = .table((0..<section.family.personCount).map { widths[section.chartPerson($0)] })
        return narrowed
    }
}
