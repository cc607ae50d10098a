import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/**
 * The no-JavaScript copy of a page, the floor `bench:web` measures beside the
 * page as served: the same HTML as a browser with JavaScript off renders it.
 * Every script that would run goes (JSON-LD is data and stays), module
 * preloads go, and <noscript> content is unwrapped, as a JS-off browser shows it.
 */
export function noJsCopy(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs: string) =>
      /type="application\/ld\+json"/i.test(attrs) ? tag : '',
    )
    .replace(/<link\b[^>]*>/gi, (tag) => (tag.includes('rel="modulepreload"') ? '' : tag))
    .replace(/<\/?noscript>/gi, '');
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * A proxy in front of `origin` that serves every HTML page as its no-JS copy
 * (gzipped, as the stack and CloudFront serve it) and everything else as is,
 * compressed as the origin compressed it, so the bytes compare with the page's.
 */
export async function startNoJsCopy(origin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(origin);
  const server = createServer((req, res) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (up) => {
        const headers = { ...up.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const raw = decode(Buffer.concat(chunks), up.headers['content-encoding']);
          const body = gzipSync(noJsCopy(raw.toString('utf8')));
          delete headers['transfer-encoding'];
          res.writeHead(up.statusCode ?? 502, {
            ...headers,
            'content-encoding': 'gzip',
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
