// The demo courses' words: realistic meditation-course text within the course rules (spec 1 §5 'Course':
// subtitle 50-500, long description and introduction 200-5000, lesson outline at least 200 characters).

/** One seeded lesson: its title, outline, audio length in seconds and survey. */
export interface DemoLessonText {
  title: string;
  outline: string;
  seconds: number;
  question: string;
  answers: [string, string, string, string];
}

/** The published course. */
export const CALM_MORNINGS = {
  title: 'Calm Mornings',
  short_description: 'Three short guided practices to start each day steady, clear and kind to yourself.',
  long_description:
    'A three-day course of short morning meditations for anyone who wants a calmer start before the day gets busy. ' +
    'Each day adds one skill: resting attention on the breath, scanning the body from head to toe, and setting a simple ' +
    'intention you can return to whenever the day pulls you off balance. No experience is needed, only a quiet corner and a few minutes before breakfast.',
  publisher_intro:
    'Welcome, and thank you for joining me. I have taught mindfulness for over fifteen years, first in community halls and ' +
    'now with teams and families. This course gathers the three practices my students return to most often. Take each day ' +
    'slowly, repeat any session you like, and notice how small moments of attention add up over the week.',
  lessons: [
    {
      title: 'Arriving in the breath',
      outline:
        'We begin by simply arriving. Sit comfortably, let the eyes close or rest on the floor, and follow the breath as it ' +
        'moves in and out of the body. Whenever the mind wanders to plans for the day, notice where it went and gently come back to the next breath.',
      seconds: 240,
      question: 'How settled did you feel by the end of the practice?',
      answers: ['Very settled', 'A little calmer', 'About the same', 'More restless'],
    },
    {
      title: 'Body scan for the morning',
      outline:
        'Today we move attention slowly through the body, from the crown of the head down to the soles of the feet. Notice ' +
        'warmth, tightness or ease without trying to change anything. A short scan in the morning shows you how you are really arriving into the day.',
      seconds: 270,
      question: 'Where did you notice the most tension?',
      answers: ['Shoulders and neck', 'Jaw and face', 'Back', 'Nowhere in particular'],
    },
    {
      title: 'Setting an intention',
      outline:
        'With the breath and body as an anchor, we choose one simple intention for the day, such as patience, curiosity or ' +
        'kindness. We rest with it for a few breaths and picture one moment later today where it could guide you, so that it is ready when you need it.',
      seconds: 300,
      question: 'Which intention did you choose today?',
      answers: ['Patience', 'Curiosity', 'Kindness', 'Something else'],
    },
  ] satisfies DemoLessonText[],
};

/** The draft: its Details are complete; it has no image yet and only its first lesson. */
export const SLEEP_WELL = {
  title: 'Sleep Well',
  short_description: 'Gentle evening practices to let go of the day and settle the body into restful sleep.',
  long_description:
    'An evening course for people who lie awake replaying the day. Each session is meant to be played in bed with the lights low. ' +
    'We soften the breath, relax the body part by part, and let thoughts pass without following them, so that falling asleep ' +
    'becomes something you allow rather than something you have to achieve.',
  publisher_intro:
    'Hello, and welcome to the evening. I trained as a sleep coach after years of restless nights of my own, and these are the ' +
    'practices that changed my evenings. There is nothing to get right here. Listen lying down, let my voice fade into the ' +
    'background if you drift off, and come back to any session whenever the night feels long.',
  lessons: [
    {
      title: 'Letting the day go',
      outline:
        'We start by putting the day down. Lying comfortably, we take a few slow breaths with a longer out-breath, then name ' +
        'three things from the day and let each one go with an exhale. The practice ends in silence so you can drift off whenever sleep arrives.',
      seconds: 360,
      question: 'How long did it take you to fall asleep?',
      answers: ['During the practice', 'Soon after', 'After a while', 'I did not fall asleep'],
    },
  ] satisfies DemoLessonText[],
};
