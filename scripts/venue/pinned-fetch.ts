// The laptop reading its own venue database over https (`--tls`): the certificate may come from the
// organiser's local CA, which Node does not trust, so the request accepts exactly that certificate
// (pinned by its bytes) and nothing else.
import { X509Certificate } from 'node:crypto';
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';

export interface PinnedAnswer {
  ok: boolean;
  status: number;
  text: string;
}

export function pinnedFetch(url: URL, init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number }, certPem: Buffer): Promise<PinnedAnswer> {
  const expected = new X509Certificate(certPem).raw;
  return new Promise((resolve, reject) => {
    const req = request(url, {
        method: init.method,
        headers: init.headers,
        rejectUnauthorized: false,
        timeout: init.timeoutMs,
        // A fresh handshake every time: a resumed TLS session shows no certificate to compare.
        agent: false,
      }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ ok: (res.statusCode ?? 0) < 300, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('socket', (socket) => {
      (socket as TLSSocket).once('secureConnect', () => {
        const presented = (socket as TLSSocket).getPeerCertificate().raw;
        if (!presented || !presented.equals(expected)) req.destroy(new Error(`${url.host} presented a certificate other than the venue's own`));
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
