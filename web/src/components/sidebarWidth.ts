/** The sidebar's width, fixed from md up and in the drawer below. */
export const SIDEBAR_WIDTH = 264;
