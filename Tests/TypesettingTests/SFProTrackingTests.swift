import Foundation
import Testing
@testable import Typesetting

@Suite struct SFProTrackingTable {
    // Apple HIG typography, iOS tracking table, points column.
    @Test(arguments: [(6, 0.24), (12, 0), (13, -0.08), (17, -0.43), (20, -0.45), (28, 0.38), (34, 0.40),
                      (80, 0)] as [(CGFloat, CGFloat)])
    func listedSizes(size: CGFloat, points: CGFloat) {
        #expect(SFProTracking.points(forSize: size) == points)
    }

    @Test func betweenRowsIsLinear() {
        // Halfway between 16 (−0.31) and 17 (−0.43).
        #expect(abs(SFProTracking.points(forSize: 16.5) - -0.37) < 1e-12)
        // A quarter of the way from 54 (+0.32) to 56 (+0.30).
        #expect(abs(SFProTracking.points(forSize: 54.5) - 0.315) < 1e-12)
    }

    @Test func outsideTheTableTheNearestRowApplies() {
        #expect(SFProTracking.points(forSize: 4) == 0.24)
        #expect(SFProTracking.points(forSize: 120) == 0)
    }

    @Test func rowsAscend() {
        let sizes = SFProTracking.table.map(\.size)
        #expect(sizes == sizes.sorted())
    }
}
