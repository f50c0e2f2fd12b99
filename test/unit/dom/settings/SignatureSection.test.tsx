import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignatureSection } from '../../../../src/renderer/src/settings/SignatureSection';
import type { SignatureView } from '../../../../src/shared/signature-image';
import { installFakeCompanion, okResult } from '../fixtures';

/**
 * A PNG's signature and IHDR chunk (all the checks read) for `width` × `height`, in a file of
 * `total` bytes; the real PNGs are made in the integration and browser tests (node:zlib).
 */
function pngOf(width: number, height: number, total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const pngFile = (bytes: Uint8Array<ArrayBuffer>, name = 'signature.png') =>
  new File([bytes], name, { type: 'image/png' });

const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

function chosen(bytes: Uint8Array): SignatureView {
  return {
    image: {
      mediaType: 'image/png',
      width: 400,
      height: 120,
      sizeBytes: bytes.byteLength,
      dataUrl: DATA_URL,
      chosenAt: '2026-11-26T06:00:00.000Z',
    },
  };
}

describe('SignatureSection', () => {
  it('opens the file dialog from its button by keyboard (the input itself is out of Tab order)', async () => {
    installFakeCompanion();
    render(<SignatureSection />);
    const button = await screen.findByRole('button', { name: 'Choose an image…' });
    const input = screen.getByLabelText<HTMLInputElement>('Signature or stamp image file');
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe('image/png,image/jpeg');
    const opened = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('refuses an image one byte over 512 KB in one sentence, sending nothing to the core', async () => {
    const fake = installFakeCompanion();
    render(<SignatureSection />);
    await screen.findByText('No image is chosen: prescriptions print the signature line only.');
    await userEvent.upload(
      screen.getByLabelText('Signature or stamp image file'),
      pngFile(pngOf(400, 120, 524_289)),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image is 524,289 bytes; a signature or stamp image may be at most 524,288 bytes (512 KB).',
    );
    expect(fake.setSignatureImage).not.toHaveBeenCalled();
  });

  it('sends an image of exactly 512 KB, shows it as printed, and removes it keeping focus', async () => {
    const png = pngOf(400, 120, 524_288);
    const fake = installFakeCompanion({
      setSignatureImage: () => okResult(chosen(png)),
      removeSignatureImage: () => okResult({}),
    });
    render(<SignatureSection />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Choose an image…' });
    await user.upload(screen.getByLabelText('Signature or stamp image file'), pngFile(png));
    await waitFor(() => expect(fake.setSignatureImage).toHaveBeenCalledTimes(1));
    const sent = fake.setSignatureImage.mock.calls[0]![0].bytes;
    expect(sent.byteLength).toBe(524_288);
    expect(Array.from(sent.subarray(0, 24))).toEqual(Array.from(png.subarray(0, 24)));
    const preview = await screen.findByRole('img', {
      name: 'The signature or stamp image, as printed',
    });
    expect(preview.getAttribute('src')).toBe(DATA_URL);
    expect(screen.getByText(/^PNG, 400 × 120 pixels, 512 KB; chosen/)).toBeTruthy();
    expect(
      screen.getByText('Saved: prescriptions finalized from now on carry this image.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove the image' }));
    await screen.findByText(
      'Removed: prescriptions finalized from now on carry no image; those already finalized keep theirs.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose an image…' }));
  });
});
