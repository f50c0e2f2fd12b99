import { z } from 'zod';
import { PlatformError } from './errors';

/**
 * The presign's answer (the published UploadResponse), read tolerantly: the fields the app needs,
 * anything else ignored. `error: true`, or an entry with `error_details`, is the platform refusing
 * the document although the status was 200.
 */
const Form = z.object({
  url: z.string().min(1),
  fields: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .default({}),
});

const Entry = z
  .object({
    document_id: z.string().nullish(),
    forms: z.array(Form.passthrough()).nullish(),
    error_details: z
      .object({ message: z.string().nullish(), code: z.union([z.string(), z.number()]).nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

const Answer = z
  .object({
    error: z.boolean().nullish(),
    message: z.string().nullish(),
    batch_response: z.array(Entry).nullish(),
  })
  .passthrough();

export interface PresignedEntry {
  documentId?: string;
  forms: { url: string; fields: Record<string, string> }[];
}

export function readPresignedAnswer(json: unknown, what: string, status: number): PresignedEntry[] {
  const parsed = Answer.safeParse(json);
  if (!parsed.success) {
    throw new PlatformError(
      'BAD_RESPONSE',
      `${what}: the platform's answer (HTTP ${status}) did not have the expected shape.`,
      { failure: 'bad-response', status, cause: parsed.error },
    );
  }
  const refused = parsed.data.batch_response?.find((entry) => entry.error_details);
  if (parsed.data.error === true || refused) {
    const reason = refused?.error_details?.message ?? parsed.data.message ?? undefined;
    const sentence = reason ? `: ${reason.replace(/[\s.!]+$/, '')}` : '';
    throw new PlatformError('REJECTED', `${what} was refused by the platform${sentence}.`, {
      failure: 'http',
      // A 200 that refuses is treated as the platform's 400: the document as asked is refused.
      status: status >= 400 ? status : 400,
      ...(reason ? { reason } : {}),
    });
  }
  return (parsed.data.batch_response ?? []).map((entry) => ({
    ...(entry.document_id ? { documentId: entry.document_id } : {}),
    forms: (entry.forms ?? []).map((form) => ({ url: form.url, fields: form.fields })),
  }));
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The presigned URL as the app will use it: https only, or http on loopback when the platform's
 * own address is loopback http (the sandbox). No user name or password in it. Anything else is
 * refused before a byte is sent, as an answer the app cannot use.
 */
export function checkPresignedUrl(raw: string, platformBaseUrl: string, what: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw unusable(what, 'is not a web address');
  }
  if (url.username !== '' || url.password !== '') throw unusable(what, 'carries a password');
  if (url.protocol === 'https:') return url.toString();
  let platform: URL | undefined;
  try {
    platform = new URL(platformBaseUrl);
  } catch {
    platform = undefined;
  }
  const sandboxLike = platform?.protocol === 'http:' && isLoopback(platform);
  if (url.protocol === 'http:' && isLoopback(url) && sandboxLike) return url.toString();
  throw unusable(what, 'is not an https address');
}

function unusable(what: string, why: string): PlatformError {
  return new PlatformError(
    'BAD_RESPONSE',
    `${what}: the upload address the platform gave ${why}, so nothing was sent there.`,
    { failure: 'bad-response' },
  );
}

/** The storage service's refusal (an S3-style XML body): its code and sentence, when it gave them. */
export function storageRefusal(text: string): { code?: string; message?: string } {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]{1,300})<\/Message>/.exec(text)?.[1];
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
