// Every environment variable the site reads is documented in .env.example and the README.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const declared = [...read('src/vite-env.d.ts').matchAll(/readonly (VITE_[A-Z_]+)\??:/g)].map((match) => match[1]);

describe('environment variables', () => {
  it('are declared for the app', () => {
    expect(declared).toEqual(expect.arrayContaining([
      'VITE_EVENT_CONFIG', 'VITE_DB_EMULATOR_HOST', 'VITE_AUTH_EMULATOR_HOST',
      'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_DATABASE_URL', 'VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_MEASUREMENT_ID',
    ]));
  });

  it.each(['.env.example', 'README.md'])('are each documented in %s', (file) => {
    const text = read(file);
    for (const name of declared) expect(text, `${name} in ${file}`).toContain(name);
  });

  it('.env.example sets nothing by default, so copying it changes no behaviour', () => {
    const assignments = read('.env.example').split('\n').filter((line) => /^\s*VITE_/.test(line));
    expect(assignments).toEqual([]);
  });
});
