import * as z from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * Deployment-specific settings, served as /config.json next to the SPA so one
 * build runs in every environment. Loaded once at startup (see app/config-gate).
 */
const runtimeConfigSchema = z.object({
  /** API base path or URL, e.g. `/api/v1`. */
  apiBase: nonEmpty(),
  userPoolId: nonEmpty(),
  userPoolClientId: nonEmpty(),
  /** Only set locally (cognito-local); absent in AWS. */
  cognitoEndpoint: z.optional(z.url()),
  region: nonEmpty(),
  siteUrl: z.url(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const RUNTIME_CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RuntimeConfigError';
  }
}

let pending: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw new RuntimeConfigError('Could not reach the server to load the site configuration.', { cause });
  }
  if (!response.ok)
    throw new RuntimeConfigError(`Loading ${RUNTIME_CONFIG_URL} failed with HTTP ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is not valid JSON.`, { cause });
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is invalid (${fields}).`, { cause: parsed.error });
  }
  return parsed.data;
}

/**
 * Fetches and validates /config.json. Concurrent and later calls share one
 * request; a failed load is forgotten so a retry fetches again.
 */
export function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RuntimeConfig> {
  if (loaded) return Promise.resolve(loaded);
  if (!pending) {
    pending = fetchRuntimeConfig(fetchImpl).then(
      (config) => {
        loaded = config;
        return config;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  }
  return pending;
}

/** The loaded config. Throws if called before `loadRuntimeConfig` resolved (the app renders only after). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new RuntimeConfigError('Runtime config used before it was loaded.');
  return loaded;
}

/** Test helper: forget the loaded config. */
export function resetRuntimeConfigForTests(): void {
  pending = undefined;
  loaded = undefined;
}
