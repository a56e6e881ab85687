import { createBrowserRouter } from 'react-router-dom';
import { createAppRoutes } from './app-routes';

/** The browser's router over the whole route tree (created once, when main.tsx imports it). */
export const router = createBrowserRouter(createAppRoutes());
