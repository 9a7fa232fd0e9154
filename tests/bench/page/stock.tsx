import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import Form from '@rjsf/mantine';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { dereference } from '../../../src/engine/dereference';
import { benchSchemaSource } from './benchSchemas';

// The stock page alone, as DESIGN §9's wizard-route budget describes it: React, Mantine, @rjsf/mantine
// and validator-ajv8 drawing the 40-field bench step. Only its bundle size is measured.
const schema = dereference(benchSchemaSource, 'tests/fixtures/bench/wizards/bench-40/steps/fields.schema.json') as RJSFSchema;
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <MantineProvider>
      <Form schema={schema} validator={validator} liveValidate="onChange" />
    </MantineProvider>,
  );
}
