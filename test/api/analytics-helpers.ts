import type { LocalStack } from '@app/services/local/stack';
import { analyticsDay } from '@app/shared/analytics-days';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

/** A desktop Chrome user agent (headless Chromium's own says HeadlessChrome, which isbot treats as a bot). */
export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Sends one beacon as navigator.sendBeacon does (text/plain JSON). */
export function beacon(
  stack: LocalStack,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${stack.url}/api/v1/analytics/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const today = () => analyticsDay();

/**
 * Every item of the stack's table (a test-only Scan: the product never scans),
 * to check what is and is not stored.
 */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
