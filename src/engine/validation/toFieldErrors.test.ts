import { describe, expect, it } from 'vitest';
import { createAjv } from './createAjv';
import { toFieldErrors } from './toFieldErrors';

const ajv = createAjv();
const errorsOf = (schema: object, data: unknown) => {
  const validate = ajv.compile(schema);
  validate(data);
  return toFieldErrors(validate.errors);
};

describe('toFieldErrors', () => {
  it('puts a missing field’s message on the field, one error per missing field', () => {
    const schema = { type: 'object', required: ['a', 'b/c'], errorMessage: { required: 'Please fill this in' } };
    expect(errorsOf(schema, {})).toEqual([
      { pointer: '/a', message: 'Please fill this in', keyword: 'required' },
      { pointer: '/b~1c', message: 'Please fill this in', keyword: 'required' },
    ]);
  });

  it('keeps nested array positions in the pointer', () => {
    const schema = {
      type: 'object',
      properties: { lessons: { type: 'array', items: { type: 'object', required: ['title'], errorMessage: { required: { title: 'Please add a title' } } } } },
    };
    expect(errorsOf(schema, { lessons: [{ title: 'x' }, {}] })).toEqual([{ pointer: '/lessons/1/title', message: 'Please add a title', keyword: 'required' }]);
  });

  it('maps messages given per property from the parent (errorMessage.properties)', () => {
    const schema = { type: 'object', properties: { size: { type: 'integer', minimum: 1 } }, errorMessage: { properties: { size: 'Size must be at least 1' } } };
    expect(errorsOf(schema, { size: 0 })).toEqual([{ pointer: '/size', message: 'Size must be at least 1', keyword: 'minimum' }]);
  });

  it('falls back to ajv’s wording where the schema gives no message', () => {
    expect(errorsOf({ type: 'object', properties: { n: { type: 'number' } } }, { n: 'x' })).toEqual([{ pointer: '/n', message: 'must be number', keyword: 'type' }]);
  });

  it('accepts no errors at all', () => {
    expect(toFieldErrors(null)).toEqual([]);
  });
});
