import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Webhook } from '../../../shared/webhook';
import { eventNameOf } from '../../../shared/webhooks/catalogue';
import {
  LISTENER_CAPACITY,
  type ListenerState,
  type ReceivedDelivery,
  type StartListenerInput,
} from '../../../shared/webhooks/listen';
import { CoreError } from '../errors';
import { redactBody } from './redact';
import {
  SIGNATURE_HEADER,
  createReplayGuard,
  verifySignature,
  type SignatureVerdict,
} from './signature';

export const LISTENER_PATH = '/webhooks';
const MAX_BODY_BYTES = 1_000_000;

export interface WebhookListener {
  start(input: StartListenerInput): Promise<ListenerState>;
  stop(): Promise<ListenerState>;
  state(): ListenerState;
  /** Newest first; redacted. */
  deliveries(): ReceivedDelivery[];
  /** The body as received, for one delivery the integrator asked to see. Never logged. */
  reveal(id: string): string | undefined;
}

/**
 * A receiver on this computer's loopback, like `stripe listen`: register its address as a
 * webhook's endpoint and every delivery shows up with its verdict. Deliveries live in memory only
 * (the last 200); bodies are shown redacted unless revealed; each may be forwarded to a local URL
 * with its signature header, as received. It answers 200 to a verified delivery (or an unsigned
 * one for a registration without a key) and 401 otherwise, so the platform retries.
 */
export function createWebhookListener(deps: {
  /** The webhooks as last known (their endpoints and keys), to verify against. */
  webhooks: () => Promise<readonly Webhook[]>;
  now: () => number;
}): WebhookListener {
  let server: Server | undefined;
  let url: string | null = null;
  let forwardTo: string | null = null;
  let replays = createReplayGuard();
  const received: { delivery: ReceivedDelivery; raw: string }[] = [];

  const state = (): ListenerState => ({ running: server !== undefined, url, forwardTo });

  async function handle(req: IncomingMessage, path: string): Promise<number> {
    const raw = await readBody(req);
    if (raw === undefined) return 413;
    const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
    const signature = Array.isArray(header) ? header[0] : header;
    const here = `${url ?? ''}${path.slice(LISTENER_PATH.length)}`;
    const candidates = (await deps.webhooks().catch(() => [])).filter((w) =>
      sameAddress(w.endpoint, here),
    );
    let verdict: SignatureVerdict | undefined;
    let verifiedBy: string | null = null;
    for (const webhook of candidates.filter((w) => w.signing_key)) {
      const attempt = verifySignature({
        header: signature,
        body: raw,
        key: webhook.signing_key ?? '',
        now: deps.now(),
        replays,
      });
      if (attempt.ok || !verdict || verdict.kind === 'signature-mismatch') verdict = attempt;
      if (attempt.ok) {
        verifiedBy = webhook.id;
        break;
      }
    }
    const unsignedExpected = candidates.some((w) => !w.signing_key) && !signature;
    verdict ??= unsignedExpected
      ? {
          ok: false,
          kind: 'missing-header',
          message: 'Unsigned: the webhook registered for this address has no signing key.',
        }
      : verifySignature({ header: signature, body: raw, key: '', now: deps.now() });
    if (candidates.length > 0 && verdict.kind === 'no-key') {
      verdict = {
        ...verdict,
        message:
          'Signed, but the key of the webhook registered for this address is not known here (withheld without a keychain, or registered without one).',
      };
    } else if (candidates.length === 0 && verdict.kind === 'no-key') {
      verdict = {
        ...verdict,
        message: 'No webhook registered for this address is known: nothing to verify against.',
      };
    }
    let event: string | null = null;
    try {
      event = eventNameOf(JSON.parse(raw)) ?? null;
    } catch {
      event = null;
    }
    const { text, redacted } = redactBody(raw);
    const delivery: ReceivedDelivery = {
      id: randomUUID(),
      receivedAt: new Date(deps.now()).toISOString(),
      path,
      event,
      verdict,
      verifiedBy,
      redactedBody: text,
      redacted,
      forward: null,
    };
    received.unshift({ delivery, raw });
    if (received.length > LISTENER_CAPACITY) received.length = LISTENER_CAPACITY;
    if (forwardTo) delivery.forward = await forward(forwardTo, raw, signature);
    return verdict.ok || unsignedExpected ? 200 : 401;
  }

  return {
    async start(input) {
      if (server) await this.stop();
      // Loaded here, on first use: importing node:http also loads its fetch machinery (undici),
      // about 12 ms that the core's start would otherwise pay for a listener rarely started.
      const { createServer } = await import('node:http');
      const next = createServer((req, res) => {
        const path = req.url ?? '/';
        if (req.method !== 'POST' || !path.startsWith(LISTENER_PATH)) {
          res.writeHead(404).end();
          return;
        }
        handle(req, path).then(
          (status) => res.writeHead(status).end(),
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        next.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'EADDRINUSE' || error.code === 'EACCES'
              ? new CoreError(
                  'CONFLICT',
                  `Port ${input.port ?? 0} cannot be used (${error.code === 'EACCES' ? 'not allowed' : 'in use'}): choose another, or leave it blank for any free port.`,
                  { fields: { port: 'This port cannot be used.' } },
                )
              : error,
          ),
        );
        next.listen(input.port ?? 0, '127.0.0.1', () => resolve());
      });
      server = next;
      replays = createReplayGuard();
      url = `http://127.0.0.1:${(next.address() as AddressInfo).port}${LISTENER_PATH}`;
      forwardTo = input.forwardTo ?? null;
      return state();
    },
    async stop() {
      const current = server;
      server = undefined;
      url = null;
      forwardTo = null;
      if (current) {
        current.closeAllConnections();
        await new Promise<void>((resolve) => current.close(() => resolve()));
      }
      return state();
    },
    state,
    deliveries: () => received.map(({ delivery }) => structuredClone(delivery)),
    reveal: (id) => received.find(({ delivery }) => delivery.id === id)?.raw,
  };
}

/** Endpoints compare as URLs (`…/webhooks?k=2` and `…/webhooks?k=2` are one; the query counts). */
function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function forward(
  to: string,
  body: string,
  signature: string | undefined,
): Promise<{ status: number } | { error: string }> {
  try {
    const response = await fetch(to, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? error.name : 'failed' };
  }
}
