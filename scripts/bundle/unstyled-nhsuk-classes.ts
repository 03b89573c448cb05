/**
 * nhsuk-frontend classes the built app names but its stylesheet does not style (issue #20). The app's
 * stylesheet (src/styles/main.scss) takes only the nhsuk-frontend components it renders; a screen that
 * starts using another one (a hero, a breadcrumb…) would show it unstyled, which jsdom cannot notice. So
 * `npm run size:check` compares three sets of class names read from the last build: those nhsuk-frontend's
 * whole stylesheet styles, those the build's stylesheets style, and those its scripts and pages name.
 * A class in the first and third but not the second is unstyled. Names nhsuk-frontend does not style itself
 * (the app's own hooks) are not its concern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import { repositoryRoot } from '../../tests/support/repository';

const CLASS_SELECTOR = /\.(nhsuk-[\w-]+)/g;
const CLASS_NAME = /nhsuk-[\w-]*\w/g;

/** The class names a stylesheet's selectors name. */
export function classesStyledBy(css: string): Set<string> {
  return new Set([...css.matchAll(CLASS_SELECTOR)].flatMap(([, name]) => (name ? [name] : [])));
}

/** Every `nhsuk-…` name a script or page mentions (class names, and anything else so spelt). */
export function classesNamedIn(text: string): Set<string> {
  return new Set(text.match(CLASS_NAME) ?? []);
}

/** The names in `named` that nhsuk-frontend styles (`nhsukStyled`) but the app's CSS (`appStyled`) does not. */
export function unstyledNhsukClasses(sets: {
  nhsukStyled: Set<string>;
  appStyled: Set<string>;
  named: Set<string>;
}): string[] {
  return [...sets.named]
    .filter((name) => sets.nhsukStyled.has(name) && !sets.appStyled.has(name))
    .sort();
}

/** Classes nhsuk-frontend's whole stylesheet styles, compiled from its source as the app compiles its own. */
function nhsukFrontendStyledClasses(): Set<string> {
  const { css } = compile(
    path.join(repositoryRoot, 'node_modules/nhsuk-frontend/dist/nhsuk/index.scss'),
    {
      loadPaths: [path.join(repositoryRoot, 'node_modules')],
      silenceDeprecations: ['import', 'global-builtin'],
      quietDeps: true,
    },
  );
  return classesStyledBy(css);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The unstyled nhsuk-frontend classes of the build in `distDir` (dist/app). */
export function unstyledNhsukClassesOfBuild(distDir: string): string[] {
  const files = filesUnder(distDir);
  const textOf = (extension: string) =>
    files
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  return unstyledNhsukClasses({
    nhsukStyled: nhsukFrontendStyledClasses(),
    appStyled: classesStyledBy(textOf('.css')),
    named: classesNamedIn(`${textOf('.js')}\n${textOf('.html')}`),
  });
}
