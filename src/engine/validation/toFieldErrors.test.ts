import { describe, expect, it } from 'vitest';
import { createAjv } from './createAjv';
import { MAX_ERRORS_PER_FIELD, toFieldErrors } from './toFieldErrors';

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

describe('toFieldErrors on many errors', () => {
  const listSchema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string', errorMessage: 'Tags are text' } }, title: { type: 'string' } } };

  it(`keeps at most ${MAX_ERRORS_PER_FIELD} errors per top-level field, and the other fields’ errors`, () => {
    const errors = errorsOf(listSchema, { tags: Array.from({ length: 500 }, (_, i) => i), title: 1 });
    expect(errors.filter((e) => e.pointer.startsWith('/tags/'))).toHaveLength(MAX_ERRORS_PER_FIELD);
    expect(errors.at(-1)).toEqual({ pointer: '/title', message: 'must be string', keyword: 'type' });
  });

  it('still lists one error per pointer and message', () => {
    const error = { instancePath: '/a', schemaPath: '#', keyword: 'type', params: {}, message: 'must be string' };
    expect(toFieldErrors([error, { ...error }, { ...error, message: 'other' }])).toEqual([
      { pointer: '/a', message: 'must be string', keyword: 'type' },
      { pointer: '/a', message: 'other', keyword: 'type' },
    ]);
  });

  it('tells apart errors of equal lengths and drops a repeat listed far from its first', () => {
    const error = (instancePath: string, message: string) => ({ instancePath, schemaPath: '#', keyword: 'type', params: {}, message });
    const list = [error('/a', 'first'), error('/b', 'first'), error('/a', 'other'), error('/c', 'x'), error('/a', 'first'), error('/b', 'first')];
    expect(toFieldErrors(list).map(({ pointer, message }) => `${pointer} ${message}`)).toEqual(['/a first', '/b first', '/a other', '/c x']);
  });
});
