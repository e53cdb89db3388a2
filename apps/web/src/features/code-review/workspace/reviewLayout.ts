import { BREAKPOINTS, LAYOUT, type SubmissionReview } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

// How the submission view fits the screen (docs/UI.md "Code view"), decided in one place. The code gets the room
// first:
// - from the wide breakpoint (1600 px) up: files sider (up to 300 px, the siderWidth preference) and 340 px panels;
// - from the grade small-screen breakpoint (1025 px) to the wide one: a 200 px sider and 300 px panels;
// - up to 1025 px: a 180 px sider and 280 px panels;
// - up to the grade header breakpoint (750 px, phones): the files and the panels move into drawers opened from the
//   top bar, which drops its desktop-only switches, and comments sit below their lines.
// Either side can also be collapsed to a narrow rail (remembered), which gives its room to the code.
// Comments sit beside the code only when both fit: the code keeps its width (codeWidth, or about 80 characters when
// that preference is 0) and the comment column its 300 px; otherwise they go below their lines.

/** From this viewport width up, the sider and the panels get their full widths. */
export const WIDE_SCREEN = 1600;
/** The strip a collapsed sider or panel column leaves, holding the button that opens it again. */
export const RAIL_WIDTH = 32;

const PANEL_WIDTH = { wide: 340, medium: 300, small: 280 } as const;
const SIDER_WIDTH = { medium: 200, small: 180 } as const;

export interface ReviewLayout {
  /** Files and panels in drawers, a compact top bar. */
  drawers: boolean;
  siderWidth: number;
  panelWidth: number;
}

/** The widths of the sider and the panels for a viewport (the media queries below, as plain data for tests). */
export function layoutFor(viewport: 'wide' | 'medium' | 'small', siderPreference: number): Omit<ReviewLayout, 'drawers'> {
  if (viewport === 'wide') return { siderWidth: Math.min(siderPreference, LAYOUT.gradeSiderWidth), panelWidth: PANEL_WIDTH.wide };
  return { siderWidth: Math.min(siderPreference, SIDER_WIDTH[viewport]), panelWidth: PANEL_WIDTH[viewport] };
}

export function useReviewLayout(siderPreference: number): ReviewLayout {
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeSmallScreen}px)`);
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN}px)`);
  const drawers = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  return { drawers, ...layoutFor(small ? 'small' : wide ? 'wide' : 'medium', siderPreference) };
}

/**
 * Whether comments go below their lines: in the drawer layout, or when the code area cannot hold the code at its
 * width (the codeWidth preference, or about 80 characters when it is 0) and a 300 px comment column beside it.
 */
export function commentsGoBelow(layout: Pick<ReviewLayout, 'drawers'>, codeAreaWidth: number | null, codeWidth = 0): boolean {
  if (layout.drawers) return true;
  if (codeAreaWidth === null) return false;
  const code = codeWidth > 0 ? codeWidth : LAYOUT.codeMinWidth;
  return codeAreaWidth < code + LAYOUT.commentsMinWidth;
}

/** The panels' drawer on narrow screens, named by what is in it for this reader (students have no rubric panel). */
export function panelsTitle(role: SubmissionReview['permissions']['role']): string {
  if (role === 'peer') return 'Rubric';
  return role === 'student' ? 'Tests and info' : 'Rubric, tests and info';
}

/** The choices of the code-width control: 0 lets the code fill the room (comments beside it only when both fit). */
export const CODE_WIDTH_CHOICES = [0, 560, 720, 880, 1040] as const;

/** About how many characters of 12 px code a column of this width shows at this zoom, line numbers aside. */
export function charactersFor(width: number, zoom: number): number {
  const gutter = 44;
  const characterWidth = 7.2 * zoom;
  return Math.max(0, Math.floor((width - gutter) / characterWidth));
}
