import { afterFirstInteraction } from './first-interaction';

type ComponentClass = new ($root: Element | null, ...rest: never[]) => object;

/**
 * nhsuk-frontend's component `name`, from the module `load` imports, loaded at the user's first interaction
 * (scripts/vite/lazy-nhsuk-frontend.ts), or at once when the page has an element `neededAtOnce` selects, and
 * handed over through `inPageOnly`.
 */
export async function nhsukComponentAtFirstInteraction<Name extends string>(
  name: Name,
  load: () => Promise<Record<Name, ComponentClass>>,
  neededAtOnce?: string,
): Promise<Record<Name, ComponentClass>> {
  const atOnce = neededAtOnce !== undefined && document.querySelector(neededAtOnce) !== null;
  const Component = (await (atOnce ? load() : afterFirstInteraction(load)))[name];
  return { [name]: inPageOnly(Component) } as Record<Name, ComponentClass>;
}

/**
 * `Component` as a constructor that enhances only an element still in the page. nhsuk-react-components
 * constructs it with its ref's element once the import resolves, and throws in render what the constructor
 * throws (ElementError for a null root), so the route's error boundary shows the service problem page.
 * Loaded on mount, the element was there; seconds later, at the first interaction, the ref can be null: a
 * Suspense boundary showing its fallback (a form's lazy part loading) hides its tree and detaches its refs.
 * Such an element gets a plain object, no enhancement, and stays without it when shown again (the React
 * component keeps that instance and does not construct another).
 */
export function inPageOnly<C extends ComponentClass>(Component: C): C {
  return new Proxy(Component, {
    construct: (Target, [$root, ...rest]: ConstructorParameters<C>) =>
      $root?.isConnected ? new Target($root, ...rest) : {},
  });
}
