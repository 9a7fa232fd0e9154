import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';

/**
 * Calls `onChange` with the changed paths (relative to `root`) once a burst of writes under `dirs`
 * settles: editors save in several steps (write, rename, touch). Returns the stop function.
 */
export function watchFolders(root: string, dirs: readonly string[], onChange: (paths: string[]) => void, settleMs = 100): () => void {
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const watchers = dirs
    .filter((dir) => existsSync(join(root, dir)))
    .map((dir) =>
      watch(join(root, dir), { recursive: true }, (_event, file) => {
        if (file) changed.add(`${dir}/${file.toString()}`);
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          const paths = [...changed].sort();
          changed = new Set();
          timer = null;
          onChange(paths);
        }, settleMs);
      }),
    );
  return () => {
    if (timer) clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
  };
}
