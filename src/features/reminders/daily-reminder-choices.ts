/**
 * The daily reminder form's choices, apart from its schema (daily-reminder-schema.ts) so that the form and the
 * screen read them without bringing yup, which loads with the first validation (src/lib/lazy-yup-resolver.ts).
 */

/** The medicine comes from one of these: an item ordered before (its key), the current one, or a search. */
export const SEARCH_SOURCE = 'search';
export const CURRENT_SOURCE = 'current';

/** spec part 2 §2, §9: 'Reorder date presets in the widget: 2 weeks (the default), 4 weeks, 90 days, or a
 * specific date (default 1 day).' */
export const reorderPresets = {
  twoWeeks: 14,
  fourWeeks: 28,
  ninetyDays: 90,
  specificDate: 1,
} as const;
export type ReorderPreset = keyof typeof reorderPresets;
