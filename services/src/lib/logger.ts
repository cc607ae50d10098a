/**
 * Structured JSON logs through Powertools Logger: one line per event with
 * level, message, timestamp, service (POWERTOOLS_SERVICE_NAME), the X-Ray
 * trace id, and the running request's correlation keys: the API request id,
 * Lambda's request id, cold start, then the lead, application or deal id once
 * known. The level comes from the parsed env (LOG_LEVEL; 'silent' is QUIET=1
 * on the local stack). Same call shape as before: logger.info(message, extra).
 *
 * The correlation keys live per async context rather than in Powertools'
 * appendKeys: the local stack runs many requests in one process, so each line
 * must take its own request's keys; and Powertools' addContext counts cold
 * starts per Logger instance, so request-log.ts counts it once per container.
 *
 * Personal data never reaches a line: values under PERSONAL_KEYS are replaced,
 * so a record is named by its id only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Threshold = Level | 'silent';
const upper = (t: Threshold) => t.toUpperCase() as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';

const base = new Logger({ serviceName: env.POWERTOOLS_SERVICE_NAME, logLevel: upper(env.LOG_LEVEL) });

/** Keys whose values are personal data (form fields, addresses, a member's e-mail): logged as '[redacted]'. */
export const PERSONAL_KEYS = new Set([
  'email',
  'actorEmail',
  'memberEmail',
  'to',
  'name',
  'firstName',
  'lastName',
  'contactNo',
  'phone',
  'message',
  'subject',
  'address',
  'ip',
  'sourceIp',
]);
const REDACTED = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error || depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = PERSONAL_KEYS.has(k) ? REDACTED : redact(v, depth + 1);
  return out;
}

/** Tests switch the level (the test stack is silent); the context becomes keys of every later line. */
export function configureLogger(level: Threshold, context: Record<string, unknown> = {}): void {
  base.setLogLevel(upper(level));
  base.resetKeys();
  if (Object.keys(context).length > 0) base.appendKeys(context);
}

const requestKeys = new AsyncLocalStorage<Record<string, unknown>>();

/** Starts a request's keys (middleware/request-log.ts); lines of the rest of the request carry them. */
export function startRequestKeys(keys: Record<string, unknown>): void {
  requestKeys.enterWith({ ...keys });
}

/** Adds correlation ids (ids only, never personal data) to every later line of the running request. */
export function appendLogKeys(keys: Record<string, unknown>): void {
  const current = requestKeys.getStore();
  if (current) Object.assign(current, keys);
  else base.appendKeys(keys);
}

function write(level: Level, message: string, extra?: Record<string, unknown>): void {
  const keys = requestKeys.getStore();
  const attributes = redact({ ...keys, ...extra }) as Record<string, unknown>;
  base[level](message, attributes);
}

export const logger = {
  debug: (message: string, extra?: Record<string, unknown>) => write('debug', message, extra),
  info: (message: string, extra?: Record<string, unknown>) => write('info', message, extra),
  warn: (message: string, extra?: Record<string, unknown>) => write('warn', message, extra),
  error: (message: string, extra?: Record<string, unknown>) => write('error', message, extra),
};
