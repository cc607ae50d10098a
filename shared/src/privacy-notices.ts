/**
 * The one-line notices at each point of collection (issue 28, GDPR Art. 13,
 * DPDP Act s. 5): what the data is for and how long it is kept, with a link
 * to the policy. Periods come from the retention table, so a form cannot say
 * something the sweep does not do.
 */
import { periodText, retentionOf } from './retention';

export const PRIVACY_POLICY_PATH = '/privacy-policy';

export type NoticeForm = 'contact' | 'letsConnect' | 'meeting' | 'application';

const ENQUIRY = periodText(retentionOf('contactLead').period);
const MEETING = periodText(retentionOf('meetingLead').period);
const APPLICATION = periodText(retentionOf('application').period);

export const PRIVACY_NOTICES: Record<NoticeForm, string> = {
  contact: `We use these details only to answer your message, and delete them ${ENQUIRY} after our last contact.`,
  letsConnect: `We use these details only to reply about your project, and delete them ${MEETING} after our last contact.`,
  meeting: `We use these details only to hold and prepare the meeting, and delete them ${MEETING} after our last contact.`,
  application: `We use your application and résumé only to consider you for jobs, and delete them ${APPLICATION} after you apply unless you ask us to keep them longer.`,
};

export const PRIVACY_LINK_TEXT = 'Privacy policy';

/** The job application's unticked box (issue 28): a year in the talent pool, for other openings too. */
export const TALENT_POOL_CONSENT_LABEL = `Keep my application for other openings for ${APPLICATION}`;

/** The line each acknowledgement mail ends with. */
export const ACKNOWLEDGEMENT_RETENTION: Record<'enquiry' | 'application', string> = {
  enquiry: `We keep your enquiry for ${ENQUIRY} after our last contact, then delete it. Our privacy policy: `,
  application: `We keep your application and résumé for ${APPLICATION}, then delete them; we will ask you first whether to keep them for other openings. Our privacy policy: `,
};
