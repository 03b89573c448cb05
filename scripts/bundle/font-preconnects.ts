/**
 * Pages that do not preconnect to where their fonts come from (issue #20). nhsuk-frontend's stylesheet takes
 * the NHS fonts from assets.nhs.uk; without a preconnect the browser opens that connection (DNS, TCP, TLS)
 * only once the stylesheet has come and been parsed, and the text waits for it. `npm run size:check` reads
 * the origins the build's stylesheets load fonts from and fails for a built page that does not preconnect to
 * each, with `crossorigin` (fonts are fetched in CORS mode, so a connection opened without it is not reused).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FONT_FACE = /@font-face\s*{[^}]*}/g;
const ABSOLUTE_URL = /url\(\s*["']?(https:\/\/[^"')\s]+)/g;
const LINK_TAG = /<link\b[^>]*>/g;

/** The origins a stylesheet's @font-face rules load fonts from. */
export function fontOriginsOf(css: string): Set<string> {
  const faces = css.match(FONT_FACE) ?? [];
  return new Set(
    faces.flatMap((face) =>
      [...face.matchAll(ABSOLUTE_URL)].flatMap(([, url]) => (url ? [new URL(url).origin] : [])),
    ),
  );
}

/** The origins a page preconnects to in CORS mode (`<link rel="preconnect" href=… crossorigin>`). */
export function corsPreconnectsOf(html: string): Set<string> {
  const origins = new Set<string>();
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (/\brel="preconnect"/.test(tag) && /\scrossorigin\b/.test(tag) && href) {
      origins.add(new URL(href).origin);
    }
  }
  return origins;
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

/** One line per built page and font origin it does not preconnect to. */
export function missingFontPreconnectsOfBuild(distDir: string): string[] {
  const origins = new Set(
    filesUnder(path.join(distDir, 'assets'), '.css').flatMap((file) => [
      ...fontOriginsOf(readFileSync(file, 'utf8')),
    ]),
  );
  return filesUnder(distDir, '.html').flatMap((file) => {
    const preconnected = corsPreconnectsOf(readFileSync(file, 'utf8'));
    return [...origins]
      .filter((origin) => !preconnected.has(origin))
      .map((origin) => `${path.relative(distDir, file)} does not preconnect to ${origin}`);
  });
}
