// CloudFront Function (cloudfront-js-2.0), viewer request on the site bucket.
// S3 through origin access control has no index documents, so a page URL such
// as /about-us is mapped to the object /about-us/index.html. The staff area
// (/admin..., /login, /dashboard) is rendered by the SPA: it gets the shell
// /spa.html (no prerendered public content), as the local gateway does. URLs
// whose last segment has a dot are assets and pass through unchanged.
const SPA_PREFIXES = ['/admin', '/login', '/dashboard'];

// biome-ignore lint/correctness/noUnusedVariables: CloudFront invokes `handler` by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (SPA_PREFIXES.some((p) => uri === p || uri.startsWith(`${p}/`))) {
    request.uri = '/spa.html';
  } else if (uri.endsWith('/')) {
    request.uri = `${uri}index.html`;
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = `${uri}/index.html`;
  }
  return request;
}
