import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { placeholdersOf } from '../schema/overlay';
import { SERVER_MESSAGE_TRANSLATIONS, serverMessageTranslator } from './serverMessageTranslator';
import { serverMessages, type ServerMessageKey } from './serverMessages';

describe('the server messages in every language', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s translates every message with the same placeholders', (locale) => {
    const table = SERVER_MESSAGE_TRANSLATIONS[locale as keyof typeof SERVER_MESSAGE_TRANSLATIONS];
    for (const [key, english] of Object.entries(serverMessages)) {
      const translated = table[key as ServerMessageKey];
      expect(translated, `${locale} ${key}`).toBeTruthy();
      if (english.includes(' ')) expect(translated).not.toBe(english);
      expect(placeholdersOf(translated!)).toEqual(placeholdersOf(english));
    }
  });

  it('refills a message the code filled in (a 409 refusal) in Russian and Hindi', () => {
    expect(serverMessageTranslator('ru')('Cannot submit a retreat that is PENDING')).toBe('Нельзя отправить ретрит со статусом PENDING');
    expect(serverMessageTranslator('hi')('Cannot delete a workshop that is CANCELLED')).toBe('CANCELLED स्थिति वाली वर्कशॉप नहीं हटाई जा सकती');
    expect(serverMessageTranslator('de')('Permission denied')).toBe('Zugriff verweigert');
  });

  it('leaves English and messages it does not know as they are', () => {
    expect(serverMessageTranslator('en')('Permission denied')).toBe('Permission denied');
    expect(serverMessageTranslator('fr')('Invalid query: expected an object')).toBe('Invalid query: expected an object');
  });
});
