import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMO_CLIENT_CONFIG, DYNAMO_TRANSLATE_CONFIG } from './dynamo-config';
import { traced } from './tracing';

/** Module-level client: created once per cold start, reused across invocations; X-Ray-captured in AWS (lib/tracing.ts). */
export const dynamoClient = traced(new DynamoDBClient(DYNAMO_CLIENT_CONFIG));

export const dynamo = DynamoDBDocumentClient.from(dynamoClient, DYNAMO_TRANSLATE_CONFIG);

export { TABLE_NAME } from './dynamo-config';
