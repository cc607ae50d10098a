/**
 * Idempotent form submissions (issue 14, finding 5) with Powertools'
 * idempotency utility and its DynamoDB persistence, in the single table.
 *
 * - The client sends `Idempotency-Key` (one per submission, reused on retry).
 *   Key = route + that header; the JSON body is the validated payload.
 * - A retry with the same key returns the first answer (the same lead id);
 *   nothing is stored or mailed twice. Same key, other body: 409.
 *   Same key while the first is still running: 409 (try again shortly).
 * - Records: `pk = IDEMPOTENCY`, `sk = <route>#<hash>`, TTL `expiresAt`,
 *   kept 24 hours. One partition takes every record; form traffic is far
 *   below a partition's write limit.
 * - dynalite does not return the old item on a failed condition
 *   (`ReturnValuesOnConditionCheckFailure`), so locally Powertools takes its
 *   fallback: a consistent GetItem of the existing record. In AWS the put
 *   answers with it and the GetItem is skipped.
 * - Without the header the request runs as before (old clients, curl); the
 *   10-minute merge of identical submissions (data/submission.ts) still holds.
 */

import { IDEMPOTENCY } from '@app/shared/idempotency';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TTL_ATTRIBUTE } from '../data/table';
import { dynamoClient, TABLE_NAME } from './dynamo';
import { ConflictError, ValidationError } from './errors';
import type { HandlerContext, HandlerDef, HandlerResult } from './handler';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

interface Payload {
  key: string;
  body: unknown;
}

const persistenceStore = new DynamoDBPersistenceLayer({
  tableName: TABLE_NAME,
  keyAttr: 'pk',
  sortKeyAttr: 'sk',
  staticPkValue: 'IDEMPOTENCY',
  expiryAttr: TTL_ATTRIBUTE,
  awsSdkV3Client: dynamoClient,
});

const runners = new Map<
  string,
  {
    config: IdempotencyConfig;
    run: (p: Payload, ctx: HandlerContext<unknown, unknown>) => Promise<HandlerResult | undefined>;
  }
>();

function runnerFor(routeKey: string, def: HandlerDef<unknown, unknown>) {
  let runner = runners.get(routeKey);
  if (!runner) {
    const config = new IdempotencyConfig({
      eventKeyJmesPath: 'key',
      payloadValidationJmesPath: 'body',
      expiresAfterSeconds: IDEMPOTENCY.keepSeconds,
    });
    const run = makeIdempotent((_payload: Payload, ctx: HandlerContext<unknown, unknown>) => def.run(ctx), {
      persistenceStore,
      config,
      keyPrefix: routeKey,
    });
    runner = { config, run };
    runners.set(routeKey, runner);
  }
  return runner;
}

export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const value = event.headers?.[IDEMPOTENCY.header] ?? event.headers?.['Idempotency-Key'];
  if (value === undefined || value === '') return undefined;
  if (!KEY_PATTERN.test(value)) throw new ValidationError(IDEMPOTENCY.messages.invalidKey);
  return value;
}

/**
 * Wraps a handler so it runs once per (route, Idempotency-Key); see the header
 * of this file. Only the features that use it (contact, careers) bundle Powertools.
 */
export function idempotent<B, Q>(def: HandlerDef<B, Q>): HandlerDef<B, Q> {
  const plain = def as unknown as HandlerDef<unknown, unknown>;
  return {
    ...def,
    run: async (ctx) => {
      const key = idempotencyKeyOf(ctx.event);
      if (!key) return def.run(ctx);
      const { config, run } = runnerFor(ctx.routeKey, plain);
      // In-progress records expire with the invocation, so a retry after a timeout can run again.
      config.registerLambdaContext(ctx.lambdaContext);
      try {
        return await run({ key, body: ctx.body }, ctx as HandlerContext<unknown, unknown>);
      } catch (error) {
        if (error instanceof IdempotencyValidationError)
          throw new ConflictError(IDEMPOTENCY.messages.otherBody);
        if (error instanceof IdempotencyAlreadyInProgressError)
          throw new ConflictError(IDEMPOTENCY.messages.inProgress);
        throw error;
      }
    },
  };
}
