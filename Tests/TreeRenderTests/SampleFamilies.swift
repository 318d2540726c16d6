import FamilyTree
import Foundation
import TreeLayout

/// Hand-made families and layouts for the renderer's tests, independent of any engine.
enum SampleFamilies {
    /// Three generations: a couple, their married son and single daughter, and two grandchildren.
    static func threeGenerations(names: [String]? = nil) throws -> Family {
        let defaultNames = ["Grandpa Li", "Grandma Wang", "Dad", "Mum", "Aunt Mei", "小明", "Zoë"]
        let name = names ?? defaultNames
        return try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(
                        id: "gp", name: name[0], gender: "male", age: 70, coupleID: "gm", childrenIDs: ["dad", "aunt"]),
                    Person(id: "gm", name: name[1], gender: "female", age: 68, coupleID: "gp"),
                ],
                [
                    Person(
                        id: "dad", name: name[2], gender: "male", age: 45, coupleID: "mum", childrenIDs: ["xm", "zoe"]),
                    Person(id: "mum", name: name[3], gender: "female", age: 44, coupleID: "dad"),
                    Person(id: "aunt", name: name[4], gender: "female", age: 40),
                ],
                [
                    Person(id: "xm", name: name[5], gender: "male", age: 12),
                    Person(id: "zoe", name: name[6], gender: "unknown", age: 9),
                ],
            ]))
    }

    /// A correct layout of ``threeGenerations(names:)`` worked by hand: 50 × 50 boxes, gaps 20.
    static func handLayout(engine: String = "hand") -> FamilyLayout {
        func box(_ x: Double, row: Int) -> PersonBox { PersonBox(x: x, y: Double(row) * 70, width: 50, height: 50) }
        // Grandparents' anchor 130 = (Dad's centre 25 + Aunt's centre 235) / 2;
        // parents' anchor 60 = (小明's centre 25 + Zoë's centre 95) / 2.
        return FamilyLayout(
            engine: engine,
            boxes: [
                box(70, row: 0), box(140, row: 0), box(0, row: 1), box(70, row: 1), box(210, row: 1), box(0, row: 2),
                box(70, row: 2),
            ], geometry: LayoutGeometry())
    }
}
