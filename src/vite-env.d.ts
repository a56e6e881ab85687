/// <reference types="vite/client" />

declare module '@event-config' {
  import type { EventConfig } from '../configs/types';
  const config: EventConfig;
  export default config;
}

interface ImportMetaEnv {
  readonly VITE_EVENT_CONFIG?: string;
  readonly VITE_DB_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_EMULATOR_TLS?: string;
  readonly VITE_VENUE_SITE_ADDRESS?: string;
  readonly VITE_VENUE_COMPETITION_NAME?: string;
  readonly VITE_VENUE_COMPETITION_DATE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
}
