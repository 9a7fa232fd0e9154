import { Loader } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState, type ComponentType } from 'react';

/** A registry field whose module is fetched on first use (see `lazyField`). */
export interface LazyField {
  Field: ComponentType<FieldProps>;
  /** Fetches the module (once); resolves when `Field` draws it without waiting. */
  preload(): Promise<ComponentType<FieldProps>>;
}

/**
 * A field fetched when a step first draws it, so a heavy one stays off every wizard route (DESIGN §9). Until it is
 * here a small loader stands in; once loaded, it mounts in the same render as its step. Not React.lazy, which
 * suspends every first mount of the boundary for a frame, even when the module has long been loaded.
 */
export function lazyField(load: () => Promise<ComponentType<FieldProps>>): LazyField {
  let loaded: ComponentType<FieldProps> | null = null;
  let loading: Promise<ComponentType<FieldProps>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  function Field(props: FieldProps) {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      void preload().then((component) => {
        if (live) setLoaded(() => component);
      });
      return () => {
        live = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <Loader size="sm" role="status" aria-label={String(props.schema.title ?? props.name)} />;
  }
  return { Field, preload };
}
