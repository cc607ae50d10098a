import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Outbox } from './outbox';

async function privacyRequest(outbox: Outbox, url: string, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { email } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: unknown };
  if (typeof email !== 'string' || !email.trim()) throw new Error('email');
  const body = url === '/_privacy/erase' ? { erased: outbox.erase(email) } : { mails: outbox.naming(email) };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The SES endpoint the handlers' SESv2Client calls, plus the outbox page at `/`. */
export async function startOutboxServer(
  outbox: Outbox,
  port: number,
): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
      const asJson = req.url.includes('format=json');
      res.writeHead(200, { 'content-type': asJson ? 'application/json' : 'text/html; charset=utf-8' });
      res.end(asJson ? JSON.stringify(outbox.list()) : outbox.renderPage(''));
      return;
    }
    // The privacy search and erasure of the local stack's mails (services/src/lib/privacy/mail-archive.ts).
    if (req.method === 'POST' && (req.url === '/_privacy/mails' || req.url === '/_privacy/erase')) {
      privacyRequest(outbox, req.url, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(400);
        res.end();
      });
      return;
    }
    if (req.method === 'GET' && outbox.serve(new URL(req.url ?? '/', 'http://outbox').pathname, res, ''))
      return;
    outbox.handleSes(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
