import { PageNotFound } from '../../components/errors/page-not-found';

/** Catch-all for unknown paths: a real "Page not found" with the main destinations. */
export function NotFoundRoute() {
  return <PageNotFound />;
}
