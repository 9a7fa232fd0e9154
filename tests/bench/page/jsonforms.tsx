import { createRoot } from 'react-dom/client';
import { dereference } from '../../../src/engine/dereference';
import { benchSchemaSource } from './benchSchemas';
import { jsonFormsElement } from './jsonFormsView';

// The JSON Forms vanilla page alone, the second route baseline: React, @jsonforms/core, react and
// vanilla-renderers drawing the 40-field bench step. Only its bundle size is measured.
const schema = dereference(benchSchemaSource, 'tests/fixtures/bench/wizards/bench-40/steps/fields.schema.json') as object;
const container = document.getElementById('root');
if (container) createRoot(container).render(jsonFormsElement(schema, {}));
