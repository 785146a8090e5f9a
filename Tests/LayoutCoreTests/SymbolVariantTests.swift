import Foundation
import Testing
@testable import LayoutCore

/// How a variant changes a symbol's name (SF Symbols' naming: base, then slash, then the enclosing shape,
/// then fill — `bell.slash.fill`, `person.crop.circle.fill`, `xmark.circle.fill`).
@Suite struct SymbolVariantNames {
    @Test func variantsAddTheirParts() {
        #expect(SymbolVariants.fill.names(for: "star") == ["star.fill", "star"])
        #expect(SymbolVariants.circle.fill.names(for: "heart") == ["heart.circle.fill", "heart"])
        #expect(SymbolVariants.fill.circle.names(for: "heart") == ["heart.circle.fill", "heart"])
        #expect(SymbolVariants.slash.fill.names(for: "bell") == ["bell.slash.fill", "bell"])
        #expect(SymbolVariants.circle.slash.names(for: "flag") == ["flag.slash.circle", "flag"])
    }

    @Test func partsTheNameHasAreKept() {
        #expect(SymbolVariants.fill.names(for: "person.crop.circle") == ["person.crop.circle.fill", "person.crop.circle"])
        #expect(SymbolVariants.fill.names(for: "bell.slash") == ["bell.slash.fill", "bell.slash"])
        #expect(SymbolVariants.fill.names(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.none.names(for: "xmark.circle.fill") == ["xmark.circle.fill"])
        // The first component is the base: `circle` filled is `circle.fill`, not `.circle.fill`.
        #expect(SymbolVariants.fill.names(for: "circle") == ["circle.fill", "circle"])
        #expect(SymbolVariants.square.names(for: "circle") == ["circle.square", "circle"])
    }

    @Test func containsAndNesting() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.contains(.none))
        // Nested modifiers combine; the inner shape wins.
        var environment = EnvironmentValues()
        environment.symbolVariants = environment.symbolVariants.union(.circle)
        environment.symbolVariants = environment.symbolVariants.union(.fill)
        #expect(environment.symbolVariants == .circle.fill)
        #expect(SymbolVariants.circle.union(.square) == .square)
    }

    @Test func scaleFactors() {
        #expect(Image.Scale.small.factor == 0.783)
        #expect(Image.Scale.medium.factor == 1)
        #expect(Image.Scale.large.factor == 1.29)
        #expect(EnvironmentValues().imageScale == .medium)
        #expect(EnvironmentValues().symbolRenderingMode == nil)
    }
}
