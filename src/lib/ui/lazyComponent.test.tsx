import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const Heavy = ({ label }: { label: string }) => <p>heavy {label}</p>;

describe('lazyComponent', () => {
  it('draws the stand-in until the module is here, then the component; later mounts draw it at once', async () => {
    const module = deferred<typeof Heavy>();
    const load = vi.fn(() => module.promise);
    const lazy = lazyComponent(load);
    function Host({ label }: { label: string }) {
      const Loaded = lazy.useLoaded();
      return Loaded ? <Loaded label={label} /> : <p>stand-in {label}</p>;
    }
    const first = render(<Host label="a" />);
    expect(screen.getByText('stand-in a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => module.resolve(Heavy));
    expect(screen.getByText('heavy a')).toBeInTheDocument();
    first.unmount();
    render(<Host label="b" />);
    // Already loaded: no stand-in frame, and the module is not asked for again.
    expect(screen.getByText('heavy b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch, and keeps the stand-in meanwhile', async () => {
    const failing = deferred<typeof Heavy>();
    const load = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(Heavy);
    const lazy = lazyComponent<{ label: string }>(load);
    await act(async () => {
      failing.reject(new Error('offline'));
      await expect(lazy.preload()).rejects.toThrow('offline');
    });
    function Host() {
      const Loaded = lazy.useLoaded();
      return Loaded ? <Loaded label="c" /> : <p>stand-in c</p>;
    }
    render(<Host />);
    expect(await screen.findByText('heavy c')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
