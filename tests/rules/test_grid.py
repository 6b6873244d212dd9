"""Board geometry: bitboards, neighbourhoods, shapes and their orientations."""

from cartografove.rules.board import grid


def board(*rows: str) -> int:
    """A bitboard from up to 11 rows of ``X``/``.`` (missing rows are empty)."""
    return grid.mask_of(
        (r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "X"
    )


class TestBitboards:
    def test_cells_round_trip(self):
        cells = ((0, 0), (3, 7), (10, 10))
        assert grid.cells_of(grid.mask_of(cells)) == cells

    def test_rows_and_columns_partition_the_board(self):
        assert sum(grid.ROWS) == grid.FULL == sum(grid.COLS)
        assert grid.BORDER.bit_count() == 40

    def test_labels_are_printed_coordinates(self):
        assert grid.label((0, 0)) == "A1" and grid.label((10, 10)) == "K11"


class TestNeighbours:
    def test_no_wrap_between_rows(self):
        assert grid.neighbours(grid.bit(0, 10)) == grid.mask_of([(0, 9), (1, 10)])
        assert grid.neighbours(grid.bit(1, 0)) == grid.mask_of([(0, 0), (2, 0), (1, 1)])

    def test_diagonals_are_not_adjacent(self):
        assert not grid.neighbours(grid.bit(5, 5)) & grid.mask_of([(4, 4), (6, 6)])

    def test_surrounded_counts_the_edge_as_closed(self):
        closed = board("XX", "X")
        assert grid.surrounded_by(grid.bit(0, 0), closed) == grid.bit(0, 0)
        assert grid.surrounded_by(grid.bit(0, 1), closed) == 0  # (0, 2) and (1, 1) open

    def test_clusters(self):
        mask = board("XX.X", "...X", "X")
        assert sorted(c.bit_count() for c in grid.clusters(mask)) == [1, 2, 2]

    def test_clusters_do_not_join_across_the_row_end(self):
        mask = grid.bit(0, 10) | grid.bit(1, 0)
        assert len(grid.clusters(mask)) == 2


class TestOrientations:
    def test_distinct_orientations(self):
        counts = {
            "X": 1,
            "XX": 2,
            "XX/XX": 1,
            "X./XX": 4,
            "XXX/.X.": 4,
            "..X/.XX/XX.": 4,
            "XXX/X..": 8,
            ".X./XXX/.X.": 1,
        }
        for rows, expected in counts.items():
            assert len(grid.orientations(grid.parse_shape(rows.split("/")))) == expected, rows

    def test_printed_orientation_only(self):
        shape = grid.parse_shape(["XXX", ".X."])
        (printed,) = grid.orientations(shape, turnable=False)
        assert printed.cells == shape

    def test_legal_anchors_match_a_brute_force_scan(self):
        empty = grid.FULL & ~board("..X", "", ".....X", "X")
        for orientation in grid.orientations(grid.parse_shape(["XXX", "X.."])):
            expected = 0
            for r in range(11):
                for c in range(11):
                    cells = [(r + dr, c + dc) for dr, dc in orientation.cells]
                    if all(grid.on_board(*x) for x in cells) and all(
                        empty & grid.bit(*x) for x in cells
                    ):
                        expected |= grid.bit(r, c)
            assert orientation.legal_anchors(empty) == expected

    def test_transform_turns_clockwise_and_mirrors(self):
        assert grid.transform([(0, 1)], 1) == [(1, 0)]  # right → down
        assert grid.transform([(0, 1)], 4) == [(0, -1)]  # mirrored
