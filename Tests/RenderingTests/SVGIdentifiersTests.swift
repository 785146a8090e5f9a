import Foundation
import Testing
@testable import Rendering

@Suite struct SVGIdentifierRenaming {
    @Test func idsAreNumberedPerPrefixInOrderOfDefinition() {
        let svg = """
        <symbol id="glyph3-7"/><symbol id="glyph3-12"/><symbol id="glyph5-1"/>\
        <clipPath id="clip9"/><g id="surface81" clip-path="url(#clip9)">\
        <use xlink:href="#glyph3-12" x="1"/><use xlink:href="#glyph5-1"/><use xlink:href="#glyph3-7"/></g>\
        <use xlink:href="#surface81"/>
        """
        let expected = """
        <symbol id="glyph1"/><symbol id="glyph2"/><symbol id="glyph3"/>\
        <clipPath id="clip1"/><g id="surface1" clip-path="url(#clip1)">\
        <use xlink:href="#glyph2" x="1"/><use xlink:href="#glyph3"/><use xlink:href="#glyph1"/></g>\
        <use xlink:href="#surface1"/>
        """
        #expect(SVGIdentifiers.normalize(svg) == expected)
    }

    @Test func aPrefixOfAnotherIdIsNotConfused() {
        // "glyph0-1" must not match inside "glyph0-10".
        let svg = ##"<a id="glyph0-1"/><a id="glyph0-10"/><use href="#glyph0-10"/><use href="#glyph0-1"/>"##
        #expect(SVGIdentifiers.normalize(svg)
                == ##"<a id="glyph1"/><a id="glyph2"/><use href="#glyph2"/><use href="#glyph1"/>"##)
    }

    @Test func namesWithoutNumbersGetOneAndColoursStay() {
        let svg = ##"<filter id="alpha"/><g filter="url(#alpha)" fill="#FF0000"/>"##
        #expect(SVGIdentifiers.normalize(svg) == ##"<filter id="alpha1"/><g filter="url(#alpha1)" fill="#FF0000"/>"##)
        #expect(SVGIdentifiers.normalize("<svg/>") == "<svg/>")
    }

    /// The text after the last id is kept, up to an id that the input's end cuts short, and a `#` at the very end.
    @Test func theEndOfTheInputIsKept() {
        #expect(SVGIdentifiers.normalize(##"<a id="p7"/> x <b href="#p7"##) == ##"<a id="p1"/> x <b href="#p1"##)
        #expect(SVGIdentifiers.normalize(##"<a id="p7"/> tail #"##) == ##"<a id="p1"/> tail #"##)
    }

    @Test func dataAndStringAgree() {
        let svg = ##"<g id="surface5"><use href="#surface5"/></g>"##
        #expect(SVGIdentifiers.normalize(Data(svg.utf8)) == Data(SVGIdentifiers.normalize(svg).utf8))
    }
}
