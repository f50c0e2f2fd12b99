import {
  KEPT_COPY_BYTES,
  KEPT_TOTAL_BYTES,
  LISTENER_CAPACITY,
  type DeliveryBody,
  type ReceivedDelivery,
} from '../../../shared/webhooks/listen';
import { redactBody } from './redact';

export interface DeliveryLimits {
  /** Deliveries kept (their summaries); default LISTENER_CAPACITY. */
  capacity: number;
  /** Bytes kept of one verified body; default KEPT_COPY_BYTES. */
  copyBytes: number;
  /** Bytes of kept bodies in all; default KEPT_TOTAL_BYTES. */
  totalBytes: number;
}

const DEFAULT_LIMITS: DeliveryLimits = {
  capacity: LISTENER_CAPACITY,
  copyBytes: KEPT_COPY_BYTES,
  totalBytes: KEPT_TOTAL_BYTES,
};

/**
 * What the listener keeps of what it received, in memory only: a summary per delivery, and for a
 * verified one a copy of its first 64 KB. The copies together stay within 2 MB and the summaries
 * within 200: the oldest deliveries go first. Nothing is parsed or pretty-printed until one body
 * is asked for, and then only its kept copy.
 */
export interface DeliveryStore {
  /** Keeps a delivery; `body` (the bytes as received) only when it was verified. */
  add(summary: ReceivedDelivery, body: Buffer | null): void;
  /** Newest first, summaries only. */
  summaries(): ReceivedDelivery[];
  /** One delivery's kept body: redacted, or as received when `patientData`; undefined if gone. */
  body(id: string, patientData: boolean): DeliveryBody | undefined;
  setForward(id: string, forward: NonNullable<ReceivedDelivery['forward']>): void;
  /** Bytes of kept copies now. */
  keptBytes(): number;
}

interface Entry {
  summary: ReceivedDelivery;
  copy: Buffer | null;
}

export function createDeliveryStore(limits: Partial<DeliveryLimits> = {}): DeliveryStore {
  const { capacity, copyBytes, totalBytes } = { ...DEFAULT_LIMITS, ...limits };
  /** Oldest first. */
  const entries: Entry[] = [];
  let kept = 0;

  const dropOldest = () => {
    const gone = entries.shift();
    kept -= gone?.copy?.length ?? 0;
  };

  return {
    add(summary, body) {
      // A copy of its own (not a view): the received buffer is let go once answered.
      const copy = body ? Buffer.from(body.subarray(0, copyBytes)) : null;
      entries.push({ summary: { ...summary, keptBytes: copy?.length ?? 0 }, copy });
      kept += copy?.length ?? 0;
      while (entries.length > capacity || kept > totalBytes) dropOldest();
    },
    summaries: () => entries.map(({ summary }) => structuredClone(summary)).reverse(),
    body(id, patientData) {
      const entry = entries.find(({ summary }) => summary.id === id);
      if (!entry) return undefined;
      const { copy, summary } = entry;
      const cut = summary.sizeBytes > (copy?.length ?? 0);
      if (!copy) {
        return {
          body: `Not kept: only verified deliveries keep their body (this one: ${summary.sizeBytes} bytes).`,
          redacted: false,
          cut,
        };
      }
      const cutNote = cut
        ? `\n[cut: the last ${summary.sizeBytes - copy.length} of its ${summary.sizeBytes} bytes were not kept; the listener keeps ${copyBytes} bytes of a body]`
        : '';
      if (patientData) return { body: `${copy.toString('utf8')}${cutNote}`, redacted: false, cut };
      if (cut) {
        return {
          body: `[the kept ${copy.length} bytes are not a whole JSON body, so patient data cannot be picked out of them: reveal patient data to see them]${cutNote}`,
          redacted: true,
          cut,
        };
      }
      const { text, redacted } = redactBody(copy.toString('utf8'));
      return { body: text, redacted, cut };
    },
    setForward(id, forward) {
      const entry = entries.find(({ summary }) => summary.id === id);
      if (entry) entry.summary.forward = forward;
    },
    keptBytes: () => kept,
  };
}
