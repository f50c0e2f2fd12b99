import type { EmrResource } from './emr-structure';

/* Small readers every mapping of a resource uses. */

/** The resource's notes as one text, or undefined. */
export function notesOf(resource: EmrResource): string | undefined {
  const texts = (resource.note ?? []).flatMap((note) => (note.text ? [note.text] : []));
  return texts.length > 0 ? texts.join('; ') : undefined;
}

/** The first code of the resource's `code`, as the platform's id of the item. */
export function platformIdOf(resource: EmrResource): { platformId?: string } {
  const code = resource.code?.coding?.find((coding) => coding.code)?.code;
  return code ? { platformId: code } : {};
}

export const withNote = (note: string | undefined): { note?: string } => (note ? { note } : {});

/** Texts joined with "; ", or undefined when none has words. */
export function joined(...texts: (string | undefined)[]): string | undefined {
  const kept = texts.filter((text): text is string => text !== undefined && text.trim() !== '');
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** A text cut to `max` characters with an ellipsis (the suggestion itself shows it whole). */
export function clipped(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
