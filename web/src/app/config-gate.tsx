import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { SomethingWentWrong } from '../components/errors/something-went-wrong';
import { PageLoader } from '../components/page-loader';
import { setApiBase } from '../lib/api-client';
import { loadRuntimeConfig } from '../lib/runtime-config';

type State = { status: 'loading' } | { status: 'ready' } | { status: 'error' };

export const CONFIG_ERROR_TEXT =
  "We're sorry — the site could not load its configuration. Please check your connection and try again.";

/** Renders children only once /config.json is loaded and applied; a loader before, an error page on failure. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    loadRuntimeConfig().then(
      (config) => {
        setApiBase(config.apiBase);
        setState({ status: 'ready' });
      },
      (error: unknown) => {
        console.error('Could not load runtime config', error);
        setState({ status: 'error' });
      },
    );
  }, []);

  useEffect(load, [load]);

  if (state.status === 'loading') return <PageLoader fullScreen />;
  if (state.status === 'error') return <SomethingWentWrong details={CONFIG_ERROR_TEXT} onRetry={load} />;
  return children;
}
