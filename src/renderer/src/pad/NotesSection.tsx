import { useRef, useState } from 'react';
import { usePadStore } from '../stores/padStore';
import './PadEntries.css';
import './PlanSections.css';

export const noteFieldId = (localId: string) => `pad-note-${localId}`;
const HEADING_ID = 'pad-notes-heading';
const NOTE_MAX = 2000;

/**
 * The pad's notes: what the scribe heard that has no other place on the pad (a clinical note,
 * family history, a reading the pad has no vital for), accepted by the doctor, each under its
 * section. Printed under Notes and sent with the prescription. Edited in place, removed with
 * Remove (focus goes to the next note, or the heading when none is left). Shown only when there
 * are notes.
 */
export function NotesSection() {
  const notes = usePadStore((state) => state.notes);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const { updateNote, removeNote } = usePadStore.getState();
  const [said, setSaid] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The region is there before its first sentence, and stays when the last note is removed.
  const status = (
    <div role="status" className="visually-hidden">
      {said}
    </div>
  );
  if (notes.length === 0)
    return (
      <>
        {null}
        {status}
      </>
    );
  const remove = (index: number) => {
    const note = notes[index]!;
    const next = notes[index + 1] ?? notes[index - 1];
    removeNote(note.localId);
    setSaid(`Note removed: ${note.section}.`);
    requestAnimationFrame(() => {
      const target = next === undefined ? null : document.getElementById(noteFieldId(next.localId));
      (target ?? headingRef.current)?.focus();
    });
  };
  return (
    <>
      <section className="pad-entries pad-plan" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className="pad-entries__heading" ref={headingRef} tabIndex={-1}>
          Notes
        </h2>
        <ul className="pad-entries__list" aria-labelledby={HEADING_ID}>
          {notes.map((note, index) => {
            const id = noteFieldId(note.localId);
            return (
              <li key={note.localId} className="pad-entry advice-entry">
                <div className="pad-field advice-entry__field">
                  <label htmlFor={id} className="pad-field__label">
                    {note.section}
                  </label>
                  <textarea
                    id={id}
                    className="input advice-entry__input"
                    rows={2}
                    value={note.text}
                    maxLength={NOTE_MAX}
                    readOnly={!canEdit}
                    onChange={(event) => updateNote(note.localId, event.target.value)}
                  />
                </div>
                {canEdit ? (
                  <div className="advice-entry__actions">
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => remove(index)}
                    >
                      Remove<span className="visually-hidden"> note: {note.section}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {status}
    </>
  );
}
