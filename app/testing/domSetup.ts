// Setup of every file of the app-dom vitest project: its files share a worker's modules, so a hook
// registered when app/testing/render.tsx is first imported would run for the first file only.
import { afterAll } from 'vitest';
import { unmountWhenSettled } from './render';

afterAll(unmountWhenSettled);
