import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledValidatorsPlugin } from './src/engine/validation/precompiledValidatorsPlugin.js';
import { lazyRjsfMarkdownPlugin } from './src/renderer/build/lazyRjsfMarkdownPlugin.js';
import { rjsfLocalUriPlugin } from './src/renderer/build/rjsfLocalUriPlugin.js';
import { rjsfOverriddenDefaultsPlugin } from './src/renderer/build/rjsfOverriddenDefaultsPlugin.js';
import { linguiCompiledCatalogsPlugin } from './src/lib/i18n/build/linguiCompiledCatalogsPlugin.js';
import { schemaCommentsPlugin } from './src/engine/build/schemaCommentsPlugin.js';

// One config for the app build and the jsdom/node unit suites.
// Convention: `*.test.ts` runs in Node, `*.test.tsx` runs in jsdom (it renders React).
export default defineConfig({
  // precompiledValidatorsPlugin: `vite build` ships standalone step validators (no `new Function`, CSP-safe).
  // lazyRjsfMarkdownPlugin: RJSF's markdown parser loads when something is drawn as markdown, not with every route.
  // rjsfLocalUriPlugin: RJSF's URI resolver for `$ref`s is a few local lines (the forms' schemas are dereferenced).
  // linguiCompiledCatalogsPlugin: Lingui's ICU compiler stays with the catalogs (they load compiled), out of the entry.
  // rjsfOverriddenDefaultsPlugin: RJSF core's widgets and templates whose names our form's registry draws itself, the
  // widgets no schema reaches and the layout fields (drawn only where a uiSchema names them; ours never do) stay out.
  // schemaCommentsPlugin: the schema files the wizard chunks carry lose their `$comment`s (staff notes; manifests keep theirs).
  plugins: [react(), precompiledValidatorsPlugin(), lazyRjsfMarkdownPlugin(), rjsfLocalUriPlugin(), rjsfOverriddenDefaultsPlugin(), linguiCompiledCatalogsPlugin(), schemaCommentsPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the browser needs all of it before the
        // first paint anyway, and Rolldown had split it into 28 files (shared with lazy routes), which
        // gzip separately (-5 to -8 kB gzip on every route; docs/architecture.md, route sizes).
        // Mantine's alert, close and icon buttons and paper with the hooks they share, which the sign-in form and
        // nearly every dashboard screen draw, are one chunk too instead of seven files of 0.2-1.3 kB each.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'mantine-base',
              test: /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Alert|CloseButton|Paper|ActionIcon)[\\/]|core[\\/]styles-api[\\/]use-resolved-styles-api)|@mantine[\\/]hooks[\\/]esm[\\/](use-id|use-uncontrolled|utils[\\/]random-id)/,
            },
            // The choice inputs the wizard steps draw (checkbox, radio, switch, pills, chips), without what Select
            // shares with them (CheckIcon) and without their dependencies, so a page with a Select alone loads none of it.
            {
              name: 'mantine-choices',
              includeDependenciesRecursively: false,
              test: /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Checkbox[\\/](?!CheckIcon)|Radio[\\/]|Switch[\\/]|PillsInput[\\/]|Pill[\\/]|Chip[\\/])|utils[\\/]InlineInput)/,
            },
            // The image upload field with its uploader and rules: one file where a route loads it (course and track
            // statically, retreat and workshop with the later step that draws it) instead of seven of 0.1-3 kB.
            {
              name: 'image-upload-field',
              includeDependenciesRecursively: false,
              test: /src[\\/](renderer[\\/]widgets[\\/]media[\\/](ImageUploadField|ImageUploader|mediaFieldProps|UploadProgressModal|useImagePreview)|lib[\\/]media[\\/](imageRules|imageSet|imageSetStorage|uploadTracking|readFileAsDataUrl|readImageSize|mediaFile))\./,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    globalSetup: ['tests/setup/modelCoverageReport.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', '**/*.firebase.test.ts'],
        },
      },
      {
        // The Firebase path on local protocol servers (docs/firebase-testing.md); they start once per run,
        // only when a `*.firebase.test.ts` file is selected.
        extends: true,
        test: {
          name: 'firebase',
          environment: 'node',
          include: [
            'src/**/*.firebase.test.ts',
            'tests/**/*.firebase.test.ts',
            // The server's service suites, on Firestore + Firebase Auth here (SQLite in the node project):
            // tests/server/serviceBackend.ts picks the backend whose emulators the project provides.
            'tests/server/genericStepSave.test.ts',
            'tests/server/libraryItems.test.ts',
            'tests/server/courseRevisions.test.ts',
            'tests/server/courses.test.ts',
            'tests/server/retreats.test.ts',
            'tests/server/ownership.test.ts',
            'tests/server/shopProducts.test.ts',
            'tests/server/shopProductActions.test.ts',
            'tests/server/paymentService.test.ts',
            'tests/server/serverOwnedWrites.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          globalSetup: ['tests/setup/firebaseGlobalSetup.ts'],
          setupFiles: ['tests/setup/firebaseEnv.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup/dom.ts'],
          server: { deps: { inline: ['@rjsf/mantine'] } },
        },
      },
    ],
  },
});
