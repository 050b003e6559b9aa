// Every route an Express app serves, read from its router (nested routers included),
// so a test that walks them covers a new route without being told.
import type express from 'express';

export type RouteInfo = { method: string; path: string };

export function listRoutes(app: express.Express): RouteInfo[] {
  const out: RouteInfo[] = [];
  const walk = (stack: any[], prefix: string) => {
    for (const layer of stack) {
      const raw = layer.rawPath ?? layer.path;
      const here = typeof raw === 'string' && raw !== '/' ? prefix + raw : prefix;
      if (layer.route) {
        const paths: unknown[] = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          if (typeof p !== 'string') continue; // a regular expression (the web app's fallback)
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            out.push({ method: method.toUpperCase(), path: prefix + p });
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, here);
      }
    }
  };
  walk((app as any).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}
