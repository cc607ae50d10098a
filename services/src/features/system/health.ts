import * as clock from '@app/shared/clock';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, TABLE_NAME } from '../../lib/dynamo';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/handler';

/** Liveness plus a cheap check that the table answers; a down table answers 503 through the error map. */
export const health = defineHandler({
  run: async () => {
    await dynamo.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    return { data: { status: 'ok', stage: env.STAGE, time: clock.now().toISOString() } };
  },
});
