import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routePaths } from '../../../src/app/route-paths';

const routerFile = path.resolve('src/app/router.tsx');

/**
 * The paths of the app's route table (`appRoutes` in src/app/router.tsx). The router module itself pulls in
 * React, styles and every screen, so its source is read instead: each `path:` is a string literal, a
 * `routePaths.<name>` (src/app/route-paths.ts) or a template of those. Anything else throws, so that a new
 * way of writing the table fails route coverage loudly instead of being skipped.
 */
export function routeTablePaths(): string[] {
  const source = readFileSync(routerFile, 'utf8');
  const table = /export const appRoutes\b[^=]*=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1];
  if (table === undefined) throw new Error(`no "export const appRoutes = [ … ];" in ${routerFile}`);
  const paths = [...table.matchAll(/\bpath:\s*([^,\n]+),/g)].map((match) =>
    resolvePath(match[1]!.trim()),
  );
  if (paths.length === 0) throw new Error(`appRoutes in ${routerFile} has no path`);
  return paths;
}

function resolvePath(expression: string): string {
  const named = (name: string) => {
    if (!(name in routePaths))
      throw new Error(`routePaths.${name} is not in src/app/route-paths.ts`);
    return routePaths[name as keyof typeof routePaths];
  };
  const reference = /^routePaths\.(\w+)$/.exec(expression);
  if (reference) return named(reference[1]!);
  const literal = /^(['"])(\/[^'"]*)\1$/.exec(expression);
  if (literal) return literal[2]!;
  const template = /^`([^`]*)`$/.exec(expression);
  if (template) {
    return template[1]!.replace(/\$\{routePaths\.(\w+)\}/g, (_, name: string) => named(name));
  }
  throw new Error(`cannot resolve the route path expression "${expression}" in ${routerFile}`);
}

/** Whether a visited pathname is an instance of a route path (`:param` segments match any one segment). */
export function pathMatchesRoute(pathname: string, route: string): boolean {
  const pattern = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}/?$`).test(pathname);
}
