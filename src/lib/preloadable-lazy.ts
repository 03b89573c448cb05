import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload` that starts loading the component's code, and which renders at once, without
 * suspending, when that code has come by its first render (issue #20). React reveals a Suspense boundary's
 * content no sooner than 300 ms after it last showed a fallback, so a lazy component that suspends even for a
 * module already loaded (React.lazy always does on its first render) costs up to 300 ms more, once per boundary
 * on the way to a page: measured on a signed-in page, its content came ~500 ms later than without.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        // A later preload (or the first render) tries again.
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded
      ? // React.lazy reads a thenable that calls back at once as already resolved.
        ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as Promise<{
          default: ComponentType<Props>;
        }>)
      : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
