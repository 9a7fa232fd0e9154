import { describe, expect, it } from 'vitest';
import { textHash } from './overlay';
import { schemaTextTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

const source = {
  'schemas/common/text.schema.json': { $defs: { title: { title: 'Title', errorMessage: { maxLength: 'Title must be at most {max} characters' } } } },
  'schemas/wizards/course/steps/details.schema.json': { properties: { title: { $ref: '../../../common/text.schema.json#/$defs/title' }, day: { title: 'Day' } } },
};

describe('schema text translator', () => {
  const texts = translatableTexts(source);
  const translate = schemaTextTranslator(texts, {
    'schemas/common/text.schema.json#/$defs/title/title': { text: 'Название', source: textHash('Title') },
    'schemas/common/text.schema.json#/$defs/title/errorMessage/maxLength': { text: 'Не более {max} символов', source: textHash('Title must be at most {max} characters') },
    'schemas/wizards/course/steps/details.schema.json#/properties/day/title': { text: 'День', source: textHash('Old day') },
  });

  it('translates a text shared through $ref once, where it is written', () => {
    expect(texts.map((t) => `${t.file}#${t.pointer}`)).toEqual([
      'schemas/common/text.schema.json#/$defs/title/title',
      'schemas/common/text.schema.json#/$defs/title/errorMessage/maxLength',
      'schemas/wizards/course/steps/details.schema.json#/properties/day/title',
    ]);
    expect(translate('Title')).toBe('Название');
  });

  it('refills a message shown with its placeholders filled', () => {
    expect(translate('Title must be at most 80 characters')).toBe('Не более 80 символов');
  });

  it('shows the English when the translation is stale, and leaves unknown text alone', () => {
    expect(translate('Day')).toBe('Day');
    expect(translate('Something else')).toBe('Something else');
  });
});
