import FamilyTree

extension PersonFacts {
    /// Calls `body` with views of the UTF-8 of the fields, nil for those absent, with nothing
    /// allocated (a native `String`'s bytes are viewed in place): how a person's facts reach the
    /// column stores and the validating table, once per person or box.
    func withUTF8Views<Result>(_ body: (PersonFactViews) -> Result) -> Result {
        withOptionalUTF8(givenName) { givenName in
            withOptionalUTF8(surname) { surname in
                withOptionalUTF8(birthPlace) { birthPlace in
                    withOptionalUTF8(deathPlace) { deathPlace in
                        withOptionalUTF8(christeningPlace) { christeningPlace in
                            withOptionalUTF8(burialPlace) { burialPlace in
                                withOptionalUTF8(married) { married in
                                    withOptionalUTF8(marriagePlace) { marriagePlace in
                                        body(
                                            PersonFactViews(
                                                givenName: givenName, surname: surname, birthPlace: birthPlace,
                                                deathPlace: deathPlace, christeningPlace: christeningPlace,
                                                burialPlace: burialPlace, married: married,
                                                marriagePlace: marriagePlace))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Calls `body` with the UTF-8 of `text`, or nil when there is none (a native string's bytes in
/// place, others copied once).
func withOptionalUTF8<Result>(_ text: String?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
    guard var text else { return body(nil) }
    return text.withUTF8 { body($0) }
}
