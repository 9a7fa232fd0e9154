import { createAjv } from '@jsonforms/core';
import ajvErrors from 'ajv-errors';
import { customKeywords } from '../../../src/engine/validation/keywords';

/**
 * JSON Forms' own ajv (its createAjv: draft-07 Ajv, allErrors, verbose, strict off, formats), told about
 * the same rules our schemas use (ajv-errors messages, our custom keywords), so the engines in the timed
 * runs check the same thing. Built once, outside every timing, as JSON Forms builds one per form.
 */
export const jsonFormsAjv = createAjv();
ajvErrors(jsonFormsAjv);
for (const keyword of customKeywords) jsonFormsAjv.addKeyword(keyword);
