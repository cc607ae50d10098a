/**
 * The office cards a mail states (footer addresses, signature phones): read
 * from the stored page documents (one GetItem each) before the mail is built,
 * so a phone staff changed on the Pages screen is in the next mail. Mail is
 * best effort after the record is stored: an unreadable card keeps the last
 * read (or the seed), never costs the mail.
 */
import { OFFICE_IDS } from '@app/shared/company-contacts';
import { officeCards } from '../data/office-cards';
import { logger } from '../lib/logger';
import { setMailOffices } from './mail-brand';

export async function loadMailOffices(): Promise<void> {
  try {
    setMailOffices(await officeCards(OFFICE_IDS));
  } catch (error) {
    logger.error('office cards unavailable for mail; the last read stands', { error });
  }
}
