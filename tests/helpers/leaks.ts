// What must never reach a client in a response body (issue 17): stack traces, file
// paths of the server, database excerpts.
export function leaks(body: string): string[] {
  const found: string[] = [];
  if (/\bat [^\s()]+ \([^)]*:\d+:\d+\)|\n\s+at \S|\\n\s+at \S/.test(body)) found.push('stack trace');
  if (/(\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|[\w-]+\.(ts|js|mjs|cjs):\d+)/.test(body)) found.push('file path');
  if (/prisma|invalid byte sequence|DriverAdapterError|PostgresError/i.test(body)) found.push('database excerpt');
  return found;
}
