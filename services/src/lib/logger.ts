/**
 * Structured JSON logs, one line per event, in the shape CloudWatch Logs
 * Insights queries well. The level comes from the parsed env.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Threshold = Level | 'silent';
const ORDER: Record<Threshold, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

let minimum: Threshold = env.LOG_LEVEL;
let persistent: Record<string, unknown> = {};

export function configureLogger(level: Threshold, context: Record<string, unknown> = {}): void {
  minimum = level;
  persistent = { ...context };
}

/**
 * Correlation keys of the running request (request id, cold start, then the
 * lead, application or deal id once known). Kept per async context, so the
 * local stack, which runs many requests in one process, labels each line with
 * its own request; in Lambda one request runs at a time either way.
 */
const requestKeys = new AsyncLocalStorage<Record<string, unknown>>();

/** Starts a request's keys (middleware/request-log.ts); lines of the rest of the request carry them. */
export function startRequestKeys(keys: Record<string, unknown>): void {
  requestKeys.enterWith({ ...keys });
}

/** Adds correlation ids (ids only, never personal data) to every later line of the running request. */
export function appendLogKeys(keys: Record<string, unknown>): void {
  const current = requestKeys.getStore();
  if (current) Object.assign(current, keys);
  else persistent = { ...persistent, ...keys };
}

function serialiseError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/** Log lines carry the real time (read next to the platform's own logs), not the business clock. */
function write(level: Level, message: string, extra?: Record<string, unknown>): void {
  if (ORDER[level] < ORDER[minimum]) return;
  const entry: Record<string, unknown> = {
    level,
    time: new Date().toISOString(),
    message,
    ...persistent,
    ...requestKeys.getStore(),
  };
  if (extra) for (const [k, v] of Object.entries(extra)) entry[k] = k === 'error' ? serialiseError(v) : v;
  const line = JSON.stringify(entry);
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (message: string, extra?: Record<string, unknown>) => write('debug', message, extra),
  info: (message: string, extra?: Record<string, unknown>) => write('info', message, extra),
  warn: (message: string, extra?: Record<string, unknown>) => write('warn', message, extra),
  error: (message: string, extra?: Record<string, unknown>) => write('error', message, extra),
};
