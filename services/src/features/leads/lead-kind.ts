import { LEAD_KINDS, type LeadKind } from '@app/shared/leads';
import { NotFoundError } from '../../lib/errors';

/** The `{kind}` path parameter: 'contact' or 'meeting'; anything else is a 404. */
export function leadKind(params: Record<string, string>): LeadKind {
  const kind = params.kind;
  if (!(LEAD_KINDS as readonly string[]).includes(kind ?? '')) throw new NotFoundError('Unknown lead list');
  return kind as LeadKind;
}

export function leadId(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('Lead not found');
  return id;
}
