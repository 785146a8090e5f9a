import Foundation

/// SF Pro's size-dependent tracking, which CoreText applies to the system font automatically and which
/// Layoutshot therefore applies to Inter, its stand-in.
///
/// Values are the "points" column of Apple's HIG typography tracking table for iOS (notes/research-text.md
/// §3; the 1/1000 em column is rounded, so it is not used). Sizes between two rows are interpolated linearly;
/// below 6 pt and above 80 pt the nearest row applies.
enum SFProTracking {
    /// (point size, tracking in points) rows, ascending by size.
    static let table: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// The tracking in points SF Pro gets at `size` points.
    static func points(forSize size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        let upper = table.firstIndex { $0.size >= size }!
        let (s1, t1) = table[upper]
        if s1 == size { return t1 }
        let (s0, t0) = table[upper - 1]
        return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    }
}
