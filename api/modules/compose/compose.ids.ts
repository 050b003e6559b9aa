// Ids from either door: GraphQL clients hold Relay global ids, REST clients plain ones.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { textProblem } from '../../platform/input-guard.ts';

/** A database id from a Relay global id of `typename`, or the value itself (a plain id). */
export function idOf(value: string | null | undefined, typename: string): string | null | undefined {
  if (value === null || value === undefined || value === '') return value === '' ? null : value;
  try {
    const decoded = decodeGlobalID(value);
    if (decoded.typename === typename && decoded.id && !textProblem(decoded.id)) return decoded.id;
  } catch {
    /* not a global id */
  }
  return value;
}
