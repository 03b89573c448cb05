import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { whenInteracted } from './first-interaction';

/**
 * A react-hook-form resolver whose yup schema loads when the user first interacts with the page instead of
 * with the page itself: forms validate on submit, so yup and its resolver (~13 kB gzipped) stay off the
 * page's load, and off a visit that only reads (issue #20: JavaScript until idle). They are fetched at the
 * first focus, press or key, while the user fills the form in (at once when the user reached the page by a
 * click), so the first submit seldom waits; if it does (a form submitted by autofill alone), validation
 * waits for them.
 * Create it once per form module (not while rendering) so the schema loads once.
 */
export function lazyYupResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ObjectSchema<Values>>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/yup')]).then(
      ([schema, { yupResolver }]) => yupResolver(schema) as unknown as Resolver<Values>,
    ));
  if (typeof document !== 'undefined') whenInteracted(() => void load());
  return async (values, context, options) => (await load())(values, context, options);
}
