// Step payloads for the fixture wizard: valid ones and ones breaking every kind of rule. Shared by the
// runtime and precompiled validator tests, so both are held to the same expectations.
const image = { fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 1_000_000, width: 2000, height: 2000 };

/** [step key, description, data, expected field errors] */
export const fixtureTable: ReadonlyArray<[string, string, Record<string, unknown>, ReadonlyArray<{ pointer: string; message: string; keyword: string }>]> = [
  ['details', 'a complete valid step', { title: 'Morning calm for busy people', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } }, []],
  [
    'details',
    'an empty step',
    {},
    [
      { pointer: '/title', message: 'Please add a title', keyword: 'required' },
      { pointer: '/categories', message: 'Please select category', keyword: 'required' },
      { pointer: '/lang', message: 'Please select a language', keyword: 'required' },
    ],
  ],
  [
    'details',
    'text rules broken',
    { title: 'GUIDED MEDITATION 😀', summary: 'see www.x.com or calm.com', categories: [], lang: { iso_639_1: 'xx', name: 'X' } },
    [
      { pointer: '/title', message: 'Please do not use emojis', keyword: 'noEmoji' },
      { pointer: '/title', message: 'Text should not be all in uppercase', keyword: 'notAllUppercase' },
      { pointer: '/title', message: "Title must not contain the phrase 'guided meditation'", keyword: 'forbiddenPhrases' },
      { pointer: '/summary', message: 'Link not allowed', keyword: 'noLinks' },
      { pointer: '/summary', message: 'Domain not allowed', keyword: 'noDomains' },
      { pointer: '/categories', message: 'Please select category', keyword: 'minItems' },
      { pointer: '/lang', message: 'Please select a language', keyword: 'const' },
    ],
  ],
  [
    'details',
    'short digits-only title',
    { title: '12345', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } },
    [
      { pointer: '/title', message: 'Text should contain at least one alphabet and not be only numbers', keyword: 'notOnlyDigits' },
      { pointer: '/title', message: 'Title must be at least 10 characters', keyword: 'minLength' },
    ],
  ],
  ['media', 'a valid image and tags', { image, hashtags: ['calm', 'sleep'] }, []],
  [
    'media',
    'file and tag rules broken',
    {
      image: { ...image, mime: 'image/gif', bytes: 30_000_000, width: 100 },
      audio: { fileName: 'a.mp3', mime: 'audio/mpeg', durationSec: 10 },
      video: { fileName: 'v.mp4', mime: 'video/mp4', durationSec: 200, bytes: 200_000_000 },
      hashtags: ['a b', 'c!', 'A', 'a', 'x', 'y'],
    },
    [
      { pointer: '/image', message: 'Please select a jpeg or png image', keyword: 'fileMimeTypes' },
      { pointer: '/image', message: 'Please select a file smaller than 20MB', keyword: 'fileMaxBytes' },
      { pointer: '/image', message: 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels', keyword: 'imageMinSide' },
      { pointer: '/audio', message: 'Lessons should be 3 minutes or longer', keyword: 'mediaMinDurationSec' },
      { pointer: '/video', message: 'Max allowed file size is 100MB.', keyword: 'fileMaxBytes' },
      { pointer: '/video', message: 'Video duration should not exceed 180 seconds.', keyword: 'mediaMaxDurationSec' },
      { pointer: '/hashtags', message: 'Please do not add more than 5 hashtags', keyword: 'maxItems' },
      { pointer: '/hashtags', message: 'Tags cannot contain spaces. Please remove any spaces.', keyword: 'tagNoSpaces' },
      { pointer: '/hashtags', message: 'Tags can only contain letters and numbers', keyword: 'tagNoSpecialCharacters' },
      { pointer: '/hashtags', message: 'Each tag may appear only once', keyword: 'tagUniqueIgnoreCase' },
    ],
  ],
  [
    'media',
    'an image over the maximum side',
    { image: { ...image, width: 5001 } },
    [{ pointer: '/image', message: 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels', keyword: 'imageMaxSide' }],
  ],
  ['media', 'no image', {}, [{ pointer: '/image', message: 'Please upload an image', keyword: 'required' }]],
  ['rooms', 'rooms within the size', { maximum_number_of_attendees: 10, accommodation_options: [{ number_of_rooms: 2, maximum_occupancy_per_room: 5 }] }, []],
  [
    'rooms',
    'rooms over the size and a zero room count',
    { maximum_number_of_attendees: 10, accommodation_options: [{ number_of_rooms: 3, maximum_occupancy_per_room: 4 }, { number_of_rooms: 0, maximum_occupancy_per_room: 2 }] },
    [
      { pointer: '/accommodation_options/1/number_of_rooms', message: 'Room must be at least 1', keyword: 'minimum' },
      { pointer: '/accommodation_options', message: 'Total occupancy allocated to Fixture Retreats cannot exceed overall retreat size', keyword: 'sumAtMost' },
    ],
  ],
  ['rooms', 'size out of range', { maximum_number_of_attendees: 201 }, [{ pointer: '/maximum_number_of_attendees', message: 'Size cannot be more than 200', keyword: 'maximum' }]],
  ['review', 'the review step', {}, []],
];
