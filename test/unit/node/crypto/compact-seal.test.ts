import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCompactText, sealCompactText } from '../../../../src/main/core/crypto/compact-seal';
import { createDataVault, type DataVault } from '../../../../src/main/core/crypto/data-vault';
import type { DataKeys } from '../../../../src/main/core/crypto/data-key-store';
import { padSealing } from '../../../../src/main/core/pad/pad-sealing';
import type { PadRow } from '../../../../src/main/core/pad/pad-repository';

/** A vault over a key held in memory (the keychain is the edge replaced here). */
function memoryVault(): DataVault {
  let keys: DataKeys | undefined = { key: randomBytes(32), others: [] };
  return createDataVault({
    load: () => keys,
    create: (key) => {
      keys = { key, others: [] };
    },
  } as Parameters<typeof createDataVault>[0]);
}

/** A pad-like record: findings with notes, medications, advice (what a consultation writes). */
const record = JSON.stringify({
  id: 'pad-1',
  findings: Array.from({ length: 8 }, (_, i) => ({
    localId: `finding-${i}`,
    kind: 'symptom',
    name: ['Fever', 'Cough', 'Headache', 'Body ache'][i % 4],
    properties: { since: { value: String(i + 1), unit: 'Day' }, note: `Worse at night, ${i}` },
  })),
  medications: Array.from({ length: 4 }, (_, i) => ({
    name: `Paracetamol ${500 + i * 50} mg`,
    frequency: '1-0-1',
    duration: { value: '5', unit: 'Day' },
    instructions: 'After food',
  })),
  advice: 'Drink plenty of fluids. Rest. Come back if the fever lasts beyond three days.',
});

describe('compact sealing of the clinic record', () => {
  it('seals compressed, smaller than sealed plain, and opens to the same text', () => {
    const vault = memoryVault();
    const compact = sealCompactText(vault, record, 'pad:pad-1');
    const plain = vault.sealText(record, 'pad:pad-1');
    expect(compact.length).toBeLessThan(plain.length / 2);
    expect(openCompactText(vault, compact, 'pad:pad-1')).toBe(record);
    // Still bound to its context.
    expect(() => openCompactText(vault, compact, 'pad:pad-2')).toThrow(/integrity/);
  });

  it('opens rows sealed plain by older versions unchanged, and seals plain what would not shrink', () => {
    const vault = memoryVault();
    expect(openCompactText(vault, vault.sealText(record, 'c'), 'c')).toBe(record);
    const tiny = '{"a":1}';
    const sealed = sealCompactText(vault, tiny, 'c');
    expect(vault.openText(sealed, 'c')).toBe(tiny);
    expect(openCompactText(vault, sealed, 'c')).toBe(tiny);
  });

  it('says a damaged compressed row is damaged', () => {
    const vault = memoryVault();
    const damaged = vault.seal(Buffer.from([0x00, 0x5a, 0x01, 0xff, 0xff, 0xff]), 'c');
    expect(() => openCompactText(vault, damaged, 'c')).toThrow(/damaged/);
  });

  it('reads a pad an older version sealed plain, and one sealed now', () => {
    const vault = memoryVault();
    const { seal, openPad } = padSealing(vault);
    const pad = JSON.parse(record) as unknown;
    const row = (padSealed: Buffer) => ({ id: 'pad-1', padSealed }) as PadRow;
    expect(openPad(row(vault.sealText(record, 'pad:pad-1:draft')))).toEqual(pad);
    expect(openPad(row(seal(pad, 'pad:pad-1:draft')))).toEqual(pad);
    // Pads are sealed compressed now.
    expect(seal(pad, 'c').length).toBeLessThan(vault.sealText(record, 'c').length / 2);
  });
});
