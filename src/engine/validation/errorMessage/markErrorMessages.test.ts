import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_START } from './errorMessageKeyword';
import { markErrorMessages } from './markErrorMessages';

describe('markErrorMessages', () => {
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 3, errorMessage: { minLength: 'Too short' } },
      // A field named errorMessage is a property, not the keyword: the properties map is not marked.
      errorMessage: { type: 'string' },
      plain: { type: 'string' },
    },
    allOf: [{ if: { required: ['a'] }, then: { required: ['b'], errorMessage: 'B too' } }],
    enum: [{ errorMessage: 'data, not a schema' }],
    errorMessage: { required: { title: 'Title please' } },
  };

  it('marks every subschema holding a message, and nothing else', () => {
    const marked = markErrorMessages(schema) as typeof schema & Record<string, unknown>;
    expect(marked[ERROR_MESSAGE_START]).toBe(true);
    expect((marked.properties.title as Record<string, unknown>)[ERROR_MESSAGE_START]).toBe(true);
    expect(marked.properties).not.toHaveProperty(ERROR_MESSAGE_START);
    expect(marked.properties.errorMessage).toBe(schema.properties.errorMessage);
    expect(marked.properties.plain).toBe(schema.properties.plain);
    expect((marked.allOf[0]!.then as Record<string, unknown>)[ERROR_MESSAGE_START]).toBe(true);
    expect(marked.allOf[0]!.if).toBe(schema.allOf[0]!.if);
    expect(marked.enum).toBe(schema.enum);
  });

  it('leaves the given document as it was and answers the same copy again (ajv caches by object)', () => {
    const before = JSON.stringify(schema);
    const first = markErrorMessages(schema);
    expect(JSON.stringify(schema)).toBe(before);
    expect(markErrorMessages(schema)).toBe(first);
    const none = { type: 'string' };
    expect(markErrorMessages(none)).toBe(none);
  });
});
