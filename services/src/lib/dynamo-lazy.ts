import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMO_CLIENT_CONFIG, DYNAMO_TRANSLATE_CONFIG } from './dynamo-config';
import { traced } from './tracing';

export interface LazyDynamo {
  sdk: typeof import('@aws-sdk/lib-dynamodb');
  dynamo: DynamoDBDocumentClient;
}

let loaded: Promise<LazyDynamo> | undefined;

/**
 * A DynamoDB document client loaded on first use, for the modules every
 * Lambda reaches through the shared middy chain (audit entries, operational
 * figures): functions that never touch the table otherwise (profile, change
 * password, members) keep the SDK out of their cold start (bench:lambda).
 */
export function lazyDynamo(): Promise<LazyDynamo> {
  loaded ??= Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]).then(
    ([db, sdk]) => ({
      sdk,
      dynamo: sdk.DynamoDBDocumentClient.from(
        traced(new db.DynamoDBClient(DYNAMO_CLIENT_CONFIG)),
        DYNAMO_TRANSLATE_CONFIG,
      ),
    }),
  );
  return loaded;
}
