/// The GEDCOM tags the reader acts on; every other tag is skipped (and, if it is a user tag, counted).
enum GEDCOMTag: Equatable {
    case head, trailer, individual, family
    case name, givenName, surname, sex, birth, death, date
    /// `PLAC` under an event; `CHR` and `BURI`, whose places stand in for a missing birth or death
    /// place; `FAM.MARR`, the marriage.
    case place, christening, burial, marriage
    case childOf, partnerOf, husband, wife, child
    /// `INDI.FAMC.PEDI`: how the child belongs to the family; `INDI.ADOP`: an adoption, whose
    /// `FAMC` names the adoptive family.
    case pedigree, adoption
    /// `FAM.CHIL._FREL` and `FAM.CHIL._MREL`: the child's relation to the father and to the mother,
    /// as Family Tree Maker, RootsMagic and Gramps write it.
    case fatherRelation, motherRelation
    case concatenation, continuation
    /// Any other tag that starts with `_`: a program's own extension.
    case extensionTag
    /// A standard tag the reader does not need (SOUR, NOTE, …).
    case other

    /// The tag spelt by `bytes` (GEDCOM tags are case sensitive and upper case).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else {
            self = .other
            return
        }
        func equals(_ tag: StaticString) -> Bool {
            guard tag.utf8CodeUnitCount == bytes.count else { return false }
            for index in 0..<bytes.count where tag.utf8Start[index] != bytes[index] { return false }
            return true
        }
        if first == UInt8(ascii: "_") {
            self = equals("_FREL") ? .fatherRelation : equals("_MREL") ? .motherRelation : .extensionTag
            return
        }
        switch bytes.count {
        case 3:
            self =
                equals("FAM") ? .family : equals("SEX") ? .sex : equals("CHR") ? .christening : .other
        case 4:
            if equals("INDI") {
                self = .individual
            } else if equals("NAME") {
                self = .name
            } else if equals("CHIL") {
                self = .child
            } else if equals("HUSB") {
                self = .husband
            } else if equals("WIFE") {
                self = .wife
            } else if equals("FAMC") {
                self = .childOf
            } else if equals("FAMS") {
                self = .partnerOf
            } else if equals("BIRT") {
                self = .birth
            } else if equals("DEAT") {
                self = .death
            } else if equals("DATE") {
                self = .date
            } else if equals("CONC") {
                self = .concatenation
            } else if equals("CONT") {
                self = .continuation
            } else if equals("GIVN") {
                self = .givenName
            } else if equals("SURN") {
                self = .surname
            } else if equals("HEAD") {
                self = .head
            } else if equals("TRLR") {
                self = .trailer
            } else if equals("PEDI") {
                self = .pedigree
            } else if equals("ADOP") {
                self = .adoption
            } else if equals("PLAC") {
                self = .place
            } else if equals("MARR") {
                self = .marriage
            } else if equals("BURI") {
                self = .burial
            } else {
                self = .other
            }
        default:
            self = .other
        }
    }
}
