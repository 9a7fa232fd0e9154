import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eagerImports } from './eagerImportGraph';

// DESIGN §9: the sign-in route stays ≤ 150 kB gzip (measured by `npm run bench`). This guards the cause
// without a build: nothing the entry loads statically may pull in the dashboard or its heavy libraries.
const root = fileURLToPath(new URL('../..', import.meta.url));
const { files, packages } = eagerImports(root, 'src/main.tsx');

describe('the entry chunk (static imports of src/main.tsx)', () => {
  it('reaches the sign-in route and its session machine', () => {
    expect(files).toContain('src/routes/loginRoute.ts');
    expect(files).toContain('machines/sessionMachine.ts');
  });

  it('leaves out every dashboard page and the shell, engine and renderer', () => {
    const heavy = files.filter((file) =>
      /^src\/(features|engine|renderer)\/|^src\/routes\/dashboard\/[A-Z]|^src\/routes\/dashboard\/courses\/[A-Z]|^src\/routes\/login\.lazy/.test(file),
    );
    // The error page stays eager: a failed chunk load is one of the errors it shows.
    expect(heavy).toEqual(['src/features/errors/ErrorPage.tsx']);
  });

  it('leaves out the shell machines and the libraries only the dashboard uses', () => {
    expect(files.filter((file) => file.startsWith('machines/'))).toEqual(['machines/sessionMachine.ts']);
    const dashboardOnly = /^(ky|firebase|@firebase\/.*|@rjsf\/.*|@dnd-kit\/.*|@ffmpeg\/.*|ajv.*|react-.*crop.*|cropperjs|@mantine\/(dates|notifications|dropzone))$/;
    expect(packages.filter((name) => dashboardOnly.test(name))).toEqual([]);
  });
});
