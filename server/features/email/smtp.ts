/**
 * The SMTP receiver a deployment points its inbox domain's MX record at (`SMTP_INBOUND_PORT`).
 * It takes mail only for active deflection inboxes (anything else is a 550 at RCPT), refuses
 * a message over the size limit (552), offers STARTTLS when a certificate is configured, and
 * hands each message to the same service as the webhook. A database failure is a 451, so the
 * sending server keeps the message and retries; it is never accepted and then lost.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  SMTPServer,
  type SMTPServerDataStream,
  type SMTPServerError,
  type SMTPServerOptions,
} from 'smtp-server';
import { activeInbox, receiveEmail, type InboundStore } from '@/features/email/service/inbound';
import { HttpError } from '@/shared/api/details';
import { hmacHex } from '@/shared/lib/hmac';
import { consumeWindow, windowUses } from '@/shared/store/quota';
import type { Config } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import type { Logger } from '../../platform/logger';
import { createMongoStore } from '../../platform/store';
import { inboundLimits } from './inbound';
import { parseRawEmail } from './raw-mail';

export type SmtpReceiverConfig = Pick<
  Config,
  | 'INBOUND_MESSAGE_MAX_BYTES'
  | 'SMTP_INBOUND_NAME'
  | 'SMTP_TLS_KEY_FILE'
  | 'SMTP_TLS_CERT_FILE'
  | 'INBOUND_INBOX_DAILY_LIMIT'
  | 'INBOUND_SENDER_HOURLY_LIMIT'
  | 'IDEMPOTENCY_SECRET'
>;

export interface SmtpReceiverDeps {
  config: SmtpReceiverConfig;
  store: InboundStore;
  logger: Logger;
  clock: () => Date;
}

export interface SmtpReceiver {
  /** Starts listening; answers the port (a free one for 0). */
  listen(port: number, host: string): Promise<number>;
  /** Stops taking connections; sessions in progress get a few seconds to finish. */
  close(): Promise<void>;
}

function smtpError(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * Unknown recipients one connection may try before it is closed (421), and one client address
 * per hour over every connection: inbox addresses are their owners' only secret against
 * anonymous mail, so a prober may not walk through them.
 */
export const RCPT_FAILURES_PER_CONNECTION = 5;
export const RCPT_FAILURES_PER_CLIENT_HOURLY = 20;
const HOUR_MS = 3_600_000;

const TOO_MANY_UNKNOWN = () =>
  smtpError(421, '4.7.0 Too many unknown recipients, closing the connection');

const RETRY_LATER = () =>
  smtpError(451, '4.3.0 Temporary failure storing the message, please try again later');

async function readMessage(stream: SMTPServerDataStream, maxBytes: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // Past the limit the rest is read and dropped, so the session can answer 552.
    if (length + chunk.length <= maxBytes) chunks.push(chunk);
    length += chunk.length;
  }
  return { raw: Buffer.concat(chunks), oversized: stream.sizeExceeded || length > maxBytes };
}

export function createSmtpReceiver({
  config,
  store,
  logger,
  clock,
}: SmtpReceiverDeps): SmtpReceiver {
  const maxBytes = config.INBOUND_MESSAGE_MAX_BYTES;
  const tls =
    config.SMTP_TLS_KEY_FILE && config.SMTP_TLS_CERT_FILE
      ? {
          key: readFileSync(config.SMTP_TLS_KEY_FILE),
          cert: readFileSync(config.SMTP_TLS_CERT_FILE),
        }
      : null;
  // Unknown recipients tried per connection (by the session's id), forgotten when it closes.
  const rcptFailures = new Map<string, number>();
  const options: SMTPServerOptions = {
    ...(config.SMTP_INBOUND_NAME && { name: config.SMTP_INBOUND_NAME }),
    banner: 'SelfSettle inbound mail',
    size: maxBytes,
    // An MX takes mail from anyone for its own addresses: no AUTH. STARTTLS with a certificate.
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...tls,
    logger: false,
    socketTimeout: 60_000,
    closeTimeout: 5_000,

    onRcptTo(address, session, callback) {
      void (async () => {
        const failures = rcptFailures.get(session.id) ?? 0;
        if (failures >= RCPT_FAILURES_PER_CONNECTION) return TOO_MANY_UNKNOWN();
        const now = clock();
        const client = `inbound:rcpt:${await hmacHex(config.IDEMPOTENCY_SECRET, session.remoteAddress)}`;
        if (
          (await windowUses(store.rateLimits, client, HOUR_MS, now)) >=
          RCPT_FAILURES_PER_CLIENT_HOURLY
        ) {
          return TOO_MANY_UNKNOWN();
        }
        if (await activeInbox(store, address.address)) return null;
        rcptFailures.set(session.id, failures + 1);
        await consumeWindow(
          store.rateLimits,
          client,
          RCPT_FAILURES_PER_CLIENT_HOURLY,
          HOUR_MS,
          now,
        );
        return smtpError(550, '5.1.1 No such mailbox here');
      })().then(
        (error) => callback(error),
        (error: unknown) => {
          logger.error({ err: error }, 'smtp: recipient check failed');
          callback(RETRY_LATER());
        },
      );
    },

    onClose(session) {
      rcptFailures.delete(session.id);
    },

    onData(stream, session, callback) {
      void (async () => {
        const { raw, oversized } = await readMessage(stream, maxBytes);
        if (oversized) {
          return smtpError(552, `5.3.4 Message larger than the ${maxBytes} bytes accepted`);
        }
        let email;
        try {
          email = await parseRawEmail(
            raw,
            session.envelope.rcptTo.map((recipient) => recipient.address),
          );
        } catch (error) {
          logger.warn({ err: error }, 'smtp: message could not be parsed');
          return smtpError(554, '5.6.0 The message could not be read');
        }
        try {
          const receipt = await receiveEmail(store, email, clock(), inboundLimits(config));
          logger.info(
            { status: receipt.status, inboxes: receipt.stored.length },
            'smtp: message received',
          );
          return null;
        } catch (error) {
          // Every recipient's inbox was turned off between RCPT and the end of DATA.
          if (error instanceof HttpError && error.status === 404) {
            return smtpError(550, '5.1.1 No such mailbox here');
          }
          // An inbox's day or a sender's hour is used up: a transient refusal, tried again later.
          if (error instanceof HttpError && error.status === 429) {
            return smtpError(452, `4.2.2 ${error.message}`);
          }
          logger.error({ err: error }, 'smtp: message could not be stored');
          return RETRY_LATER();
        }
      })().then(
        (error) => callback(error),
        (error: unknown) => {
          logger.error({ err: error }, 'smtp: message could not be read');
          callback(RETRY_LATER());
        },
      );
    },
  };
  const server = new SMTPServer(options);
  server.on('error', (error) => logger.warn({ err: error }, 'smtp: connection error'));

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const listener = server.listen(port, host, () => {
          listener.off('error', reject);
          resolve((listener.address() as AddressInfo).port);
        });
        listener.once('error', reject);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The receiver of a running app: its configuration, logger and clock, over its database. */
export function smtpReceiverOf(deps: AppDeps): SmtpReceiver {
  return createSmtpReceiver({
    config: deps.config,
    store: createMongoStore(deps.models),
    logger: deps.logger,
    clock: deps.clock,
  });
}
