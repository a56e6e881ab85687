import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolveEventConfigName } from './configs/resolve.ts';

// One event configuration per build: VITE_EVENT_CONFIG picks it (default rdf24).
// An unknown name stops the build here, with the list of valid names.
const eventConfig = resolveEventConfigName(process.env.VITE_EVENT_CONFIG);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@event-config': `/configs/${eventConfig}.ts` },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: true },
});
