/** Page-frame constants of spec 000 §9, shared by every surface. */

/**
 * Toasts: at most 3 visible at once, each for 4 s (spec 000 §9). The spec puts them bottom-right,
 * where they covered the message composer's Send button and other primary buttons (issue 17):
 * they sit top-right, under the header, instead.
 */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_POSITION = 'top-right';
/**
 * Hovering a toast holds it (to read it), but never longer than this past its own duration: a
 * toast cannot stay on screen for good under a resting pointer.
 */
export const TOAST_HOVER_HOLD_MAX_MS = 4000;

/** The warning shown after a late cancellation stays longer (spec 001 §4). */
export const LATE_CANCELLATION_TOAST_DURATION_MS = 6000;

/** Header content is at most this wide. */
export const HEADER_MAX_WIDTH_PX = 1700;

/** Listing grids show 1 to 4 columns by width. */
export const GRID_MIN_COLUMNS = 1;
export const GRID_MAX_COLUMNS = 4;

/** The dashboard lists the 3 most recent items per listing type. */
export const DASHBOARD_RECENT_COUNT = 3;
