import { describe, expect, it } from 'vitest';
import { createAjv } from './createAjv';
import { toFieldErrors } from './toFieldErrors';

const ajv = createAjv();

describe('standard keywords keep their JSON Schema meaning', () => {
  it('does not coerce: "5" is not a number and is left a string', () => {
    const validate = ajv.compile({ type: 'object', properties: { size: { type: 'integer' } } });
    const data = { size: '5' };
    expect(validate(data)).toBe(false);
    expect(data.size).toBe('5');
    expect(toFieldErrors(validate.errors)).toEqual([{ pointer: '/size', message: 'must be integer', keyword: 'type' }]);
  });

  it('reports extra data instead of removing it', () => {
    const validate = ajv.compile({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
    const data = { a: 'x', extra: 1 };
    expect(validate(data)).toBe(false);
    expect(data).toEqual({ a: 'x', extra: 1 });
  });

  it('does not inject defaults', () => {
    const validate = ajv.compile({ type: 'object', properties: { level: { type: 'string', default: 'beginner' } } });
    const data = {};
    expect(validate(data)).toBe(true);
    expect(data).toEqual({});
  });

  it('counts characters, not UTF-16 units, for lengths', () => {
    const validate = ajv.compile({ type: 'string', maxLength: 3 });
    expect(validate('𝄞𝄞𝄞')).toBe(true);
  });

  it('rejects unknown keywords (strict) but accepts ours and the UI hints', () => {
    expect(() => ajv.compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword: "maxLenght"/);
    expect(() => ajv.compile({ type: 'string', noEmoji: true, 'x-ui': { widget: 'text' }, errorMessage: 'x' })).not.toThrow();
  });

  it('reports every error, not only the first', () => {
    const validate = ajv.compile({ type: 'object', required: ['a', 'b'] });
    validate({});
    expect(toFieldErrors(validate.errors).map((e) => e.pointer)).toEqual(['/a', '/b']);
  });
});
