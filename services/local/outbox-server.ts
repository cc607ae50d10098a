import { createServer, type Server } from 'node:http';
import type { Outbox } from './outbox';

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
