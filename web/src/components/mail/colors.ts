import { colors } from '../../theme';

/**
 * Spec §4: commitment status colours — open yellow, completed green, overdue red
 * (mining view); in_progress blue and cancelled grey (enhanced detail); archived (from
 * old history, not tracked) grey like cancelled; anything else yellow.
 */
export function commitmentStatusColor(status: string): string {
  switch (status) {
    case 'completed':
      return colors.green;
    case 'overdue':
      return colors.red;
    case 'in_progress':
      return colors.blue;
    case 'cancelled':
    case 'archived':
      return colors.grey;
    default:
      return colors.yellow;
  }
}

/** Commitment types, each with its own accent. */
export const COMMITMENT_TYPE_LABEL: Record<string, { label: string; color: string }> = {
  promise_made: { label: 'PROMISE MADE', color: colors.gold },
  promise_received: { label: 'PROMISE RECEIVED', color: colors.teal },
  action_item: { label: 'ACTION ITEM', color: colors.orange },
  deadline: { label: 'DEADLINE', color: colors.purple },
};

export function sentimentColor(sentiment: string | null | undefined): string {
  if (sentiment === 'positive') return colors.green;
  if (sentiment === 'negative') return colors.red;
  return colors.grey;
}
