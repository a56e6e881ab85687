// The app's plain shell in a build: what a host serves for every path without a prerendered page of its own
// (firebase.json's last rewrite). Its own module so the static server does not load Vite to learn a file name.
export const SHELL_FILE = 'app.html';
