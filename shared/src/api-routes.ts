import type { RouteDef } from './route-def';
import { ACCOUNT_ROUTES } from './routes/account';
import { ANALYTICS_ROUTES, isCollectRoute } from './routes/analytics';
import { AUDIT_ROUTES } from './routes/audit';
import { BLOG_ROUTES } from './routes/blogs';
import { CAMPAIGN_ROUTES } from './routes/campaigns';
import { CAREERS_ROUTES } from './routes/careers';
import { CASE_STUDY_ROUTES } from './routes/case-studies';
import { CONTACT_ROUTES } from './routes/contact';
import { CONTENT_ROUTES } from './routes/content';
import { DASHBOARD_ROUTES } from './routes/dashboard';
import { DEAL_ROUTES } from './routes/deals';
import { LEAD_ROUTES } from './routes/leads';
import { MEMBER_ROUTES } from './routes/members';
import { MODERATION_ROUTES } from './routes/moderation';
import { WORK_ROUTES } from './routes/our-work';
import { PRIVACY_ROUTES } from './routes/privacy';
import { SALES_REPORT_ROUTES } from './routes/sales-reports';
import { SETTINGS_ROUTES } from './routes/settings';
import { SOCIAL_ROUTES } from './routes/social-posts';
import { CATCH_ALL_ROUTE, SYSTEM_ROUTES } from './routes/system';
import { TESTIMONIAL_ROUTES } from './routes/testimonials';
import { USER_ROUTES } from './routes/user';

export type { HttpMethod, RouteAccess, RouteDef } from './route-def';

/**
 * The one API route table. The CDK stack creates an HTTP API route and wires
 * it to the feature's Lambda from each row; the local gateway mounts the same
 * rows. Each feature keeps its rows in routes/<feature>.ts.
 */
export const API_BASE = '/api/v1';

export const API_ROUTES = [
  ...SYSTEM_ROUTES,
  ...USER_ROUTES,
  ...CONTACT_ROUTES,
  ...LEAD_ROUTES,
  ...MEMBER_ROUTES,
  ...DASHBOARD_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CAREERS_ROUTES,
  ...BLOG_ROUTES,
  ...TESTIMONIAL_ROUTES,
  ...CASE_STUDY_ROUTES,
  ...CONTENT_ROUTES,
  ...MODERATION_ROUTES,
  ...WORK_ROUTES,
  ...ANALYTICS_ROUTES,
  ...CAMPAIGN_ROUTES,
  ...AUDIT_ROUTES,
  ...DEAL_ROUTES,
  ...SALES_REPORT_ROUTES,
  ...SETTINGS_ROUTES,
  ...SOCIAL_ROUTES,
  ...PRIVACY_ROUTES,
  CATCH_ALL_ROUTE,
] as const satisfies readonly RouteDef[];

export type ApiRoute = (typeof API_ROUTES)[number];
export type Feature = ApiRoute['feature'];

/** The key API Gateway puts in `event.routeKey`, e.g. `GET /api/v1/health`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${API_BASE}${route.path}`;
}

/** Methods that change something: staff writes are audited, and a write takes query parameters only when its handler has a query schema. */
export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Methods that store something or send mail when a visitor calls them. */
const FORM_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

/**
 * Public writes (contact, lets-connect, schedule meeting, resume upload, job
 * application). Not the analytics beacon: it has its own per-IP limit
 * (COLLECT_RATE_LIMIT), so page views never use up a visitor's form submissions.
 */
export function isFormRoute(route: Pick<RouteDef, 'method' | 'access'> & { path?: string }): boolean {
  if (route.path !== undefined && isCollectRoute({ method: route.method, path: route.path })) return false;
  return route.access === 'public' && FORM_METHODS.includes(route.method);
}

/**
 * The one list of routes under the per-IP form rate limit
 * (PUBLIC_FORM_RATE_LIMIT): the local gateway enforces it
 * (services/local/rate-limit.ts), the WAF rule and the HTTP API route
 * throttle in AWS are built from it (infra/lib/edge-stack.ts, api-stack.ts).
 */
export const RATE_LIMITED_ROUTES: readonly RouteDef[] = (API_ROUTES as readonly RouteDef[]).filter(
  isFormRoute,
);

export const FEATURES: readonly Feature[] = [...new Set(API_ROUTES.map((r) => r.feature))];

export function routesOf(feature: string): RouteDef[] {
  return (API_ROUTES as readonly RouteDef[]).filter((r) => r.feature === feature);
}
