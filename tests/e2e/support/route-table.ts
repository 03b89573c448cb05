import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as routePathsModule from '../../../src/lib/route-paths';

const routerFile = path.resolve('src/app/router.tsx');

/**
 * The paths of the app's route table (`appRoutes` in src/app/router.tsx). The router module itself pulls in
 * React, styles and every screen, so its source is read instead: each `path:` is a string literal, a
 * `<paths>.<name>` of src/lib/route-paths.ts or a
 * template of those. Anything else throws, so that a new way of writing the table fails route coverage loudly
 * instead of being skipped.
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

/**
 * The path constants the route table may name, by the name it imports them under: every object that
 * src/lib/route-paths.ts exports (its functions are not paths), so a new group of paths needs no change here.
 */
const pathModules = Object.fromEntries(
  Object.entries(routePathsModule).filter(([, value]) => typeof value === 'object'),
) as Record<string, Record<string, string>>;

function resolvePath(expression: string): string {
  const named = (module: string, name: string) => {
    const paths = pathModules[module];
    if (paths === undefined) throw new Error(`${module} is not one of the known path modules`);
    const value = paths[name];
    if (value === undefined) throw new Error(`${module}.${name} is not a known path`);
    return value;
  };
  const reference = /^(\w+)\.(\w+)$/.exec(expression);
  if (reference) return named(reference[1]!, reference[2]!);
  const literal = /^(['"])(\/[^'"]*)\1$/.exec(expression);
  if (literal) return literal[2]!;
  const template = /^`([^`]*)`$/.exec(expression);
  if (template) {
    return template[1]!.replace(/\$\{(\w+)\.(\w+)\}/g, (_, module: string, name: string) =>
      named(module, name),
    );
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
