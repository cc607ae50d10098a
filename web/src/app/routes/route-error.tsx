import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { SomethingWentWrong } from '../../components/errors/something-went-wrong';

/** Router error boundary: a render or lazy-chunk failure shows the apology instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <SomethingWentWrong />;
}
