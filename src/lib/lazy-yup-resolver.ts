import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * A react-hook-form resolver whose yup schema loads with the first validation instead of with the page:
 * forms validate on submit, so yup and its resolver (~13 KB gzipped) stay off the first load. The browser
 * fetches them as soon as it is idle, so the first submit does not wait for the network.
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
  // Safari has no requestIdleCallback.
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(() => void load());
  } else if (typeof window !== 'undefined') {
    setTimeout(() => void load(), 1);
  }
  return async (values, context, options) => (await load())(values, context, options);
}
