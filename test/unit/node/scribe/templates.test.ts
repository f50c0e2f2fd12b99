import { describe, expect, it } from 'vitest';
import {
  EMR_TEMPLATE_ID,
  consultationTemplates,
  recordingTemplates,
} from '../../../../src/shared/scribe/templates';
import { SANDBOX_VOICE_TEMPLATES } from '../../../../src/sandbox/voice-templates';

describe('the templates a recording asks for', () => {
  it('in a consultation: the EMR template by default, with the doctor’s chosen template', () => {
    expect(consultationTemplates([])).toEqual([EMR_TEMPLATE_ID]);
    expect(consultationTemplates(['clinical_notes_template'])).toEqual([
      EMR_TEMPLATE_ID,
      'clinical_notes_template',
    ]);
    // Two chosen and the platform takes two: the first chosen is kept with the EMR template.
    expect(consultationTemplates(['soap', 'referral'])).toEqual([EMR_TEMPLATE_ID, 'soap']);
  });

  it('leaves a choice that already has it as the doctor made it', () => {
    expect(consultationTemplates(['clinical_notes_template', EMR_TEMPLATE_ID])).toEqual([
      'clinical_notes_template',
      EMR_TEMPLATE_ID,
    ]);
  });

  it('outside a consultation: the doctor’s choice alone', () => {
    expect(recordingTemplates(['soap'])).toEqual(['soap']);
    expect(recordingTemplates(['soap'], 'consultation-1')).toEqual([EMR_TEMPLATE_ID, 'soap']);
  });

  it('names a template the platform lists (the sandbox lists the published ids)', () => {
    expect(SANDBOX_VOICE_TEMPLATES.map((template) => template.id)).toContain(EMR_TEMPLATE_ID);
  });
});
