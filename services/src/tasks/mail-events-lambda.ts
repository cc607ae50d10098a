import type { SNSEvent } from 'aws-lambda';
import { handleSnsEvent } from '../mail/mail-events';

/** SNS (the SES configuration set's event destination) -> mail/mail-events.ts. */
export const handler = async (event: SNSEvent): Promise<void> => {
  await handleSnsEvent(event);
};
