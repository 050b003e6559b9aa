// Relay global ids (base64 of "Type:id") and the database ids inside them, which
// REST links and the mine's ?email= take.

/** The database id inside a Relay global id; the value itself when it is not one. */
export function databaseId(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

/** The mine with this email open (by its Relay id). */
export const mineLink = (emailGlobalId: string) => `/mine?email=${encodeURIComponent(databaseId(emailGlobalId))}`;
