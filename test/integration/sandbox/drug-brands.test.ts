import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DRUGS } from '../../../src/sandbox/drug-lab-catalogue';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { DRUGS_AND_LABS_PATH } from '../../../src/shared/medical-db';
import { responseValidator } from '../../support/published-schema';
import { getOperation } from '../../support/published-spec';
import { call, login } from './helpers';

/*
 * The sandbox's drug search, standing in for the platform's: brands mapped to their generics,
 * found the way doctors type. Every answer is held to medical-db.json's SearchResponse, closed
 * (no field the file does not publish).
 */

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

const validate = responseValidator(
  getOperation('medical-db.json', `GET ${DRUGS_AND_LABS_PATH}`),
  200,
  { closed: true },
)!;

interface Drug {
  id: string;
  name: string;
  generic_name: string;
  manufacturer_name: string;
  product_type: string;
}

async function drugs(q: string, limit = 10): Promise<Drug[]> {
  const query = new URLSearchParams({ q, limit: String(limit), s_type: 'drug' });
  const answer = await call(sandbox, 'GET', `${DRUGS_AND_LABS_PATH}?${query.toString()}`, {
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(validate(answer.body).problems).toEqual([]);
  return (answer.body as { drugs: Drug[] }).drugs;
}

const names = (list: readonly Drug[]) => list.map((drug) => drug.name);

describe('the sandbox finds brands and generics the way doctors type', () => {
  it('finds a brand by a word of it, with its generic and maker', async () => {
    const [dolo] = await drugs('dolo');
    expect(dolo).toMatchObject({
      id: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      generic_name: 'Paracetamol',
      manufacturer_name: 'Micro Labs Ltd',
      product_type: 'Tablet',
    });
  });

  it.each([
    ['650 dolo', 'Dolo 650'],
    ['DOLO 650', 'Dolo 650'],
    ['pan 40', 'Pan 40'],
    ['pan40', 'Pan 40'],
    ['40 pantocid', 'Pantocid 40'],
    ['augmentin duo', 'Augmentin 625 Duo'],
    ['d3 uprise', 'Uprise D3 60K'],
    ['montair lc', 'Montair LC'],
  ])('"%s" finds %s first', async (typed, brand) => {
    expect(names(await drugs(typed))[0]).toBe(brand);
  });

  it('finds the brands of a generic after its generic products, by name', async () => {
    expect(names(await drugs('parac'))).toEqual([
      'Paracetamol 250 mg/5 ml Syrup',
      'Paracetamol 500 mg Tablet',
      'Paracetamol 650 mg Tablet',
      'Calpol 250',
      'Calpol 500',
      'Crocin Advance',
      'Dolo 650',
    ]);
    expect(names(await drugs('clavulanic'))).toEqual(['Augmentin 625 Duo']);
    expect(names(await drugs('insulin'))).toEqual(['Actrapid', 'Lantus']);
  });

  it('finds by a form, also by its short form, together with a name', async () => {
    expect(names(await drugs('syp paracetamol'))).toEqual(['Paracetamol 250 mg/5 ml Syrup']);
    expect(names(await drugs('susp calpol'))).toEqual(['Calpol 250']);
    expect(names(await drugs('tab calpol'))).toEqual(['Calpol 500']);
  });

  it('matches the start of words only, and every typed word', async () => {
    expect(await drugs('olo')).toEqual([]);
    expect(await drugs('dolo 500')).toEqual([]);
    expect(await drugs('-- !')).toEqual([]);
  });

  it('answers every drug of its catalogue in the published shape, found by its own name', async () => {
    for (const drug of SANDBOX_DRUGS) {
      expect(names(await drugs(drug.name, 100)), drug.name).toContain(drug.name);
    }
  });
});
