/**
 * The shape of a DynamoDB grant of the per-handler access tables (handler-access.ts for public
 * handlers and tasks, staff-access.ts for key-limited staff features), in a file of its own so
 * the two tables can share it without importing each other.
 */

export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'DescribeTable';

/** One statement: these actions, on the table (and its indexes), limited to partition keys like `keys` when given. */
export interface TableGrant {
  readonly actions: readonly TableAction[];
  /** `dynamodb:LeadingKeys` patterns (StringLike), e.g. `MEETING_SLOT#*`. */
  readonly keys?: readonly string[];
  /** Whether the statement covers the table's GSIs (index/*) too. */
  readonly indexes?: boolean;
}
