import { describe, expect, it } from 'vitest';
import { dereference } from './dereference';

const source = {
  'schemas/common/a.schema.json': { $defs: { text: { type: 'string', maxLength: 5, errorMessage: { maxLength: 'short' }, 'x-ui': { widget: 'text' } }, loop: { $ref: '#/$defs/loop' } } },
  'schemas/wizards/w/steps/s.schema.json': {
    $schema: '../../../meta/step.schema.json',
    type: 'object',
    properties: {
      name: { $ref: '../../../common/a.schema.json#/$defs/text', maxLength: 9, errorMessage: { minLength: 'long' }, 'x-ui': { hint: 'h' } },
      bad: { $ref: '../../../common/a.schema.json#/$defs/loop' },
    },
  },
};

describe('dereference', () => {
  it('inlines a cross-file $ref, letting the field’s own keywords win and merging messages and hints', () => {
    const schema = dereference(source, 'schemas/wizards/w/steps/s.schema.json', '/properties/name');
    expect(schema).toEqual({ type: 'string', maxLength: 9, errorMessage: { maxLength: 'short', minLength: 'long' }, 'x-ui': { widget: 'text', hint: 'h' } });
  });

  it('reports a circular $ref instead of looping', () => {
    expect(() => dereference(source, 'schemas/wizards/w/steps/s.schema.json')).toThrow(/Circular \$ref/);
  });
});
