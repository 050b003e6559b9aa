/** Spec §9: the enhanced email list's filters and sorts. */
export const EMAIL_FILTERS = [
  { value: 'all', label: 'All emails' },
  { value: 'unread', label: 'Unread' },
  { value: 'action_required', label: 'Action required' },
  { value: 'high_priority', label: 'High priority' },
  { value: 'has_commitments', label: 'Has commitments' },
  { value: 'starred', label: 'Starred' },
] as const;

export const EMAIL_SORTS = [
  { value: 'date_desc', label: 'Newest first' },
  { value: 'date_asc', label: 'Oldest first' },
  { value: 'priority', label: 'Priority' },
  { value: 'sender', label: 'Sender' },
  { value: 'subject', label: 'Subject' },
] as const;

export type EmailFilter = (typeof EMAIL_FILTERS)[number]['value'];
export type EmailSort = (typeof EMAIL_SORTS)[number]['value'];
