import { createServer } from 'node:net';

/**
 * Ports this process has handed out. A stack picks several ports before it binds them (its
 * parts start one after another), and the OS readily gives a port that was just closed to the
 * next `listen(0)`: one start in a few hundred once tried to bind the same port twice. A port is
 * handed out once per process.
 */
const handedOut = new Set<number>();

function osPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A port that was free a moment ago (the OS picks it) and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await osPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port that this process has not handed out before');
}
