import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import { customKeywords } from '../../../src/engine/validation/keywords';

/**
 * Stock `@rjsf/validator-ajv8` (its own ajv options, formats and error handling), told about the same
 * rules our schemas use so both forms check the same thing: draft 2020-12, ajv-errors messages and our
 * custom keywords. Nothing else of ours is involved.
 */
export const stockValidator = customizeValidator({
  AjvClass: Ajv2020,
  extenderFn: (ajv) => {
    ajvErrors(ajv);
    for (const keyword of customKeywords) ajv.addKeyword(keyword);
    return ajv;
  },
});
