/**
 * The error line of a change whose pages were not re-rendered
 * (page-groups.ts afterChange). The stacks count these lines with a metric
 * filter on each rendering Lambda's log group and alarm on them
 * (infra/lib/constructs/render-metrics.ts): the change is stored and the
 * sweep retries, but until then the public site shows the old page.
 */
export const PAGES_NOT_RENDERED_MESSAGE = 'pages not rendered after a change; the site sweep will retry';
