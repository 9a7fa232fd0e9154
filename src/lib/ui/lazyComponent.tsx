import { useEffect, useState, type ComponentType } from 'react';

/** A component whose module is fetched apart from the route that draws it (see `lazyComponent`). */
export interface LazyComponent<P> {
  /** Fetches the module (once; again after a failed fetch); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
  /** The component once its module is here, else null; asks for the module when the caller first renders. */
  useLoaded(): ComponentType<P> | null;
}

/**
 * A heavy component kept off a route's static imports (DESIGN §9 route budgets): its module is fetched when a
 * caller first renders, so it is here by the time anyone reaches for it (a dialog opened, a picker focused), and
 * a caller draws its light stand-in until then. Not React.lazy: that suspends every first mount for a frame, even
 * once the module has long been loaded, and a Suspense fallback would replace what the caller draws meanwhile.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline a moment) is tried again by the next caller.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function useLoaded(): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (next) => live && setComponent(() => next),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [component]);
    return component;
  }
  return { preload, useLoaded };
}
