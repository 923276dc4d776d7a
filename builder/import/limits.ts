export { MAX_DEPTH, MAX_LAYOUT_CHARS, MAX_NODES, MAX_TOP_LEVEL } from '../layout';

/** A section's `columns` slot holds at most this many columns (widgets/section/schema.ts). */
export const MAX_SECTION_COLUMNS = 12;
/** Every other slot's limit (builder/props.ts `p.slot`). */
export const MAX_SLOT_CHILDREN = 200;
/**
 * Characters of original settings all of a page's placeholders may keep together: with rich text up to
 * 50,000 characters a widget, a page must stay well under the layout's 2 MB cap.
 */
export const PLACEHOLDER_BUDGET = 600_000;
/** The report lists at most this many issues (then says how many more there were). */
export const MAX_ISSUES = 200;
