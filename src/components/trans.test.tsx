import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import i18next from 'i18next';
// The one it stands in for, to compare with.
// eslint-disable-next-line no-restricted-imports
import { Trans as I18nextTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { englishResources } from '../lib/locale-resources';
import { Trans } from './trans';

/** Every string of the catalogue with named tags, each opened and closed: what the app gives Trans. */
function taggedStrings(): { ns: string; key: string; text: string }[] {
  const found: { ns: string; key: string; text: string }[] = [];
  const walk = (ns: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') {
      const names = [...node.matchAll(/<(\w+)>/g)].map(([, name]) => name);
      if (names.length > 0 && names.every((name) => node.includes(`</${name}>`)))
        found.push({ ns, key: prefix, text: node });
      return;
    }
    if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node))
        walk(ns, prefix ? `${prefix}.${key}` : key, child);
  };
  for (const [ns, resources] of Object.entries(englishResources)) walk(ns, '', resources);
  return found;
}

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: englishResources },
  interpolation: { escapeValue: false },
});

describe('Trans without the HTML parser', () => {
  const strings = taggedStrings();

  it('finds the tagged strings', () => {
    expect(strings.length).toBeGreaterThan(20);
  });

  it.each(strings.map((s) => [`${s.ns}:${s.key}`, s] as const))(
    'renders %s as react-i18next does',
    (_, { ns, key, text }) => {
      const t = i18n.getFixedT('en', ns as keyof typeof englishResources);
      // A value that looks like markup and an entity: text, never a tag, in both.
      const values: Record<string, string> = {};
      for (const [, name = ''] of text.matchAll(/\{\{(\w+)\}\}/g))
        values[name] = `<b>${name}</b> & "x"`;
      const components: Record<string, ReactElement> = {};
      for (const [, name = ''] of text.matchAll(/<(\w+)>/g))
        components[name] = <span className={`tag-${name}`} />;
      const props = { t, i18nKey: key, values, components } as never;
      // react-i18next's needs the instance (the app's comes through initReactI18next); ours reads `t` alone.
      const theirs = render(<I18nextTrans {...(props as object)} i18n={i18n} />).container
        .innerHTML;
      const ours = render(<Trans {...(props as object)} />).container.innerHTML;
      expect(ours).toBe(theirs);
    },
  );

  it('keeps a component its own children when its tag is empty', () => {
    const t = ((key: string) => (key === 'k' ? 'Go <link></link> now' : key)) as never;
    const { container } = render(
      <Trans t={t} i18nKey={'k' as never} components={{ link: <a href="/x">here</a> }} />,
    );
    expect(container.innerHTML).toBe('Go <a href="/x">here</a> now');
  });
});
