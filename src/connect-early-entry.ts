// A second, tiny entry the page starts beside the app (scripts/vite/early-connect.ts adds it to index.html as an
// async module): it needs only the Firebase SDK and the event's configuration, so it runs as soon as those have
// arrived, while React and the screen's code are still downloading, and the database socket is open by the time
// the screen first reads (docs/PERFORMANCE.md, Web on a phone network). The app shares its modules, so there is
// still one Firebase app and one connection.
import eventConfig from '@event-config';
import { firebaseSettingsProblems } from '../configs/firebase-env';
import { readAudienceOf } from './app/layout/read-audience';
import { connectEarly } from './data/connect-early';
import { readsStartOnSocket } from './data/connection-budget-instance';

// With settings missing the app shows the configuration error page and never connects; neither does this. A
// spectator's page of a free-plan event reads by REST polling and opens no socket (data/connection-budget.ts).
const startsOnSocket = readsStartOnSocket(readAudienceOf(window.location.pathname));
if (firebaseSettingsProblems(eventConfig.firebase, eventConfig.useEmulators).length === 0 && startsOnSocket) connectEarly();
