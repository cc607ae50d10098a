/**
 * The single table as dynamodb-toolbox sees it: the key attributes and the
 * two GSIs of ../table.ts (the one place they are named), the document
 * client, and `entity` as the attribute that says which record type an item
 * is (the name today's items already carry). Every entity under this folder
 * is defined against it; docs/architecture.md "Entity layer" says why this
 * library and not ElectroDB.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Table } from 'dynamodb-toolbox/table';
import { TABLE_NAME } from '../../lib/dynamo-config';
import { lazyDynamo } from '../../lib/dynamo-lazy';
import { GSIS, TABLE_KEYS } from '../table';

/**
 * The document client, loaded on first use: the audit entry (every Lambda's
 * middleware) is defined here too, and a Lambda that never reads the table
 * keeps the SDK out of its cold start (bench:lambda).
 */
const documentClient = {
  send: async (command: never, options?: never) => (await lazyDynamo()).dynamo.send(command, options),
} as unknown as DynamoDBDocumentClient;

const [gsi1, gsi2] = GSIS;

export const table = new Table({
  name: TABLE_NAME,
  documentClient,
  partitionKey: { name: TABLE_KEYS.partitionKey, type: 'string' },
  sortKey: { name: TABLE_KEYS.sortKey, type: 'string' },
  indexes: {
    [gsi1.name]: {
      type: 'global',
      partitionKey: { name: gsi1.partitionKey, type: 'string' },
      sortKey: { name: gsi1.sortKey, type: 'string' },
    },
    [gsi2.name]: {
      type: 'global',
      partitionKey: { name: gsi2.partitionKey, type: 'string' },
      sortKey: { name: gsi2.sortKey, type: 'string' },
    },
  } as const,
  entityAttributeSavedAs: 'entity',
});

export type SingleTable = typeof table;
