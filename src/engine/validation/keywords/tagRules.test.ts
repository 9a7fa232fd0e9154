import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const tags = commonRef('tags', 'tags');
const hashtags = commonRef('tags', 'hashtags');
const noSpaces = 'Tags cannot contain spaces. Please remove any spaces.';
const special = 'Tags can only contain letters and numbers';
const repeated = 'Each tag may appear only once';
const tooMany = 'Please do not add more than 5 hashtags';

const at = (message: string, keyword: string) => ({ pointer: '/field', message, keyword });

describe('tag rules (tagNoSpaces, tagNoSpecialCharacters, tagUniqueIgnoreCase, maxItems)', () => {
  it.each([
    ['no tags', []],
    ['distinct tags', ['calm', 'sleep', 'focus']],
    ['punctuation in plain tags (special characters are allowed there)', ['rock&roll', 'mind.body']],
  ])('tags accept %s', (_name, value) => {
    expect(errorsFor(tags, value)).toEqual([]);
  });

  it.each([
    ['a space', ['deep sleep'], [at(noSpaces, 'tagNoSpaces')]],
    ['a tab', ['deep\tsleep'], [at(noSpaces, 'tagNoSpaces')]],
    ['a repeat in other capitals', ['Calm', 'calm'], [at(repeated, 'tagUniqueIgnoreCase')]],
    ['both at once', ['a b', 'X', 'x'], [at(noSpaces, 'tagNoSpaces'), at(repeated, 'tagUniqueIgnoreCase')]],
  ])('tags reject %s', (_name, value, expected) => {
    expect(errorsFor(tags, value)).toEqual(expected);
  });

  it.each([
    ['five hashtags', ['a', 'b', 'c', 'd', 'e']],
    ['a leading #', ['#calm']],
    ['letters of any script, digits, - and _', ['méditation', 'yoga_2', 'tai-chi', '瞑想']],
  ])('hashtags accept %s', (_name, value) => {
    expect(errorsFor(hashtags, value)).toEqual([]);
  });

  it.each([
    ['six hashtags', ['a', 'b', 'c', 'd', 'e', 'f'], [at(tooMany, 'maxItems')]],
    ['a special character', ['calm!'], [at(special, 'tagNoSpecialCharacters')]],
    ['an ampersand', ['rock&roll'], [at(special, 'tagNoSpecialCharacters')]],
    ['a space (also not a letter)', ['a b'], [at(noSpaces, 'tagNoSpaces'), at(special, 'tagNoSpecialCharacters')]],
  ])('hashtags reject %s', (_name, value, expected) => {
    expect(errorsFor(hashtags, value)).toEqual(expected);
  });
});
