import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOADS_TEXT } from '../../../../shared/constants/uploads';
import { server } from '../../../../test/msw';
import { renderComponent } from '../../../../test/render-component';
import { ImageUploadField } from './image-upload-field';
import { PdfUploadField } from './pdf-upload-field';

const ORIGIN = 'http://localhost:3000';
const HEX = 'ab'.repeat(16);
const STORED = `/uploads/images/${HEX}.webp`;

/** A field in a form: `changes` records every onChange. */
function ImageHost({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageUploadField
        label="Cover image"
        value={value}
        error={error}
        helper="Shown at the top of the post."
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}
let changes: (string | null)[] = [];
afterEach(() => {
  changes = [];
});

function file(name: string, type: string, size = 2048): File {
  const f = new File([new Uint8Array(64)], name, { type });
  // A real 11 MB file is slow to build in jsdom; only the size matters to the pre-check.
  if (size !== 2048) Object.defineProperty(f, 'size', { value: size });
  return f;
}

/**
 * An XMLHttpRequest that the test drives by hand: how much of the body has gone, then the answer.
 * msw answers an XHR at once (all its progress in one event), so the bar's middle needs this.
 */
class ManualXhr {
  static last: ManualXhr | null = null;
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  responseText = '';
  responseType = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    ManualXhr.last = this;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('ImageUploadField', () => {
  it('shows the upload as it goes, then the stored image with its srcset', async () => {
    // Not vi.stubGlobal: unstubAllGlobals would also take away the globals the setup file stubs.
    // msw defines XMLHttpRequest read-only: redefine it, and put its definition back after.
    const real = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest')!;
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: ManualXhr, configurable: true, writable: true });
    try {
      const { user } = await renderComponent(<ImageHost />);
      await user.upload(screen.getByLabelText('Cover image'), file('cake.jpg', 'image/jpeg'));

      const xhr = ManualXhr.last!;
      expect([xhr.method, xhr.url]).toEqual(['POST', '/api/admin/uploads/images']);
      expect((xhr.body!.get('file') as File).name).toBe('cake.jpg');

      const bar = await screen.findByRole('progressbar');
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      act(() => xhr.progress(300, 1000));
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
      expect(screen.getByText('Uploading… 30%')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();

      act(() => xhr.respond(200, { address: STORED, srcSet: 'ignored' }));
      const preview = await screen.findByRole('img', { name: 'Cover image preview' });
      expect(preview).toHaveAttribute('src', STORED);
      expect(preview.getAttribute('srcset')).toContain(`/uploads/images/${HEX}-480.webp 480w`);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(changes).toEqual([STORED]);
    } finally {
      Object.defineProperty(globalThis, 'XMLHttpRequest', real);
    }
  });

  it('uploads through msw too (a real XMLHttpRequest) and offers Replace and Remove', async () => {
    const received: boolean[] = [];
    server.use(
      http.post(`${ORIGIN}/api/admin/uploads/images`, async ({ request }) => {
        // (jsdom's XHR hands msw the file without its name or bytes; the fake XHR above checks those.)
        received.push((await request.formData()).has('file'));
        return HttpResponse.json({ address: STORED, srcSet: '' });
      }),
    );
    const { user } = await renderComponent(<ImageHost />);
    await user.upload(screen.getByLabelText('Cover image'), file('photo.png', 'image/png'));
    await screen.findByRole('img', { name: 'Cover image preview' });
    expect(received).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Replace' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(changes).toEqual([STORED, null]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it("shows the server's refusal as the field's error and keeps the value", async () => {
    server.use(
      http.post(`${ORIGIN}/api/admin/uploads/images`, async () => {
        await delay(10);
        return HttpResponse.json({ error: UPLOADS_TEXT.notImage }, { status: 400 });
      }),
    );
    const { user } = await renderComponent(<ImageHost initial="/uploads/demo/blog/cake.jpg" />);
    await user.upload(screen.getByLabelText('Cover image'), file('fake.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.notImage);
    expect(screen.getByLabelText('Cover image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('/uploads/demo/blog/cake.jpg');
    expect(changes).toEqual([]);
  });

  it('says the upload failed when no readable answer comes', async () => {
    server.use(http.post(`${ORIGIN}/api/admin/uploads/images`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const { user } = await renderComponent(<ImageHost />);
    await user.upload(screen.getByLabelText('Cover image'), file('a.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.uploadFailed);
  });

  it('refuses a file over the limit or of another type before sending anything', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const { user } = await renderComponent(<ImageHost />);
    const input = screen.getByLabelText('Cover image');
    await user.upload(input, file('huge.jpg', 'image/jpeg', UPLOAD_LIMITS.imageMaxBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.imageTooLarge);
    // user.upload honours `accept`; a drop or a picker ignoring it can still bring an SVG.
    await user.setup({ applyAccept: false }).upload(input, file('logo.svg', 'image/svg+xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.notImage);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it("shows the helper, and the form's error in its place", async () => {
    const { unmount } = await renderComponent(<ImageHost />);
    expect(screen.getByText('Shown at the top of the post.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription('Shown at the top of the post.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    await renderComponent(<ImageHost error="Please add a cover image." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please add a cover image.');
    expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription('Please add a cover image.');
    expect(screen.queryByText('Shown at the top of the post.')).not.toBeInTheDocument();
  });

  it('takes a pasted address by the image address rules', async () => {
    const { user } = await renderComponent(<ImageHost />);
    const address = screen.getByLabelText('Or paste an image address');
    await user.click(address);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Use address' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOADS_TEXT.badAddress);
    expect(changes).toEqual([]);

    await user.clear(address);
    await user.paste('https://mamavillage.com.au/uploads/old/cake_optimized.jpg');
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['/uploads/old/cake.jpg']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Cover image preview' });
    expect(preview).toHaveAttribute('src', '/uploads/old/cake.jpg');
    expect(preview).not.toHaveAttribute('srcset');

    const stock = 'https://images.unsplash.com/photo-1?w=1200';
    await user.paste(stock);
    await user.click(screen.getByRole('button', { name: 'Use address' }));
    await waitFor(() => expect(changes).toEqual(['/uploads/old/cake.jpg', stock]));
  });
});

function PdfHost({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PdfUploadField
      label="Download (PDF)"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('PdfUploadField', () => {
  it('uploads a PDF and shows the stored name, then removes it', async () => {
    server.use(http.post(`${ORIGIN}/api/admin/uploads/files`, () => HttpResponse.json({ fileName: `${HEX}.pdf` })));
    const { user } = await renderComponent(<PdfHost />);
    await user.upload(screen.getByLabelText('Download (PDF)'), file('guide.pdf', 'application/pdf'));
    expect(await screen.findByText(`${HEX}.pdf`)).toBeInTheDocument();
    expect(changes).toEqual([`${HEX}.pdf`]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(changes).toEqual([`${HEX}.pdf`, null]);
    expect(screen.getByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
  });

  it("shows the server's refusal, and refuses a big or non-PDF file itself", async () => {
    server.use(http.post(`${ORIGIN}/api/admin/uploads/files`, () => HttpResponse.json({ error: UPLOADS_TEXT.notPdf }, { status: 400 })));
    const { user } = await renderComponent(<PdfHost initial="old.pdf" />);
    const input = screen.getByLabelText('Download (PDF)');
    await user.upload(input, file('renamed.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.notPdf);
    expect(screen.getByText('old.pdf')).toBeInTheDocument();

    await user.upload(input, file('big.pdf', 'application/pdf', UPLOAD_LIMITS.pdfMaxBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.pdfTooLarge);
    await user.setup({ applyAccept: false }).upload(input, file('notes.docx', 'application/msword'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOADS_TEXT.notPdf);
    expect(changes).toEqual([]);
  });
});
