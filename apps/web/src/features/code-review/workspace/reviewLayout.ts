import { BREAKPOINTS, LAYOUT, type SubmissionReview } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

// How the submission view fits the screen (docs/PRODUCT.md §9's grade breakpoints and widths), decided in one place:
// - wider than the grade small-screen breakpoint (1025 px): files sider (up to 300 px), code with its comment
//   column, and the side panels at full width;
// - up to 1025 px: the narrower sider (200 px) and panels;
// - up to the grade header breakpoint (750 px, phones): the files and the panels move into drawers opened from the
//   top bar, which drops its desktop-only switches, and comments sit below their lines.
// Wherever the code area is narrower than the grade minimum width (600 px: code and a 300 px comment column),
// comments also go below their lines rather than squeezing the code.

const SIDE_PANEL_WIDTH = 340;
const SIDE_PANEL_WIDTH_SMALL = 300;

export interface ReviewLayout {
  /** Files and panels in drawers, a compact top bar. */
  drawers: boolean;
  siderWidth: number;
  panelWidth: number;
}

export function useReviewLayout(siderPreference: number): ReviewLayout {
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeSmallScreen}px)`);
  const drawers = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  return {
    drawers,
    siderWidth: small ? LAYOUT.gradeSiderWidthSmall : Math.min(siderPreference, LAYOUT.gradeSiderWidth),
    panelWidth: small ? SIDE_PANEL_WIDTH_SMALL : SIDE_PANEL_WIDTH,
  };
}

/** Whether comments go below their lines: in the drawer layout, or when the code area cannot hold both columns. */
export function commentsGoBelow(layout: ReviewLayout, codeAreaWidth: number | null): boolean {
  return layout.drawers || (codeAreaWidth !== null && codeAreaWidth < LAYOUT.gradeMinWidth);
}

/** The panels' drawer on narrow screens, named by what is in it for this reader (students have no rubric panel). */
export function panelsTitle(role: SubmissionReview['permissions']['role']): string {
  return role === 'student' ? 'Tests and info' : 'Rubric, tests and info';
}
