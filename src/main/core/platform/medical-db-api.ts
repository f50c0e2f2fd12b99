import {
  DRUGS_AND_LABS_PATH,
  DrugsAndLabsAnswerSchema,
  type DrugsAndLabsAnswer,
  type MedicalDbKind,
} from '../../../shared/medical-db';
import type { PlatformClient } from './client';

/** `GET /medical-db/v1/drugs-and-labs` for drugs or lab tests matching `text`. */
export function searchDrugsAndLabs(
  client: PlatformClient,
  input: { kind: MedicalDbKind; text: string; limit: number },
): Promise<DrugsAndLabsAnswer> {
  const query = new URLSearchParams({
    q: input.text,
    limit: String(input.limit),
    s_type: input.kind,
  });
  return client.request({
    method: 'GET',
    path: `${DRUGS_AND_LABS_PATH}?${query.toString()}`,
    schema: DrugsAndLabsAnswerSchema,
    what: input.kind === 'drug' ? 'Searching medicines' : 'Searching investigations',
  });
}
