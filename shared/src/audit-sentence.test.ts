import { describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteDef } from './api-routes';
import { AUDIT_PHRASES, auditSentence } from './audit-sentence';
import type { AuditEntry } from './schemas/audit';

const entry = (route: string, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'r1',
  at: '2026-11-27T06:00:00.000Z',
  actorSub: 'sub-1',
  actorEmail: 'asha@example.com',
  action: 'update',
  route,
  entity: 'careers',
  entityId: 'a1',
  status: 200,
  requestId: 'r1',
  ...patch,
});

describe('audit sentences', () => {
  it('has a phrase for every staff write route (a new route must say what it does)', () => {
    const writes = (API_ROUTES as readonly RouteDef[])
      .filter((r) => r.access !== 'public' && r.method !== 'GET' && r.method !== 'ANY')
      .map((r) => `${r.method} ${r.path}`);
    expect(writes.filter((route) => !AUDIT_PHRASES[route])).toEqual([]);
  });

  it('names who, what and which record; a move says where to; a gone person reads as erased', () => {
    const move = entry('PATCH /admin/job-queries/{applicationId}', {
      changes: { status: { before: 'New', after: 'Interview' } },
    });
    expect(auditSentence(move, { actor: 'Asha Verma', record: 'Jane Visitor' })).toBe(
      "Asha Verma moved Jane Visitor's application to Interview",
    );
    expect(auditSentence(move, { actor: 'Asha Verma' })).toBe(
      "Asha Verma moved an erased applicant's application to Interview",
    );
    const lead = entry('PATCH /admin/leads/{kind}/{id}', {
      changes: { status: { before: 'New', after: 'Won' } },
    });
    expect(auditSentence(lead, {})).toBe('asha@example.com moved an erased lead to Won');
    const handed = entry('PATCH /admin/leads/{kind}/{id}', {
      changes: { owner: { before: 'ben@example.com', after: 'chen@example.com' } },
    });
    expect(auditSentence(handed, { record: 'Jane Visitor' })).toBe(
      "asha@example.com handed Jane Visitor's lead to chen@example.com",
    );
    const stage = entry('PATCH /admin/deals/{id}', {
      changes: { stage: { before: 'proposal', after: 'won' } },
    });
    expect(auditSentence(stage, { actor: 'Asha Verma', record: 'Website' })).toBe(
      'Asha Verma moved the deal “Website” to Won',
    );
    expect(
      auditSentence(
        entry('PUT /admin/member-roles', { changes: { roles: { before: ['HR'], after: ['HR', 'Sales'] } } }),
        { actor: 'Asha Verma', record: 'bo@example.com' },
      ),
    ).toBe('Asha Verma changed the roles of bo@example.com (roles: HR → HR, Sales)');
    expect(auditSentence(entry('POST /admin/unknown', { action: 'create', entity: 'things' }), {})).toBe(
      'asha@example.com created a things record',
    );
  });
});
