import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Webhook } from '../../../shared/webhook';
import { eventNameOf } from '../../../shared/webhooks/catalogue';
import type {
  DeliveryBody,
  ListenerState,
  ReceivedDelivery,
  StartListenerInput,
} from '../../../shared/webhooks/listen';
import { CoreError } from '../errors';
import { judgeDelivery } from './delivery-verdict';
import { createDeliveryStore, type DeliveryLimits } from './delivery-store';
import { createKeyRing } from './key-ring';
import { forwardDelivery } from './listener-forward';
import { answerRefusal, readBody, refuseByHeaders } from './listener-request';
import { SIGNATURE_HEADER, createReplayGuard, type ReplayGuard } from './signature';

export const LISTENER_PATH = '/webhooks';

export interface WebhookListener {
  start(input: StartListenerInput): Promise<ListenerState>;
  stop(): Promise<ListenerState>;
  state(): ListenerState;
  /** Newest first; summaries only. */
  deliveries(): ReceivedDelivery[];
  /** One delivery's kept body, redacted unless `patientData`; undefined once it is gone. Never logged. */
  body(id: string, patientData: boolean): DeliveryBody | undefined;
  /** The webhooks changed here (registered, deleted): the next delivery reads the keys again. */
  forgetKeys(): void;
}

/**
 * A receiver on this computer's loopback, like `stripe listen`: register its address as a
 * webhook's endpoint and every delivery shows up with its verdict. A request from a web page, or
 * not JSON, or over the size limit is refused from its headers. Otherwise the signature is checked
 * on the bytes as received before anything else is done with them; then the platform gets its
 * answer (200 verified, or unsigned for a registration without a key; 401 otherwise, so it
 * retries), and only then is a verified delivery forwarded, as received, to the local URL.
 * What is kept, in memory only, is in delivery-store.ts.
 */
export function createWebhookListener(deps: {
  /** The webhooks (their endpoints and keys) to verify against: read as key-ring.ts says. */
  webhooks: () => Promise<readonly Webhook[]>;
  now: () => number;
  /** Kept across listener runs; across app restarts when it is the stored one (replay-store.ts). */
  replays?: ReplayGuard;
  limits?: Partial<DeliveryLimits>;
}): WebhookListener {
  let server: Server | undefined;
  let url: string | null = null;
  let forwardTo: string | null = null;
  const replays = deps.replays ?? createReplayGuard();
  const keys = createKeyRing({ read: deps.webhooks, now: deps.now });
  const store = createDeliveryStore(deps.limits);

  const state = (): ListenerState => ({ running: server !== undefined, url, forwardTo });

  async function receive(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const receivedAt = deps.now();
    const body = await readBody(req);
    if (!Buffer.isBuffer(body)) {
      answerRefusal(req, res, body);
      return;
    }
    const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
    const signature = Array.isArray(header) ? header[0] : header;
    const judged = judgeDelivery({
      body,
      signature,
      address: `${url ?? ''}${path.slice(LISTENER_PATH.length)}`,
      webhooks: await keys.current(),
      now: deps.now(),
      replays,
    });
    const verified = judged.verdict.ok;
    const id = randomUUID();
    store.add(
      {
        id,
        receivedAt: new Date(receivedAt).toISOString(),
        sizeBytes: body.length,
        verdict: judged.verdict,
        verifiedBy: judged.verifiedBy,
        path: verified ? path : null,
        event: verified ? eventOf(body) : null,
        keptBytes: 0,
        forward: null,
      },
      verified ? body : null,
    );
    const target = forwardTo;
    const contentType = req.headers['content-type'] ?? 'application/json';
    // The platform is answered first; the forward starts once the answer is on its way.
    res.writeHead(verified || judged.unsignedExpected ? 200 : 401).end(() => {
      if (!verified || !target) return;
      void forwardDelivery(target, body, { contentType, signature }).then((result) =>
        store.setForward(id, result),
      );
    });
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
          answerRefusal(req, res, {
            status: 404,
            reason: 'Not found: deliveries go to /webhooks.',
          });
          return;
        }
        const refusal = refuseByHeaders(req.headers);
        if (refusal) {
          answerRefusal(req, res, refusal);
          return;
        }
        receive(req, res, path).catch(() => {
          if (!res.headersSent) res.writeHead(500).end();
        });
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
      // A new run reads the keys afresh on its first delivery.
      keys.forget();
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
    deliveries: () => store.summaries(),
    body: (id, patientData) => store.body(id, patientData),
    forgetKeys: () => keys.forget(),
  };
}

/** The event a verified body names (it is parsed only once verified). */
function eventOf(body: Buffer): string | null {
  try {
    return eventNameOf(JSON.parse(body.toString('utf8'))) ?? null;
  } catch {
    return null;
  }
}
