// The site's routes as the spec lists them (section 2); `:params` are filled from the demo data.
export const PUBLIC_ROUTES = [
  '/', '/details', '/rules', '/venue', '/contact', '/about', '/register', '/entries', '/competitors', '/competitors/:id',
  '/results', '/results/:event', '/judges/:judgeid', '/live', '/live/:eventKey/:roundNumber', '/login',
];

export const SIGNED_IN_ROUTES = ['/updateEntries'];

export const ADMIN_ROUTES = ['', '/scrutineer', '/eventschedule', '/competitors', '/competitors/add-competitor', '/officials', '/setup', '/results', '/settings', '/deckcaptain', '/chairman', '/mc', '/competitors/import', '/backup'].map(
  (child) => `/admin${child}`,
);
