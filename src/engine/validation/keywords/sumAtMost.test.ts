import { describe, expect, it } from 'vitest';
import { createAjv } from '../createAjv';
import { toFieldErrors } from '../toFieldErrors';

// Spec 2 §5: the sum of rooms × occupancy over all options must not exceed the retreat size.
const message = 'Total occupancy allocated to Fixture Retreats cannot exceed overall retreat size';
const schema = {
  type: 'object',
  properties: {
    maximum_number_of_attendees: { type: 'integer' },
    accommodation_options: {
      type: 'array',
      items: { type: 'object' },
      sumAtMost: { multiply: ['number_of_rooms', 'maximum_occupancy_per_room'], sibling: 'maximum_number_of_attendees' },
      errorMessage: { sumAtMost: message },
    },
  },
};
const validate = createAjv().compile(schema);
const check = (data: unknown) => {
  validate(data);
  return toFieldErrors(validate.errors);
};
const option = (number_of_rooms: unknown, maximum_occupancy_per_room: unknown) => ({ number_of_rooms, maximum_occupancy_per_room });

describe('sumAtMost', () => {
  it.each([
    ['a total below the size', 20, [option(3, 2), option(4, 2)]],
    ['a total equal to the size', 14, [option(3, 2), option(4, 2)]],
    ['no options', 1, []],
    ['no size yet', undefined, [option(100, 8)]],
    ['a factor not yet a number', 5, [option('3', 2), option(1, 2)]],
  ])('accepts %s', (_name, size, options) => {
    expect(check({ maximum_number_of_attendees: size, accommodation_options: options })).toEqual([]);
  });

  it.each([
    ['one option over the size', 7, [option(4, 2)]],
    ['options that add up past it', 13, [option(3, 2), option(4, 2)]],
  ])('rejects %s on the list', (_name, size, options) => {
    expect(check({ maximum_number_of_attendees: size, accommodation_options: options })).toEqual([
      { pointer: '/accommodation_options', message, keyword: 'sumAtMost' },
    ]);
  });

  it('works on a list nested deeper than the root', () => {
    const nested = createAjv().compile({ type: 'object', properties: { venue: schema } });
    nested({ venue: { maximum_number_of_attendees: 1, accommodation_options: [option(1, 2)] } });
    expect(toFieldErrors(nested.errors)).toEqual([{ pointer: '/venue/accommodation_options', message, keyword: 'sumAtMost' }]);
  });
});
