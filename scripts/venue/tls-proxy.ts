// Sign-in over https at the venue: the Auth emulator (firebase-tools) serves only plain http, so with
// `--tls` it listens on the laptop's loopback and this proxy takes https on the venue address and
// passes each request through to it unchanged.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:https';

export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

export function startTlsProxy(tls: { cert: Buffer; key: Buffer }, host: string, port: number, target: { host: string; port: number }): Promise<TlsProxy> {
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = request({ host: target.host, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `${target.host}:${target.port}` } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`The venue's sign-in service is not answering: ${error.message}`);
    });
    incoming.pipe(upstream);
  };
  const server = createServer(tls, forward);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = (server.address() as { port: number }).port;
      resolve({
        url: `https://${host.includes(':') ? `[${host}]` : host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
