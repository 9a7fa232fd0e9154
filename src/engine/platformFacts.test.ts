import { describe, expect, it } from 'vitest';
import { checkSchemas } from './check/checkSchemas';
import { compileWizard } from './compileWizard';
import { loadSchemasFromDisk } from './loadSchemasFromDisk';
import { PLATFORM_FACTS_PATH, platformFacts, withPlatformFacts } from './platformFacts';
import type { SchemaSource } from './schemaSource';

const real = loadSchemasFromDisk(process.cwd(), ['schemas']);

// A one-step wizard whose field name, title, message and allow-list all name platform facts.
function spotsWizard(facts: Record<string, string>): SchemaSource {
  return {
    [PLATFORM_FACTS_PATH]: { $schema: './meta/platform.schema.json', facts },
    'schemas/wizards/spots/wizard.json': {
      id: 'spots',
      title: 'Spots',
      steps: [{ key: 'venue', title: 'Venue', schema: './steps/venue.schema.json' }],
    },
    'schemas/wizards/spots/steps/venue.schema.json': {
      type: 'object',
      required: ['number_of_{provider}_spots'],
      properties: {
        'number_of_{provider}_spots': { type: 'integer', title: 'Spots sold on {provider}', maximum: 10 },
        note: { type: 'string', noEmails: { allow: ['{supportEmail}'] } },
      },
      errorMessage: {
        required: { 'number_of_{provider}_spots': 'How many spots go to {provider}?' },
        properties: { 'number_of_{provider}_spots': 'At most 10 spots on {provider}', note: 'No addresses but {supportEmail}' },
      },
    },
  };
}

describe('platform facts', () => {
  it('are read from schemas/platform.json, which passes its own meta-schema', () => {
    expect(Object.keys(platformFacts(real)).sort()).toEqual(['provider', 'supportEmail']);
    const problems = checkSchemas(real).filter((problem) => problem.file === PLATFORM_FACTS_PATH);
    expect(problems).toEqual([]);
  });

  it('refuses a fact whose name a placeholder could not name', () => {
    const source = { ...real, [PLATFORM_FACTS_PATH]: { $schema: './meta/platform.schema.json', facts: { 'support-email': 'x@y.example' } } };
    expect(checkSchemas(source).filter((problem) => problem.file === PLATFORM_FACTS_PATH).length).toBeGreaterThan(0);
  });

  it('name the same field for the form, the validator and the saved data', () => {
    const wizard = compileWizard(spotsWizard({ provider: 'Stillpoint', supportEmail: 'help@stillpoint.example' }), 'spots');
    expect(wizard.stepFields('venue')).toEqual(['number_of_Stillpoint_spots', 'note']);
    const properties = wizard.steps[0]!.schema.properties as Record<string, { title?: string }>;
    expect(properties.number_of_Stillpoint_spots!.title).toBe('Spots sold on Stillpoint');
    expect(wizard.validateStep('venue', {}).map((error) => error.message)).toEqual(['How many spots go to Stillpoint?']);
    expect(wizard.validateStep('venue', { number_of_Stillpoint_spots: 11 }).map((error) => error.message)).toEqual(['At most 10 spots on Stillpoint']);
  });

  it('start every validation context, and a context fact of the same name wins', () => {
    const wizard = compileWizard(spotsWizard({ provider: 'Stillpoint', supportEmail: 'help@stillpoint.example' }), 'spots');
    const valid = { number_of_Stillpoint_spots: 4 };
    expect(wizard.validateStep('venue', { ...valid, note: 'write to help@stillpoint.example' })).toEqual([]);
    expect(wizard.validateStep('venue', { ...valid, note: 'write to me@elsewhere.example' }).map((error) => error.message)).toEqual([
      'No addresses but help@stillpoint.example',
    ]);
    const overridden = { facts: { supportEmail: 'desk@calm.example' } };
    expect(wizard.validateStep('venue', { ...valid, note: 'write to desk@calm.example' }, overridden)).toEqual([]);
  });

  it('leave placeholders that are not platform facts for the context', () => {
    const source = spotsWizard({ provider: 'Stillpoint' });
    const filled = withPlatformFacts(source);
    expect(withPlatformFacts(source)).toBe(filled);
    const step = filled['schemas/wizards/spots/steps/venue.schema.json'] as { errorMessage: { properties: Record<string, string> } };
    expect(step.errorMessage.properties.note).toBe('No addresses but {supportEmail}');
  });
});
