import { createRequire } from 'node:module';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { importJWK, jwtVerify } from 'jose';
import { AttemptLimiter } from './cognito-attempts';
import type { Router, ShimServices } from './cognito-shims';

/**
 * cognito-local checks passwords and reset codes as often as anyone likes and
 * has no GlobalSignOut; AWS locks an account after repeated wrong answers
 * (issue 25 finding 8). In front of its router, with AWS's answers:
 * - a wrong password (sign-in, ChangePassword): NotAuthorizedException
 *   "Incorrect username or password."; after 5, "Password attempts exceeded"
 *   for 15 minutes, even for the right one (cognito-local let an invitee's
 *   temporary password through unchecked and named the refusal InvalidPasswordException);
 * - a wrong reset code: CodeMismatchException; after 5, LimitExceededException;
 * - a reset fires the pool's PostConfirmation trigger (`onPasswordReset`),
 *   as the AWS pool does (infra/lib/constructs/password-reset-trigger.ts);
 * - GlobalSignOut: with a valid access token, the user's refresh tokens stop working.
 */
const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

type Handler = (ctx: unknown, req: Record<string, unknown>) => Promise<Record<string, unknown>>;

interface LocalUser {
  Username: string;
  Password?: string;
  ConfirmationCode?: string;
  Attributes: Array<{ Name: string; Value: string }>;
  RefreshTokens?: string[];
}
interface LocalPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<LocalUser | null>;
  saveUser(ctx: unknown, user: LocalUser): Promise<void>;
}
interface Pools {
  getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalPool>;
}

export type PasswordResetHook = (event: PostConfirmationTriggerEvent) => Promise<unknown>;

export function withGuessLimits(
  base: Router,
  services: ShimServices,
  onPasswordReset?: PasswordResetHook,
): Router {
  const { CognitoError, CodeMismatchError, NotAuthorizedError } = lib('errors');
  const pools = services.cognito as unknown as Pools;
  const now = () => services.clock.get().getTime();
  const passwords = new AttemptLimiter(now);
  const codes = new AttemptLimiter(now);
  const wrongPassword = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
  const passwordsLocked = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
  const codesLocked = () =>
    new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  const publicKey = importJWK(lib('keys/cognitoLocal.public.json').jwk, 'RS256');

  /** The user a valid access token of this pool belongs to, or NotAuthorizedException. */
  async function accessTokenUser(ctx: unknown, token: unknown) {
    let payload: { sub?: string; client_id?: string; token_use?: string };
    try {
      payload = (await jwtVerify(String(token), await publicKey)).payload;
    } catch {
      throw new NotAuthorizedError();
    }
    if (payload.token_use !== 'access' || !payload.sub || !payload.client_id) throw new NotAuthorizedError();
    const pool = await pools.getUserPoolForClientId(ctx, payload.client_id);
    const user = await pool.getUserByUsername(ctx, payload.sub);
    if (!user) throw new NotAuthorizedError();
    return { pool, user };
  }

  async function checkPassword(key: string, user: LocalUser | null, password: unknown) {
    if (passwords.locked(key)) throw passwordsLocked();
    if (!user || user.Password !== password) {
      passwords.fail(key);
      throw wrongPassword();
    }
  }

  const shims: Record<string, Handler> = {
    InitiateAuth: async (ctx, req) => {
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH') return base('InitiateAuth')(ctx, req);
      const params = (req.AuthParameters ?? {}) as Record<string, string>;
      const pool = await pools.getUserPoolForClientId(ctx, String(req.ClientId));
      const user = await pool.getUserByUsername(ctx, String(params.USERNAME));
      const key = user?.Username ?? String(params.USERNAME).toLowerCase();
      await checkPassword(key, user, params.PASSWORD);
      const result = await base('InitiateAuth')(ctx, req);
      passwords.succeed(key);
      return result;
    },

    ChangePassword: async (ctx, req) => {
      const { user } = await accessTokenUser(ctx, req.AccessToken);
      await checkPassword(user.Username, user, req.PreviousPassword);
      const result = await base('ChangePassword')(ctx, req);
      passwords.succeed(user.Username);
      return result;
    },

    ConfirmForgotPassword: async (ctx, req) => {
      const pool = await pools.getUserPoolForClientId(ctx, String(req.ClientId));
      const user = await pool.getUserByUsername(ctx, String(req.Username));
      // preventUserExistenceErrors: an unknown user gets the answer of a wrong code.
      if (!user) throw new CodeMismatchError();
      if (codes.locked(user.Username)) throw codesLocked();
      if (!user.ConfirmationCode || user.ConfirmationCode !== req.ConfirmationCode) {
        codes.fail(user.Username);
        throw new CognitoError(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
      }
      const result = await base('ConfirmForgotPassword')(ctx, req);
      codes.succeed(user.Username);
      passwords.succeed(user.Username);
      await onPasswordReset?.({
        version: '1',
        region: 'local',
        userPoolId: pool.options.Id,
        userName: user.Username,
        callerContext: { awsSdkVersion: 'local', clientId: String(req.ClientId) },
        triggerSource: 'PostConfirmation_ConfirmForgotPassword',
        request: { userAttributes: Object.fromEntries(user.Attributes.map((a) => [a.Name, a.Value])) },
        response: {},
      });
      return result;
    },

    GlobalSignOut: async (ctx, req) => {
      const { pool, user } = await accessTokenUser(ctx, req.AccessToken);
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },
  };
  return (target) => shims[target] ?? base(target);
}
