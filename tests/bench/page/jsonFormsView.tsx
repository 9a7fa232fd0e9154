import type { JsonSchema } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import type Ajv from 'ajv';
import type { ReactElement } from 'react';

const noChange = () => {};

/**
 * Stock JSON Forms with the vanilla renderers and cells on a step schema (inlined), its default UI schema
 * (one control per property, arrays of objects as its table), errors shown as they change (as stock RJSF's
 * liveValidate and ours after a first Save & Next). `ajv`: JSON Forms' default when absent.
 */
export function jsonFormsElement(schema: object, data: Record<string, unknown>, ajv?: Ajv): ReactElement {
  return (
    <JsonForms
      schema={schema as JsonSchema}
      data={data}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      validationMode="ValidateAndShow"
      onChange={noChange}
      {...(ajv ? { ajv } : {})}
    />
  );
}
