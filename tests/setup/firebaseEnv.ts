import { inject } from 'vitest';

// Setup file of the `firebase` Vitest project: the emulator variables firebase-admin and the Firebase suites read.
Object.assign(process.env, inject('firebaseEmulators').env);
