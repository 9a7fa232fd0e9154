import { afterAll, describe, expect, it } from 'vitest';
import { copySchemas, runCli } from './cliHarness';

const details = 'tests/fixtures/wizards/fixture/steps/details.schema.json';
const media = 'tests/fixtures/wizards/fixture/steps/media.schema.json';
const manifest = 'tests/fixtures/wizards/fixture/wizard.json';

describe('npm run schemas:check', () => {
  it('passes on the project’s own schemas', () => {
    const { status, stdout } = runCli('schemasCheck', []);
    expect(stdout).toMatch(/^schemas:check: \d+ files OK$/m);
    expect(status).toBe(0);
  });

  describe('on a copy with deliberate mistakes', () => {
    const copy = copySchemas();
    afterAll(() => copy.remove());
    copy.edit(details, (s) => {
      s.properties.title.maxLenght = 3;
      s.properties.title.errorMessage.minLenght = 'Too short';
      s.properties.title['x-ui'].widget = 'fancy';
      s.properties.title['x-ui'].colour = 'red';
      s.properties.summary.noEmoji = true;
      s.properties.categories.$ref = '../../../../../schemas/common/topics.schema.json#/$defs/nope';
    });
    copy.edit(media, (s) => {
      s.properties.title = { type: 'string' };
      s.properties.bad = { minLength: 3 };
    });
    copy.edit(manifest, (m) => {
      m.steps[2].key = 'media';
      m.steps.push({ key: 'extra', title: 'Extra', schema: './steps/missing.schema.json' });
      m.colour = 1;
    });
    copy.edit('schemas/common/topics.schema.json', (s) => {
      s.$schema = '../meta/wizard.schema.json';
    });
    copy.edit('schemas/common/text.schema.json', (s) => {
      s.$defs.loud = { type: 'string', notAllUppercase: true, errorMessage: { maxLength: 'x' } };
    });
    copy.write('tests/fixtures/wizards/fixture/steps/broken.schema.json', '{ nope');
    const { status, stdout } = runCli('schemasCheck', [copy.root]);
    const lines = stdout.trim().split('\n');

    it.each([
      ['an unknown keyword', `${details}#/properties/title/maxLenght: unknown keyword "maxLenght"`],
      ['a message for a rule the field lacks', `${details}#/properties/title/errorMessage/minLenght: message for "minLenght", which is not a rule of this field`],
      ['an unknown UI hint', `${details}#/properties/title/x-ui/colour: unknown UI hint "colour"`],
      ['an unknown widget', `${details}#/properties/title/x-ui/widget: unknown widget; known widgets: text, textarea`],
      ['an unresolvable $ref', `${details}#/properties/categories/$ref: $ref "../../../../../schemas/common/topics.schema.json#/$defs/nope": schemas/common/topics.schema.json has nothing at #/$defs/nope`],
      ['a custom keyword without a message', `${details}#/properties/summary/noEmoji: "noEmoji" has no message: add errorMessage.noEmoji`],
      ['a shared rule without its message', 'schemas/common/text.schema.json#/$defs/loud/notAllUppercase: "notAllUppercase" has no message'],
      ['an unknown manifest property', `${manifest}#/colour: unknown property "colour"`],
      ['a duplicate step key', `${manifest}#/steps/2/key: duplicate step key "media" (also step 2)`],
      ['a missing step schema file', `${manifest}#/steps/4/schema: ./steps/missing.schema.json does not exist`],
      ['a field claimed by two steps', `${manifest}#/steps/1/schema: field "title" is also claimed by step "details"`],
      ['a keyword on an untyped field (strict mode)', `${media}#/properties/bad: strict mode: missing type "string" for keyword "minLength"`],
      ['a $schema not pointing at the meta-schema', 'schemas/common/topics.schema.json#/$schema: "$schema" must be the relative path to schemas/meta/step.schema.json'],
      ['a file that is not JSON', 'tests/fixtures/wizards/fixture/steps/broken.schema.json#: not valid JSON'],
    ])('reports %s with file and pointer', (_name, line) => {
      expect(lines.some((l) => l.startsWith(line))).toBe(true);
    });

    it('exits non-zero', () => {
      expect(status).toBe(1);
    });
  });
});
