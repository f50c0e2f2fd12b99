/**
 * The `prescription_details[]` the platform must receive for pads.test.ts's test pad (a symptom
 * with a note, a free-text examination finding with a legacy note, three vitals), written out
 * here rather than by the app's builder.
 */
export function testPadDetails(feverNote: unknown): unknown[] {
  return [
    {
      resource_type: 'observation',
      status: 'final',
      observation: { code: 'sym-fever', display: 'Fever' },
      category: { code: 'symptom', display: 'symptom' },
      note: [feverNote],
    },
    {
      resource_type: 'observation',
      status: 'final',
      observation: { display: 'Pallor' },
      category: { code: 'exam', display: 'exam' },
      note: ['legacy note, kept for reading'],
    },
    ...[
      ['8310-5', 'Temperature', '[degF]', 98.4],
      ['29463-7', 'Weight', 'kg', 61.5],
      ['8867-4', 'Pulse', '/min', 72],
    ].map(([code, display, unit, value]) => ({
      resource_type: 'vitals',
      status: 'final',
      observation: { code, display },
      category: { code: 'vital-signs', display: 'Vital Signs' },
      valueQuantity: { system: 'http://unitsofmeasure.org', unit, value },
    })),
  ];
}
