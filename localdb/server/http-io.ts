import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonValue } from '../protocol/json.ts';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Firebase-ETag, If-Match, X-HTTP-Method-Override',
  'Access-Control-Expose-Headers': 'ETag',
};

export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading (and dropping) the rest so the 413 answer still reaches the client.
      if (size > limit) chunks = [];
      else chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: JsonValue, pretty = false, headers: Record<string, string> = {}): void {
  const text = pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: message });
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...CORS_HEADERS, ...headers });
  res.end();
}
