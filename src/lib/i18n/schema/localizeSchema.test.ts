import { describe, expect, it } from 'vitest';
import { localizeSchema } from './localizeSchema';
import { pseudoSchemaTranslator } from './schemaTextTranslator';

describe('localizeSchema', () => {
  const wrap = pseudoSchemaTranslator('⟦', '⟧');

  it('translates titles, messages and x-ui texts but not the x-ui values that name files or folders', () => {
    const schema = {
      title: 'Terms',
      properties: {
        accepted_at: {
          type: 'string',
          errorMessage: { required: 'Please read and accept the terms to continue' },
          'x-ui': { widget: 'acceptedAt', options: { textUrl: '/terms/retreat-terms.md', folderName: 'video/promo', checkboxLabel: 'I have read and agree', confirmChoice: { value: 'NOT_INCLUDED' } } },
        },
      },
    };
    const localized = localizeSchema(schema, wrap);
    expect(localized.title).toBe('⟦Terms⟧');
    const field = localized.properties.accepted_at;
    expect(field.errorMessage.required).toBe('⟦Please read and accept the terms to continue⟧');
    expect(field['x-ui'].options).toEqual({
      textUrl: '/terms/retreat-terms.md',
      folderName: 'video/promo',
      checkboxLabel: '⟦I have read and agree⟧',
      confirmChoice: { value: 'NOT_INCLUDED' },
    });
    expect(field['x-ui'].widget).toBe('acceptedAt');
  });
});
