/**
 * Structured JSON logs, one line per event, in the shape CloudWatch Logs
 * Insights queries well. The level comes from the parsed env.
 */
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

export function appendLogKeys(keys: Record<string, unknown>): void {
  persistent = { ...persistent, ...keys };
}

function serialiseError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/** Log lines carry the real time (read next to the platform's own logs), not the business clock. */
function write(level: Level, message: string, extra?: Record<string, unknown>): void {
  if (ORDER[level] < ORDER[minimum]) return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message, ...persistent };
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
