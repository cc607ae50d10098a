import { ROUTE_LABEL } from '@app/shared/ops-route-search';
import { OPS_FIGURES } from '@app/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { emfLine } from './metrics';
import { opsFigures } from './ops-figures';
import { OPS_PERIOD_SECONDS, opsMetricDataInput, opsPointsOf } from './ops-metrics-cloudwatch';

describe('GetMetricData for /admin/operations', () => {
  const input = opsMetricDataInput('2026-03-01', '2026-03-02', 'Site/prod', '2026-03-02');

  it('spans whole Kolkata days and asks every figure by its one service dimension, summed per half hour', () => {
    // 1 March 00:00 IST is 28 Feb 18:30 UTC; the range ends at 3 March 00:00 IST.
    expect(input.StartTime).toEqual(new Date('2026-02-28T18:30:00.000Z'));
    expect(input.EndTime).toEqual(new Date('2026-03-02T18:30:00.000Z'));
    const stats = input.MetricDataQueries?.filter((q) => q.MetricStat) ?? [];
    expect(stats).toHaveLength(OPS_FIGURES.length);
    expect(stats.find((q) => q.Label === 'leadsStored')).toEqual({
      Id: 'f0',
      Label: 'leadsStored',
      ReturnData: true,
      MetricStat: {
        Metric: {
          Namespace: 'Site/prod',
          MetricName: 'LeadsStored',
          Dimensions: [{ Name: 'service', Value: 'website' }],
        },
        Period: OPS_PERIOD_SECONDS,
        Stat: 'Sum',
      },
    });
    // Ids are unique and valid (lower-case letter first), as GetMetricData requires.
    const ids = input.MetricDataQueries?.map((q) => q.Id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]\w*$/);
  });

  it('asks hourly sums for a range starting more than 60 days ago (CloudWatch keeps half hours 63 days)', () => {
    const old = opsMetricDataInput('2026-01-01', '2026-03-02', 'Site/prod', '2026-03-02');
    for (const q of old.MetricDataQueries ?? []) {
      if (q.MetricStat) expect(q.MetricStat.Period).toBe(3600);
      else expect(q.Expression).toContain("'Sum', 3600)");
    }
  });

  it('finds the 4xx and 5xx per route with a SEARCH labelled by the route', () => {
    const searches = input.MetricDataQueries?.filter((q) => q.Expression) ?? [];
    expect(searches.map((q) => q.Expression)).toEqual([
      `SEARCH('{"Site/prod",route,service} service="website" MetricName="ClientErrors"', 'Sum', 1800)`,
      `SEARCH('{"Site/prod",route,service} service="website" MetricName="ServerErrors"', 'Sum', 1800)`,
    ]);
    for (const q of searches) expect(q.Label).toBe(ROUTE_LABEL);
  });

  it('turns the answer into days, totals and routes', () => {
    const at = new Date('2026-03-01T19:00:00.000Z'); // 2 March, 00:30 IST
    const points = opsPointsOf([
      {
        MetricDataResults: [
          { Id: 'f0', Label: 'leadsStored', Timestamps: [at], Values: [3] },
          { Id: 'r0', Label: 'POST /api/v1/contact/contact-us', Timestamps: [at], Values: [2] },
        ],
        $metadata: {},
      },
    ]);
    const report = opsFigures(points, '2026-03-01', '2026-03-02');
    expect(report.days.map((d) => d.leadsStored)).toEqual([0, 3]);
    expect(report.totals.leadsStored).toBe(3);
    expect(report.totals.clientErrors).toBe(0);
    expect(report.byRoute).toEqual([
      { route: 'POST /api/v1/contact/contact-us', clientErrors: 2, serverErrors: 0 },
    ]);
  });
});

describe('EMF line', () => {
  it('names the metric in the namespace with service, and a per-route answer under both dimension sets', () => {
    const line = emfLine(
      { clientErrors: 1 },
      { route: 'GET /api/v1/x', at: Date.parse('2026-03-01T00:00:00Z') },
    );
    expect(line?._aws.CloudWatchMetrics[0]).toEqual({
      Namespace: 'Site/local',
      Dimensions: [['service', 'route'], ['service']],
      Metrics: [{ Name: 'ClientErrors', Unit: 'Count' }],
    });
    expect(line).toMatchObject({ service: 'website', route: 'GET /api/v1/x', ClientErrors: 1 });
    expect(emfLine({ leadsStored: 0 })).toBeNull();
  });
});
