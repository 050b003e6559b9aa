// Queues the sync module consumes (other modules queue work on them).
export const SYNC_QUEUE = 'mail.sync';
export const IMPORT_QUEUE = 'mail.import';
/** Flag changes made in Nugget, pushed back to the mailboxes that hold the mail. */
export const PUSH_FLAGS_QUEUE = 'mail.push-flags';
