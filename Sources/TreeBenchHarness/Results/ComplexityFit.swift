import Foundation

/// A power law `time ≈ c · people^slope` fitted by least squares on log–log axes.
///
/// A slope near 1 is linear time, near 2 quadratic. The fit is over every case an engine
/// finished, each case's median time a point.
package struct ComplexityFit: Hashable, Sendable, Codable {
    /// The exponent: the slope of log(time) against log(people).
    package var slope: Double
    /// log10 of the constant `c` (seconds at one person).
    package var intercept: Double
    /// The coefficient of determination of the fit on log–log axes (1 is a perfect line).
    package var rSquared: Double
    /// The number of points fitted.
    package var points: Int

    /// Creates a fit from its values.
    package init(slope: Double, intercept: Double, rSquared: Double, points: Int) {
        self.slope = slope
        self.intercept = intercept
        self.rSquared = rSquared
        self.points = points
    }

    /// Fits `(people, seconds)` points; `nil` unless there are two distinct positive sizes.
    ///
    /// - Complexity: O(n).
    package init?(_ points: [(people: Int, seconds: Double)]) {
        let logs = points.filter { $0.people > 0 && $0.seconds > 0 }.map {
            (log10(Double($0.people)), log10($0.seconds))
        }
        guard logs.count >= 2 else { return nil }
        let count = Double(logs.count)
        let meanX = logs.reduce(0) { $0 + $1.0 } / count
        let meanY = logs.reduce(0) { $0 + $1.1 } / count
        let sxx = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
        let sxy = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let syy = logs.reduce(0) { $0 + ($1.1 - meanY) * ($1.1 - meanY) }
        guard sxx > 0 else { return nil }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        rSquared = syy > 0 ? (sxy * sxy) / (sxx * syy) : 1
        self.points = logs.count
    }

    /// The fitted time in seconds at `people`.
    package func seconds(at people: Double) -> Double {
        pow(10, intercept + slope * log10(people))
    }
}
