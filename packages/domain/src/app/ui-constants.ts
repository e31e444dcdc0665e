/** Page-frame constants of spec 000 §9, shared by every surface. */

/** Toasts: at most 3 visible at once, each for 4 s, bottom-right. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_POSITION = 'bottom-right';

/** The warning shown after a late cancellation stays longer (spec 001 §4). */
export const LATE_CANCELLATION_TOAST_DURATION_MS = 6000;

/** Header content is at most this wide. */
export const HEADER_MAX_WIDTH_PX = 1700;

/** Listing grids show 1 to 4 columns by width. */
export const GRID_MIN_COLUMNS = 1;
export const GRID_MAX_COLUMNS = 4;

/** The dashboard lists the 3 most recent items per listing type. */
export const DASHBOARD_RECENT_COUNT = 3;
