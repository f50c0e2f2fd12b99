import { useId, useRef, useState } from 'react';
import type { Result } from '../../../shared/result';
import {
  checkSignatureImage,
  MAX_SIGNATURE_SIDE,
  MIN_SIGNATURE_SIDE,
  type SignatureView,
} from '../../../shared/signature-image';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { formatDateTime } from '../lib/time';
import './SignatureSection.css';
import { useLoadResult } from '../frame/useLoadResult';

const KIND = { 'image/png': 'PNG', 'image/jpeg': 'JPEG' } as const;

/**
 * Settings, Signature or stamp: the image printed above the signature line of finalized
 * prescriptions (never on a draft). Chosen as a file, checked here and again by the core, shown
 * as it will print, removable. Each finalized prescription keeps the image it was finalized with.
 */
export function SignatureSection() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<SignatureView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  useLoadResult(
    () => companion().getSignatureImage({}),
    (result) => {
      if (result.ok) setView(result.value);
      else setFailure(`The signature image could not be shown: ${result.error.message}`);
    },
  );

  function settle(result: Result<SignatureView>, done: string, refused: string): void {
    if (result.ok) {
      setView(result.value);
      setFailure(null);
      setStatus(done);
    } else setFailure(`${refused} ${result.error.message}`);
  }

  async function take(file: File | undefined): Promise<void> {
    if (!file) return;
    setStatus('');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkSignatureImage(bytes);
    if (!checked.ok) {
      setFailure(checked.problem);
      return;
    }
    setBusy('save');
    const result = await companion().setSignatureImage({ bytes });
    setBusy(null);
    settle(
      result,
      'Saved: prescriptions finalized from now on carry this image.',
      'The image was not saved.',
    );
  }

  async function remove(): Promise<void> {
    setBusy('remove');
    const result = await companion().removeSignatureImage({});
    setBusy(null);
    settle(
      result,
      'Removed: prescriptions finalized from now on carry no image; those already finalized keep theirs.',
      'The image was not removed.',
    );
    // The Remove button is gone: focus goes on to the one way forward, choosing an image.
    chooseRef.current?.focus();
  }

  const image = view?.image;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Signature or stamp</h2>
      <p id={`${id}-hint`} className="hint">
        A PNG or JPEG image, at most 512 KB and {MIN_SIGNATURE_SIDE} to {MAX_SIGNATURE_SIDE} pixels
        on each side. It prints above the signature line of finalized prescriptions only (at most 50
        × 20 mm), never on a draft; a finalized prescription keeps the image it was finalized with.
      </p>
      {!view && !failure ? <p role="status">Loading the signature image…</p> : null}
      {image ? (
        <figure className="signature-preview">
          <img
            src={image.dataUrl}
            alt="The signature or stamp image, as printed"
            className="signature-preview__image"
          />
          <figcaption className="hint">
            {KIND[image.mediaType]}, {image.width} × {image.height} pixels,{' '}
            {Math.max(1, Math.round(image.sizeBytes / 1024))} KB; chosen{' '}
            {formatDateTime(image.chosenAt)}.
          </figcaption>
        </figure>
      ) : view ? (
        <p>No image is chosen: prescriptions print the signature line only.</p>
      ) : null}
      <label htmlFor={`${id}-file`} className="visually-hidden">
        Signature or stamp image file
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg"
        tabIndex={-1}
        onChange={(event) => {
          void take(event.target.files?.[0]);
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
        }}
      />
      <div className="form-actions">
        <button
          ref={chooseRef}
          type="button"
          className="button"
          aria-disabled={busy === 'save'}
          aria-describedby={`${id}-hint`}
          onClick={() => {
            if (busy !== 'save') inputRef.current?.click();
          }}
        >
          {busy === 'save'
            ? 'Saving the image…'
            : image
              ? 'Choose another image…'
              : 'Choose an image…'}
        </button>
        {image ? (
          <BusyButton busy={busy === 'remove'} className="button" onClick={() => void remove()}>
            {busy === 'remove' ? 'Removing…' : 'Remove the image'}
          </BusyButton>
        ) : null}
      </div>
      <p role="status">{status}</p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </section>
  );
}
