/** The bulk and remix limits (issue 18), zod-free so pages read them without loading the schemas (`@studio/contracts/plain`). */

/** Spec 02 section 9: at most 5 reference images at a time on remix pages, 10 on the bulk page. */
export const MAX_REMIX_REFERENCES = 5;
export const MAX_BULK_REFERENCES = 10;
/**
 * Lines of one bulk: each line is a task and a user has at most 10 tasks in the queue (spec 02
 * section 5, 'Max 10 in the process que!'), so a bulk is at most 10 lines, and fewer while other tasks wait.
 */
export const MAX_BULK_LINES = 10;
/** A bulk's CSV file as text (a `prompt` column): 10 lines of at most 4000 characters fit well within this. */
export const MAX_BULK_CSV_CHARS = 64_000;
