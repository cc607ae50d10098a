import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { invitationMail, passwordResetMail } from '../src/mail/cognito-templates';
import { type PasswordResetHook, withGuessLimits } from './cognito-guess-limits';
import { type ShimServices, withShims } from './cognito-shims';
import type { Outbox } from './outbox';

/**
 * cognito-local, started in this process with its data under `.local/` and
 * its mails going to the local outbox instead of only the console. Built from
 * the package's own parts the way its createDefaultServer does.
 */
const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

interface Message {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
}

export interface LocalCognito {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startCognito(opts: {
  dataDir: string;
  port: number;
  outbox: Outbox;
  siteUrl: () => string;
  quiet?: boolean;
  /** The pool's PostConfirmation trigger, fired after a forgot-password reset (as in AWS). */
  onPasswordReset?: PasswordResetHook;
}): Promise<LocalCognito> {
  const { DateClock, TriggersService, LambdaService, MessagesService } = lib('services');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { CryptoService } = lib('services/crypto');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { DefaultConfig } = lib('server/config');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');
  const pino = require('pino');

  const dbDir = join(opts.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  // Expected refusals (unknown user, wrong password) log at warn; keep the console for real faults.
  const logger = pino({ level: opts.quiet ? 'fatal' : 'error' });
  const ctx = { logger };
  const hostname = '127.0.0.1';
  const url = `http://localhost:${opts.port}`;
  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: url },
    ServerConfig: { port: opts.port, hostname, development: false, https: false },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognitoClient = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognitoClient,
    new LambdaService({}, null),
    new CryptoService(config.KMSConfig),
  );

  const sender = {
    sendEmail: async (_ctx: unknown, _user: unknown, destination: string, message: Message) => {
      opts.outbox.record({
        from: 'no-reply@cognito.local',
        to: [destination],
        replyTo: [],
        subject: message.emailSubject ?? 'Your code',
        html: message.emailMessage ?? `Your code is ${message.__code}`,
        source: 'cognito',
      });
      if (!opts.quiet) console.log(`[cognito] mail to ${destination}: code ${message.__code}`);
    },
    sendSms: async () => {},
  };

  // The same branded mails the AWS pool's CustomMessage trigger renders.
  const Base = MessagesService as new (...args: unknown[]) => object;
  class TemplatedMessages extends Base {
    async create(
      _c: unknown,
      source: string,
      _clientId: unknown,
      _poolId: unknown,
      user: { Attributes: Array<{ Name: string; Value: string }> },
      code: string,
    ) {
      const email = user.Attributes.find((a) => a.Name === 'email')?.Value ?? '';
      const mail = source === 'AdminCreateUser' ? invitationMail : passwordResetMail;
      // As the AWS trigger does: the footer states the stored office cards (imported lazily: it reads
      // the table, whose env the stack sets after importing this module).
      const { loadMailOffices } = await import('../src/mail/mail-offices');
      await loadMailOffices();
      const { subject, html } = mail({ code, username: email, siteUrl: opts.siteUrl() });
      return { __code: code, emailSubject: subject, emailMessage: html };
    }
  }

  const services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new TemplatedMessages(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  // What cognito-local lacks or answers unlike our AWS pool (cognito-shims.ts, cognito-guess-limits.ts).
  const shimServices = services as unknown as ShimServices;
  const router = withShims(
    withGuessLimits(Router(services), shimServices, opts.onPasswordReset),
    shimServices,
  );
  const server: Server = await createServer(router, logger, config.ServerConfig, services).start();
  return {
    url,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
