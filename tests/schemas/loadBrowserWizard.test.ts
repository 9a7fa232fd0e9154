import { describe, expect, it } from 'vitest';
import { loadBrowserWizard } from '../../src/engine/loadBrowserWizard';
import { loadedSchemaFiles } from '../../src/engine/loadedSchemaFiles';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';

describe('the browser loader', () => {
  it('outside a production build has exactly what the Node loader reads from schemas/, under the same keys', () => {
    expect(loadedSchemaFiles()).toEqual(loadSchemasFromDisk(PROJECT_ROOT));
  });

  it('compiles at run time outside a production build and names a missing wizard', async () => {
    await expect(loadBrowserWizard('no-such-wizard')).rejects.toThrow('No wizard "no-such-wizard"');
  });
});
