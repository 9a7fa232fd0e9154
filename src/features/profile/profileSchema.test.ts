import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../engine/compileWizard';
import { readSchemaFiles } from '../../engine/loadSchemasFromDisk';

// Spec 1 §5 'Publisher profile', checked through the engine's validation exactly as the form runs it.
const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'profile');
const bio = 'I teach mindfulness and yoga nidra to people who find it hard to slow down. '.repeat(4);
const valid = {
  name: 'Asha Rao',
  username: 'asha.rao',
  location: 'Pune, India',
  description: bio,
  website: 'https://asha.example',
  publisher_enterprise_description: 'Team sessions on focus.',
  user_avatar_url: 'u1/uploads/profile_picture/edited/square_original.jpeg',
};
const messages = (data: Record<string, unknown>) => wizard.validateStep('profile', data).map((e) => `${e.pointer} ${e.message}`);

describe('publisher profile rules', () => {
  it('accepts a complete profile', () => expect(messages(valid)).toEqual([]));

  it.each([
    ['name required', { name: undefined }, '/name Please add your name'],
    ['location required', { location: undefined }, '/location Please add your location'],
    ['avatar required', { user_avatar_url: undefined }, '/user_avatar_url Please upload a profile picture'],
    ['username characters', { username: 'asha rao!' }, '/username Username may contain only letters, digits, dot, hyphen and underscore'],
    ['username not a link', { username: 'https://x' }, '/username Username may contain only letters, digits, dot, hyphen and underscore'],
    ['username not a domain', { username: 'asha.com' }, '/username Domain not allowed'],
    ['bio at least 200', { description: 'Too short.' }, '/description Bio must be at least 200 characters'],
    ['bio at most 1500', { description: 'a'.repeat(1501) }, '/description Bio must be at most 1500 characters'],
    ['bio without links', { description: `${bio} see https://x.example/page` }, '/description Link not allowed'],
    ['bio not all caps', { description: bio.toUpperCase() }, '/description Text should not be all in uppercase'],
    ['website a URL', { website: 'not a url' }, '/website Please enter a valid URL'],
    ['enterprise bio at least 4', { publisher_enterprise_description: 'abc' }, '/publisher_enterprise_description Enterprise bio must be at least 4 characters'],
    ['enterprise bio at most 4000', { publisher_enterprise_description: 'a'.repeat(4001) }, '/publisher_enterprise_description Enterprise bio must be at most 4000 characters'],
  ])('%s', (_, change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  it('accepts usernames with dots, hyphens and underscores', () => {
    expect(messages({ ...valid, username: 'demo.teacher_1-x' })).toEqual([]);
  });
});
