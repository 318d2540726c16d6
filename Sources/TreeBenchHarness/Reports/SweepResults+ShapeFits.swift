import Foundation

extension SweepResults {
    /// The generator shapes of the sweep's generated cases (given families are no shape), in
    /// the plan's order; the generator's default shape is `default`.
    package var generatedShapes: [String] {
        var shapes: [String] = []
        for result in cases where result.parameters.file == nil {
            let shape = result.parameters.shape ?? "default"
            if !shapes.contains(shape) { shapes.append(shape) }
        }
        return shapes
    }

    /// `engine`'s time against people fitted over the generated cases of one shape only, so a
    /// slope compares like with like (a chain and a balanced family of one size cost differently).
    ///
    /// - Complexity: O(cases).
    package func fit(of engine: String, shape: String) -> ComplexityFit? {
        ComplexityFit(
            cases.compactMap { result in
                guard result.parameters.file == nil, (result.parameters.shape ?? "default") == shape,
                    let measurement = result.measurement(of: engine), measurement.status == .ok,
                    let median = measurement.time?.median
                else { return nil }
                return (result.size, median)
            })
    }

    /// The slope of each shape's fit, `balanced 1.02 · chain 1.10`, for one engine; `–` without any.
    package func shapeSlopes(of engine: String) -> String {
        let slopes = generatedShapes.compactMap { shape in
            fit(of: engine, shape: shape).map { "\(shape) " + String(format: "%.2f", $0.slope) }
        }
        return slopes.isEmpty ? "–" : slopes.joined(separator: " · ")
    }
}
