/**
 * Where a letter's blocks sit on a US Letter page (8½ × 11 in) folded in three for a US #10
 * double-window envelope (9½ × 4⅛ in): the sender's block shows through the upper window, the
 * recipient's through the lower one (4½ × 1⅛ in, ⅞ in from the left and ½ in from the bottom, the
 * common standard size). A page folded in three has a top panel of 3⅔ in that slides up to
 * ½ in in the envelope, so each block starts where both extremes still show it and holds at
 * most four lines. The PDF and the print view read these same figures, in inches from the
 * page's top-left corner.
 */
export const ENVELOPE_LAYOUT = {
  page: { width: 8.5, height: 11 },
  /** Left edge of every block: ⅛ in inside the windows' left edge (⅞ in). */
  left: 1,
  /** The sender's block (the upper window). */
  sender: { top: 0.625, width: 3.25, lines: 4 },
  /** The date, at the right of the first panel, out of both windows. */
  date: { top: 0.625, right: 1 },
  /** The recipient's block (the lower window). */
  recipient: { top: 2.125, width: 3.5, lines: 4 },
  /** The folds: the body starts below the first. */
  folds: [11 / 3, 22 / 3],
  /** The subject and body start here, below the first fold. */
  bodyTop: 3.875,
  /** The body's width and the bottom margin of each page. */
  bodyWidth: 6.5,
  bottom: 1,
  /** Type sizes, in points. */
  fontSize: 11,
  lineHeight: 14,
} as const;

export const POINTS_PER_INCH = 72;
