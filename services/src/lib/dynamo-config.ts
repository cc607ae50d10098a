import { env } from './env';

/** The DynamoDB client settings every module uses (lib/dynamo.ts, lib/dynamo-lazy.ts). */
export const DYNAMO_CLIENT_CONFIG = {
  region: env.AWS_REGION,
  ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  maxAttempts: 2,
};

export const DYNAMO_TRANSLATE_CONFIG = {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
};

export const TABLE_NAME = env.TABLE_NAME;
