/// Box colours by gender, from the Okabe–Ito colour-blind-safe palette.
///
/// Blue and orange stay distinct under every common colour-vision deficiency. Fills are light
/// tints so the near-black names have a contrast of at least 13:1 (WCAG AAA needs 7:1); outlines
/// keep at least 4.5:1 against white and 4:1 against their fill. Gender is also in each box's
/// tooltip, so colour is never the only cue.
public enum GenderPalette {
    /// The style class for a free-form gender string: `male`, `female` or `other`.
    public static func styleClass(for gender: String) -> StaticString {
        switch gender.lowercased() {
        case "male", "m", "man": "male"
        case "female", "f", "woman": "female"
        default: "other"
        }
    }

    /// The fill and outline colours (`#rrggbb`) of a box for a free-form gender, as in
    /// ``styleSheet``: for renderers that take colours rather than style classes (Graphviz).
    public static func colors(for gender: String) -> (fill: String, stroke: String) {
        switch "\(styleClass(for: gender))" {
        case "male": ("#d4e8f7", "#0072b2")
        case "female": ("#fde6cf", "#b35900")
        default: ("#ececec", "#666666")
        }
    }

    /// The colour of names, captions and marks, as in ``styleSheet``.
    public static let textColor = "#1a1a1a"
    /// The colour of couple lines and connectors.
    public static let connectorColor = "#555555"
    /// The colour of marks (invariant violations).
    public static let markColor = "#c8102e"

    /// The opacity a repeat appearance (a person's box drawn again, `sameAs`) is drawn at, so the
    /// eye finds each person's home box first.
    public static let repeatOpacity = 0.55

    /// `color` (`#rrggbb`) as it looks drawn at `opacity` over a white page: for renderers that
    /// take colours but no group opacity (Graphviz).
    ///
    /// - Parameters:
    ///   - color: A colour as `#rrggbb`; anything else is returned unchanged.
    ///   - opacity: From 0 (white) to 1 (the colour itself).
    public static func blendedOnWhite(_ color: String, opacity: Double) -> String {
        let digits = color.dropFirst()
        guard color.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return color }
        var blended = "#"
        for shift in [16, 8, 0] {
            let channel = Double((value >> UInt32(shift)) & 0xff)
            let mixed = Int((255 - opacity * (255 - channel)).rounded())
            let hex = String(mixed, radix: 16)
            blended += hex.count == 1 ? "0" + hex : hex
        }
        return blended
    }

    /// The style sheet embedded in every drawing.
    static let styleSheet: StaticString = """
        .person rect{stroke-width:1.5}\
        .male rect{fill:#d4e8f7;stroke:#0072b2}\
        .female rect{fill:#fde6cf;stroke:#b35900}\
        .other rect{fill:#ececec;stroke:#666666}\
        .person text{fill:#1a1a1a;text-anchor:middle}\
        .couple,.descent{fill:none;stroke:#555555;stroke-width:1.5}\
        .couple{stroke-width:2.5}\
        .mark{fill:none;stroke:#c8102e;stroke-width:2.5;stroke-dasharray:6 3}\
        .mark-label{fill:#c8102e;font-weight:bold}.mark-backing{fill:#ffffff;fill-opacity:0.85}\
        .caption{fill:#1a1a1a}.caption-title{font-weight:bold}.caption-mark{fill:#c8102e}\
        .title{fill:#1a1a1a;font-weight:bold}.subtitle{fill:#444444}.legend text{fill:#1a1a1a}\
        .reference rect{fill:#ffffff;stroke:#555555;stroke-width:0.8}\
        .reference text{fill:#1a1a1a;text-anchor:middle}\
        .reference.home rect{fill:#333333;stroke:#333333}.reference.home text{fill:#ffffff;font-weight:bold}
        """
}
