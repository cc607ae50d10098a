import { SomethingWentWrong } from '../../components/errors/something-went-wrong';

/** Catch-all for unknown paths. */
export function NotFoundRoute() {
  return <SomethingWentWrong />;
}
