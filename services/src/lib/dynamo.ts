import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMO_CLIENT_CONFIG, DYNAMO_TRANSLATE_CONFIG } from './dynamo-config';

/** Module-level client: created once per cold start, reused across invocations. */
export const dynamoClient = new DynamoDBClient(DYNAMO_CLIENT_CONFIG);

export const dynamo = DynamoDBDocumentClient.from(dynamoClient, DYNAMO_TRANSLATE_CONFIG);

export { TABLE_NAME } from './dynamo-config';
