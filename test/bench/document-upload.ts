import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DocumentUploadForm } from '../../src/shared/documents';
import { login } from '../integration/sandbox/helpers';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { makeTempDir } from '../helpers/temp-dir';
import { until } from '../helpers/until';
import { countingSink, envelopeIntoSink, postToSandbox, sealedCopy } from './jwe-document-parts';
import { median, report } from './report';

const SIZE = 10_000_000;
const ROUNDS = 3;
const PART_ROUNDS = 3;

/** Saves a 10 MB document and waits until the platform confirmed it: milliseconds. */
async function appUpload(
  app: TestCompanion,
  file: Uint8Array,
  form: DocumentUploadForm,
): Promise<number> {
  await app.value('documents:save-settings', { uploadForm: form });
  const start = performance.now();
  const saved = await app.value('documents:upload', {
    fileName: 'bench.pdf',
    bytes: file,
    documentType: 'lr',
    destination: 'parse',
    task: 'smart',
  });
  await until(
    async () =>
      (await app.value('documents:list', {})).find((d) => d.id === saved.id)?.state === 'uploaded',
    'the benchmark upload',
    120_000,
  );
  return performance.now() - start;
}

/**
 * A 10 MB document from "Upload" to the platform's confirmation (sealed copy written and fsynced,
 * outbox row, read back, JWE or multipart body, HTTP to the sandbox, confirmation written), in
 * each form, versus one bare multipart POST of the same bytes to the same sandbox. Then the
 * encrypted upload's parts against the same baseline: the upload step alone (sealed copy on disk
 * → streamed envelope → the sandbox, which decrypts and checks it: `document_post_10mb_jwe`) and
 * the app's own share of it (the same envelope into a peer that only counts the bytes:
 * `jwe_document_into_sink_10mb`).
 */
export async function benchDocumentUpload(): Promise<void> {
  const app = await startTestCompanion();
  const temp = makeTempDir('bench-jwe-');
  const sink = await countingSink();
  try {
    const file = new Uint8Array(randomBytes(SIZE));
    const { access_token: token } = await login(app.sandbox);
    const bare = async (): Promise<number> => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'bench.pdf');
      const start = performance.now();
      const response = await fetch(`${app.sandbox.url}/mr/api/v2/docs?task=smart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.text();
      if (response.status !== 200) throw new Error(`bare upload answered ${response.status}`);
      return performance.now() - start;
    };
    const copy = await sealedCopy(temp.dir, file);
    const samples = {
      bare: [] as number[],
      jwe: [] as number[],
      multipart: [] as number[],
      post: [] as number[],
      sink: [] as number[],
      bareCpu: [] as number[],
      postCpu: [] as number[],
    };
    // CPU time of this process (app and sandbox both run in it) beside the wall time: on a
    // shared, loaded machine it says more than the wall time, which waits for other processes.
    const withCpu = async (work: () => Promise<number>, wall: number[], cpu: number[]) => {
      const before = process.cpuUsage();
      wall.push(await work());
      const spent = process.cpuUsage(before);
      cpu.push((spent.user + spent.system) / 1000);
    };
    await bare(); // warm-up
    await postToSandbox(copy, app.sandbox, token);
    await envelopeIntoSink(copy, sink.url);
    for (let round = 0; round < ROUNDS; round += 1) {
      samples.jwe.push(await appUpload(app, file, 'jwe'));
      samples.multipart.push(await appUpload(app, file, 'multipart'));
      // The short ones, interleaved and more often: their medians are what the ratios divide.
      for (let again = 0; again < PART_ROUNDS; again += 1) {
        await withCpu(bare, samples.bare, samples.bareCpu);
        await withCpu(() => postToSandbox(copy, app.sandbox, token), samples.post, samples.postCpu);
        samples.sink.push(await envelopeIntoSink(copy, sink.url));
      }
    }
    const bareMs = median(samples.bare);
    report(
      'document_upload_10mb_jwe',
      median(samples.jwe),
      'ms',
      'bare_multipart_post_10mb',
      bareMs,
    );
    report(
      'document_upload_10mb_multipart',
      median(samples.multipart),
      'ms',
      'bare_multipart_post_10mb',
      bareMs,
    );
    report(
      'document_post_10mb_jwe',
      median(samples.post),
      'ms',
      'bare_multipart_post_10mb',
      bareMs,
    );
    report(
      'document_post_10mb_jwe_cpu',
      median(samples.postCpu),
      'ms',
      'bare_multipart_post_10mb_cpu',
      median(samples.bareCpu),
    );
    report(
      'jwe_document_into_sink_10mb',
      median(samples.sink),
      'ms',
      'bare_multipart_post_10mb',
      bareMs,
    );
  } finally {
    await sink.close();
    await app.close();
    temp.remove();
  }
}
