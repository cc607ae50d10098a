import { createRequire } from 'node:module';

/**
 * What cognito-local lacks or answers differently from the AWS user pool we
 * deploy (infra/lib/constructs/staff-user-pool.ts), added in front of its
 * router so the local stack is no weaker than AWS:
 * - GetTokensFromRefreshToken (Amplify 6 renews with it): answered with
 *   InitiateAuth's REFRESH_TOKEN_AUTH flow.
 * - AdminUserGlobalSignOut: drops the user's refresh tokens, so they can no
 *   longer renew. (AWS also revokes access tokens for Cognito's own APIs;
 *   cognito-local does not check access tokens against a revocation list.)
 * - AdminCreateUser with MessageAction RESEND: a new temporary password and
 *   the invitation mail again, for a user still in FORCE_CHANGE_PASSWORD
 *   (AWS answers UnsupportedUserStateException otherwise).
 * - ForgotPassword for an unknown user: the pool client has
 *   preventUserExistenceErrors, so AWS pretends to send a code (and then
 *   answers CodeMismatchException: cognito-guess-limits.ts).
 * Guessing limits, resets and GlobalSignOut are in cognito-guess-limits.ts.
 */
const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

type Handler = (ctx: unknown, req: Record<string, unknown>) => Promise<Record<string, unknown>>;
export type Router = (target: string) => Handler;

interface LocalUser {
  Username: string;
  UserStatus?: string;
  Attributes: Array<{ Name: string; Value: string }>;
  RefreshTokens?: string[];
}
interface LocalPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<LocalUser | null>;
  saveUser(ctx: unknown, user: LocalUser): Promise<void>;
}
export interface ShimServices {
  clock: { get(): Date };
  cognito: {
    getUserPool(ctx: unknown, id: string): Promise<LocalPool>;
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalPool>;
  };
  messages: {
    deliver(...args: unknown[]): Promise<void>;
  };
}

const emailOf = (user: LocalUser) => user.Attributes.find((a) => a.Name === 'email')?.Value ?? '';

/** What AWS shows of the address a code went to: the first character and the domain. */
export function maskedDestination(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

export function withShims(base: Router, services: ShimServices): Router {
  const { CognitoError, UserNotFoundError } = lib('errors');
  const { userToResponseObject } = lib('targets/responses');

  const shims: Record<string, Handler> = {
    GetTokensFromRefreshToken: async (ctx, req) => {
      const result = await base('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: req.ClientId,
        AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      });
      return { AuthenticationResult: result.AuthenticationResult };
    },

    AdminUserGlobalSignOut: async (ctx, req) => {
      const pool = await services.cognito.getUserPool(ctx, String(req.UserPoolId));
      const user = await pool.getUserByUsername(ctx, String(req.Username));
      if (!user) throw new UserNotFoundError();
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },

    AdminCreateUser: async (ctx, req) => {
      if (req.MessageAction !== 'RESEND') return base('AdminCreateUser')(ctx, req);
      const pool = await services.cognito.getUserPool(ctx, String(req.UserPoolId));
      const user = await pool.getUserByUsername(ctx, String(req.Username));
      if (!user) throw new UserNotFoundError();
      if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD')
        throw new CognitoError(
          'UnsupportedUserStateException',
          `Resend not possible. ${user.Username} status is not FORCE_CHANGE_PASSWORD.`,
        );
      const password = String(req.TemporaryPassword ?? process.env.CODE ?? 'Temp-Passw0rd!');
      const updated = { ...user, Password: password, UserLastModifiedDate: services.clock.get() };
      await pool.saveUser(ctx, updated);
      await services.messages.deliver(
        ctx,
        'AdminCreateUser',
        null,
        pool.options.Id,
        updated,
        password,
        req.ClientMetadata,
        {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: emailOf(user),
        },
      );
      return { User: userToResponseObject(updated) };
    },

    ForgotPassword: async (ctx, req) => {
      const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
      if (await pool.getUserByUsername(ctx, String(req.Username))) {
        const sent = (await base('ForgotPassword')(ctx, req)) as {
          CodeDeliveryDetails: { Destination: string };
        };
        const details = sent.CodeDeliveryDetails;
        return { CodeDeliveryDetails: { ...details, Destination: maskedDestination(details.Destination) } };
      }
      return {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskedDestination(String(req.Username)),
        },
      };
    },
  };
  return (target) => shims[target] ?? base(target);
}
