import { afterEach, describe, expect, it } from 'vitest';
import { appendLogKeys, configureLogger, logger, startRequestKeys } from './logger';

function capture(run: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    run();
  } finally {
    process.stdout.write = write;
  }
  return lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

afterEach(() => configureLogger('silent'));

describe('logger (Powertools Logger)', () => {
  it('prints JSON with the request keys and the record id, and personal data only as [redacted]', () => {
    configureLogger('info');
    const [line] = capture(() => {
      startRequestKeys({ requestId: 'req-1', cold_start: true });
      appendLogKeys({ leadId: 'lead-1' });
      logger.info('lead stored', {
        email: 'ana@example.com',
        entry: { actorEmail: 'bo@example.com', name: 'Bo', id: 'e-1' },
      });
    });
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'lead stored',
      requestId: 'req-1',
      cold_start: true,
      leadId: 'lead-1',
      email: '[redacted]',
      entry: { actorEmail: '[redacted]', name: '[redacted]', id: 'e-1' },
    });
    expect(JSON.stringify(line)).not.toContain('example.com');
  });

  it('prints nothing when silent (QUIET=1)', () => {
    configureLogger('silent');
    expect(capture(() => logger.info('hidden'))).toEqual([]);
  });
});
