/**
 * Every record type of the entity layer with the access patterns of
 * docs/architecture.md it serves (pattern id → index: `table`, `gsi1`,
 * `gsi2`) and the data modules that use it. access-patterns.test.ts checks
 * the document against this.
 */

import { auditPatterns } from './audit-entry';
import { blogPatterns } from './blog';
import { campaignPatterns } from './campaign';
import { contentPatterns } from './content-item';
import { currencySettingsPatterns } from './currency-settings';
import { dealPatterns } from './deal';
import { dealActivityPatterns } from './deal-activity';
import { digestSentPatterns } from './digest-sent';
import { applicationPatterns } from './job-application';
import { jobPatterns } from './job-post';
import { leadPatterns } from './lead';
import { mediaPatterns } from './media-ref';
import { meetingSlotPatterns } from './meeting-slot';
import { memberPatterns } from './member';
import { memberAwayPatterns } from './member-away';
import { availabilityPatterns } from './office-availability';
import { pageDocPatterns } from './page-doc';
import { previewLinkPatterns } from './preview-link';
import { revisionPatterns } from './revision';
import { sectionPatterns } from './site-section';
import { socialPostPatterns } from './social-post';

type Patterns = Record<string, string | readonly string[]>;

export const ENTITY_DEFINITIONS: { entity: string; modules: string[]; patterns: Patterns }[] = [
  {
    entity: 'lead',
    modules: [
      'data/lead-store.ts',
      'data/lead-list.ts',
      'lib/sales/sales-backfill.ts',
      'data/lead-form-backfill.ts',
    ],
    patterns: leadPatterns,
  },
  { entity: 'deal', modules: ['data/deal.ts'], patterns: dealPatterns },
  { entity: 'deal-activity', modules: ['data/deal-activity.ts'], patterns: dealActivityPatterns },
  { entity: 'job', modules: ['data/job-post.ts'], patterns: jobPatterns },
  { entity: 'application', modules: ['data/job-application.ts'], patterns: applicationPatterns },
  { entity: 'blog', modules: ['data/blog.ts'], patterns: blogPatterns },
  { entity: 'content', modules: ['data/content-item.ts'], patterns: contentPatterns },
  { entity: 'section', modules: ['data/site-section.ts'], patterns: sectionPatterns },
  { entity: 'page-doc', modules: ['data/page-doc.ts'], patterns: pageDocPatterns },
  { entity: 'revision', modules: ['data/revision.ts'], patterns: revisionPatterns },
  { entity: 'preview-link', modules: ['data/preview-link.ts'], patterns: previewLinkPatterns },
  { entity: 'member', modules: ['data/member-directory.ts'], patterns: memberPatterns },
  { entity: 'meeting-slot', modules: ['data/meeting-slot.ts'], patterns: meetingSlotPatterns },
  { entity: 'media', modules: ['data/media-ref.ts'], patterns: mediaPatterns },
  { entity: 'campaign', modules: ['data/campaign.ts'], patterns: campaignPatterns },
  {
    entity: 'office-availability',
    modules: ['data/office-availability.ts'],
    patterns: availabilityPatterns,
  },
  { entity: 'member-away', modules: ['data/member-away.ts'], patterns: memberAwayPatterns },
  {
    entity: 'currency-settings',
    modules: ['data/currency-settings.ts'],
    patterns: currencySettingsPatterns,
  },
  { entity: 'digest-sent', modules: ['data/digest-sent.ts'], patterns: digestSentPatterns },
  { entity: 'audit', modules: ['data/audit-entry.ts', 'data/audit-list.ts'], patterns: auditPatterns },
  {
    entity: 'social-post',
    modules: ['data/social-post.ts', 'data/social-post-due.ts'],
    patterns: socialPostPatterns,
  },
];

/** Patterns of those modules that read or write another kind of item, and why. */
export const NOT_ENTITY_PATTERNS: Record<string, string> = {
  CP3: 'the UTM tag claim item (slug-claim.ts), not a campaign record',
};
