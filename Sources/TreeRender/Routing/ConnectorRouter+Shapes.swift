/// The three route shapes, in a frame where the start heads along +x.
extension ConnectorRouter {
    /// How the arrival direction relates to +x in the canonical frame.
    enum CanonicalArrival {
        /// Arrives heading +y: perpendicular to the exit.
        case perpendicular
        /// Arrives heading +x: parallel to the exit.
        case parallel
        /// Arrives heading −x: against the exit.
        case opposite
    }

    /// The corner points of a route from `a` (heading +x) to `b` in the canonical frame.
    ///
    /// Each shape is a short list of cases; comments give the headings of the legs.
    func canonicalCorners(
        from a: PagePoint, to b: PagePoint, arrival: CanonicalArrival, midway: Double?
    ) -> [PagePoint] {
        let stub = stubLength
        let middleX = midway.flatMap { $0 > Swift.min(a.x, b.x) && $0 < Swift.max(a.x, b.x) ? $0 : nil }
        switch arrival {
        case .perpendicular:
            let exitTowards = b.x > a.x
            let arrivalTowards = b.y > a.y
            switch (exitTowards, arrivalTowards) {
            case (true, true):
                // +x, +y: one bend.
                return [a, PagePoint(x: b.x, y: a.y), b]
            case (false, true):
                // +x stub, +y to halfway, −x, +y.
                let middleY = (a.y + b.y) / 2
                return [
                    a, PagePoint(x: a.x + stub, y: a.y), PagePoint(x: a.x + stub, y: middleY),
                    PagePoint(x: b.x, y: middleY), b,
                ]
            case (true, false):
                // +x to halfway, −y, +x, +y stub.
                let turnX = middleX ?? (a.x + b.x) / 2
                return [
                    a, PagePoint(x: turnX, y: a.y), PagePoint(x: turnX, y: b.y - stub),
                    PagePoint(x: b.x, y: b.y - stub), b,
                ]
            case (false, false):
                // +x stub, −y, −x, +y stub.
                return [
                    a, PagePoint(x: a.x + stub, y: a.y), PagePoint(x: a.x + stub, y: b.y - stub),
                    PagePoint(x: b.x, y: b.y - stub), b,
                ]
            }
        case .parallel:
            if b.x > a.x {
                // Straight, or +x, ±y, +x (a Z bending midway).
                if b.y == a.y { return [a, b] }
                let turnX = middleX ?? (a.x + b.x) / 2
                return [a, PagePoint(x: turnX, y: a.y), PagePoint(x: turnX, y: b.y), b]
            }
            // +x stub, ±y, −x, ±y, +x stub: an S around both points; off the line when they share it.
            let middleY = b.y == a.y ? a.y + stub : (a.y + b.y) / 2
            return [
                a, PagePoint(x: a.x + stub, y: a.y), PagePoint(x: a.x + stub, y: middleY),
                PagePoint(x: b.x - stub, y: middleY), PagePoint(x: b.x - stub, y: b.y), b,
            ]
        case .opposite:
            if b.y != a.y {
                // +x past both points, ±y, −x: a U.
                let farX = Swift.max(a.x, b.x) + stub
                return [a, PagePoint(x: farX, y: a.y), PagePoint(x: farX, y: b.y), b]
            }
            if b.x > a.x {
                // On one line, end ahead but entered from beyond: +x halfway, +y, +x past, −y, −x.
                let turnX = (a.x + b.x) / 2
                return [
                    a, PagePoint(x: turnX, y: a.y), PagePoint(x: turnX, y: a.y + stub),
                    PagePoint(x: b.x + stub, y: a.y + stub), PagePoint(x: b.x + stub, y: b.y), b,
                ]
            }
            // On one line, end behind or at the start: +x stub, +y, −x, −y, −x stub into the end.
            let returnX = b.x + stub
            let outX = Swift.max(a.x, returnX) + stub
            return [
                a, PagePoint(x: outX, y: a.y), PagePoint(x: outX, y: a.y + stub),
                PagePoint(x: returnX, y: a.y + stub), PagePoint(x: returnX, y: b.y), b,
            ]
        }
    }
}
