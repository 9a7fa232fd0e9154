import { describe, expect, it } from 'vitest';
import { arrayCaps, capArrays, MAX_ITEMS_WITHOUT_LIMIT, withCapErrors } from './capArrays';

const schema = {
  type: 'object',
  properties: {
    benefits: { type: 'array', items: { type: 'string' }, maxItems: 3, errorMessage: { maxItems: 'Please do not select more than 3 benefits' } },
    categories: { type: 'array', uniqueItems: true, items: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] } },
    colours: { type: 'array', uniqueItems: true, items: { enum: ['red', 'green', 'blue'] } },
    lessons: { type: 'array', items: { type: 'object', properties: { answers: { type: 'array', maxItems: 2 } } } },
    title: { type: 'string' },
  },
};
const caps = arrayCaps(schema);

describe('capArrays', () => {
  it('leaves data within every bound as the very same object', () => {
    const data = { benefits: ['x'], categories: ['a', 'b'], lessons: [{ answers: [1, 2] }], title: 't' };
    expect(capArrays(caps, data)).toEqual({ data, errors: [] });
    expect(capArrays(caps, data).data).toBe(data);
  });

  it('cuts an array past maxItems to its bound with one error carrying the schema’s message', () => {
    const data = { benefits: ['a', 'b', 'c', 'd', 'e'] };
    expect(capArrays(caps, data)).toEqual({
      data: { benefits: ['a', 'b', 'c'] },
      errors: [{ pointer: '/benefits', message: 'Please do not select more than 3 benefits', keyword: 'maxItems' }],
    });
    expect(data.benefits).toHaveLength(5);
  });

  it('bounds unique arrays of fixed values by the number of values (oneOf consts or enum)', () => {
    const { data, errors } = capArrays(caps, { categories: Array.from({ length: 32_000 }, (_, i) => i), colours: ['red', 1, 2, 3] });
    expect(data).toEqual({ categories: [0, 1], colours: ['red', 1, 2] });
    expect(errors).toEqual([
      { pointer: '/categories', message: 'At most 2 items are allowed here', keyword: 'maxItems' },
      { pointer: '/colours', message: 'At most 3 items are allowed here', keyword: 'maxItems' },
    ]);
  });

  it('bounds arrays without any limit at MAX_ITEMS_WITHOUT_LIMIT, and reaches arrays inside items', () => {
    const lessons = [{ answers: [1, 2, 3] }, ...Array.from({ length: MAX_ITEMS_WITHOUT_LIMIT + 5 }, () => ({}))];
    const { data, errors } = capArrays(caps, { lessons });
    expect((data as { lessons: unknown[] }).lessons).toHaveLength(MAX_ITEMS_WITHOUT_LIMIT);
    expect((data as { lessons: Array<{ answers?: unknown[] }> }).lessons[0]!.answers).toEqual([1, 2]);
    expect(errors.map((e) => e.pointer)).toEqual(['/lessons', '/lessons/0/answers']);
  });
});

describe('withCapErrors', () => {
  it("keeps the array's own errors with the cap's just before them, and drops errors about items inside it", () => {
    const cap = { pointer: '/categories', message: 'At most 2 items are allowed here', keyword: 'maxItems' };
    const others = [
      { pointer: '/categories/0', message: 'Please select category', keyword: 'oneOf' },
      { pointer: '/categories', message: 'must NOT have duplicate items', keyword: 'uniqueItems' },
      { pointer: '/categoriesExtra', message: 'kept', keyword: 'type' },
      { pointer: '/title', message: 'Please add a title', keyword: 'required' },
    ];
    expect(withCapErrors([cap], [...others])).toEqual([cap, others[1], others[2], others[3]]);
    // An array with no other error of its own gets the cap's error at the end.
    expect(withCapErrors([cap], [others[3]!])).toEqual([others[3], cap]);
  });

  it('puts each of several caps before its own array’s first error, and those without one at the end in their order', () => {
    const cap = (pointer: string) => ({ pointer, message: `cap ${pointer}`, keyword: 'maxItems' });
    const error = (pointer: string) => ({ pointer, message: `error ${pointer}`, keyword: 'type' });
    const caps = [cap('/a'), cap('/b'), cap('/c'), cap('/d')];
    const errors = [error('/x'), error('/c'), error('/a/0'), error('/b'), error('/a'), error('/c')];
    expect(withCapErrors(caps, errors).map((e) => e.message)).toEqual(['error /x', 'cap /c', 'error /c', 'cap /b', 'error /b', 'cap /a', 'error /a', 'error /c', 'cap /d']);
  });
});
