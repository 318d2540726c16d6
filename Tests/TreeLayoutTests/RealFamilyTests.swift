import FamilyTree
import Testing
import TreeLayout

/// The families in `Data/` that are not generated: the Xiaoming family of the article TreeBench started from and Queen
/// Victoria's children and grandchildren, a real family with 0 to 8 children per couple and names
/// from 8 to 50 characters long.
@Suite("Native layout: real families")
struct RealFamilyTests {
    /// A box width that fits the name, as a genealogy app sizes its boxes: never under the default 50.
    static let nameWidths = LayoutOptions.BoxWidths.computed { person in max(50, Double(person.name.count) * 6.5 + 12) }

    @Test("Xiaoming's family: every box where it was worked out by hand")
    func xiaomingGolden() throws {
        let family = try DataFiles.family("xiaoming.json")
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let boxes = Dictionary(uniqueKeysWithValues: zip(family.people.map(\.id), layout.boxes))
        // Worked by hand, bottom up, with 50 × 50 boxes and every gap 20 (a 70 pt pitch):
        // - row 3, eight cousins side by side, each family's children one run: liuyang 0, liuting 70,
        //   daming 140 … sanming 280, siming 350, wuming 420; xiaoming at 525, pushed right by his
        //   parents, who must stand 20 right of sanshen (row 2);
        // - row 2, each couple centred over its children: the gap between dagu (0) and dagufu (70)
        //   is at 60, the midpoint of liuyang's and liuting's centres (25, 95); erdaye's couple
        //   over 165…305 (235); sanshu's over 375…445 (410); baba's over xiaoming's centre, 550;
        // - row 1, yeye and nainai over the centres of their first and last children, dagu (25)
        //   and baba (515): 270;
        // - row 0, taiyeye and tainainai over yeye's centre, 235.
        let expected: [String: (x: Double, row: Int)] = [
            "taiyeye": (175, 0), "tainainai": (245, 0),
            "yeye": (210, 1), "nainai": (280, 1),
            "dagu": (0, 2), "dagufu": (70, 2), "erdaye": (175, 2), "erdaniang": (245, 2),
            "sanshu": (350, 2), "sanshen": (420, 2), "baba": (490, 2), "mama": (560, 2),
            "liuyang": (0, 3), "liuting": (70, 3), "daming": (140, 3), "erming": (210, 3),
            "sanming": (280, 3), "siming": (350, 3), "wuming": (420, 3), "xiaoming": (525, 3),
        ]
        #expect(boxes.count == expected.count)
        for (id, place) in expected {
            #expect(boxes[id] == PersonBox(x: place.x, y: Double(place.row) * 70, width: 50, height: 50), "\(id)")
        }
        #expect(layout.bounds == PersonBox(x: 0, y: 0, width: 610, height: 260))
    }

    @Test(
        "Queen Victoria's family: every invariant holds, for every distribution, in fixed and name-fitted boxes",
        arguments: SiblingDistribution.allCases)
    func victoria(distribution: SiblingDistribution) throws {
        let family = try DataFiles.family("victoria.json")
        #expect(family.personCount == 62)
        for boxWidths in [LayoutOptions.BoxWidths.uniform, Self.nameWidths] {
            let options = LayoutOptions(boxWidths: boxWidths, distribution: distribution)
            let layout = NativeLayout().layout(family, options: options)
            let report = layout.check(family, options: options)
            #expect(report.holdsEveryInvariant, "\(report.rules.filter { $0.violations > 0 })")
            #expect(layout.bounds.x == 0)
        }
    }

    @Test("Queen Victoria's family: contour packing saves width over bounding boxes")
    func victoriaContourSavesWidth() throws {
        let family = try DataFiles.family("victoria.json")
        let options = LayoutOptions(boxWidths: Self.nameWidths)
        let contour = NativeLayout(distribution: .compact).layout(family, options: options).bounds.width
        let boundingBox = NativeLayout(distribution: .fill).layout(family, options: options).bounds.width
        #expect(contour <= boundingBox)
    }
}
