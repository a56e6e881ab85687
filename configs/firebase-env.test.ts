import { emulatorFirebase, firebaseSettingsProblems, hostedFirebase } from './firebase-env';

describe('hostedFirebase', () => {
  it("keeps the file's project and database, deriving the auth domain, when env is empty", () => {
    expect(hostedFirebase({ projectId: 'cmu-ballroom', databaseURL: 'https://cmu-ballroom-default-rtdb.firebaseio.com' }, {})).toEqual({
      apiKey: '',
      authDomain: 'cmu-ballroom.firebaseapp.com',
      projectId: 'cmu-ballroom',
      databaseURL: 'https://cmu-ballroom-default-rtdb.firebaseio.com',
      appId: '',
    });
  });

  it('takes every field from VITE_FIREBASE_* when set, ignoring blank values', () => {
    const settings = hostedFirebase(
      { projectId: 'file-project' },
      {
        VITE_FIREBASE_API_KEY: 'AIza-test',
        VITE_FIREBASE_AUTH_DOMAIN: 'login.example.test',
        VITE_FIREBASE_PROJECT_ID: 'env-project',
        VITE_FIREBASE_DATABASE_URL: 'https://env-project.europe-west1.firebasedatabase.app',
        VITE_FIREBASE_APP_ID: '1:42:web:abc',
        VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST123',
      },
    );
    expect(settings).toEqual({
      apiKey: 'AIza-test',
      authDomain: 'login.example.test',
      projectId: 'env-project',
      databaseURL: 'https://env-project.europe-west1.firebasedatabase.app',
      appId: '1:42:web:abc',
      measurementId: 'G-TEST123',
    });
    expect(hostedFirebase({ projectId: 'file-project' }, { VITE_FIREBASE_PROJECT_ID: '  ' }).projectId).toBe('file-project');
  });

  it('derives the auth domain from an env project id', () => {
    expect(hostedFirebase({ projectId: 'a' }, { VITE_FIREBASE_PROJECT_ID: 'b' }).authDomain).toBe('b.firebaseapp.com');
  });
});

describe('emulatorFirebase', () => {
  it('names the local namespace after the demo project', () => {
    expect(emulatorFirebase('demo-ballroom-dev')).toMatchObject({
      projectId: 'demo-ballroom-dev',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-ballroom-dev-default-rtdb',
    });
  });
});

describe('firebaseSettingsProblems', () => {
  it('names the variables a hosted build is missing', () => {
    const settings = hostedFirebase({ projectId: 'p' }, {});
    expect(firebaseSettingsProblems(settings, false)).toEqual([
      'No Firebase API key: set VITE_FIREBASE_API_KEY when building.',
      'No Firebase app id: set VITE_FIREBASE_APP_ID when building.',
    ]);
    expect(firebaseSettingsProblems({ ...settings, apiKey: 'k', appId: 'a' }, false)).toEqual([]);
  });

  it('never complains about emulator builds', () => {
    expect(firebaseSettingsProblems(emulatorFirebase('demo-ballroom'), true)).toEqual([]);
  });
});
