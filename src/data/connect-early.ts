// Start-up: the database connection opens while the page's own code is still downloading.
import { loadSocketSdk } from './socket-sdk-loader';

/**
 * The SDK connects on the first reference. Called at start-up, the SDK's download and the connection's handshake
 * overlap the download of the page's screen code instead of following it, so the screen's first read goes out on
 * an open socket (docs/PERFORMANCE.md, Web on a phone network). Opens no listener and reads nothing. The SDK is
 * imported here, not statically, so it is not part of what the page must load before its first view.
 */
export function connectEarly(): void {
  loadSocketSdk().then(
    (sdk) => sdk.openSocket(),
    () => {}, // offline or a new deploy: the first read loads it again and reports what fails
  );
}
