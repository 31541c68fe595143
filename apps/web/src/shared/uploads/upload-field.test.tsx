// @vitest-environment happy-dom
import { uploadedFileSchema } from '@signal-desk/domain/uploads';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerData, refuse, serveApi } from '../testing/api-server';
import { renderWithApp } from '../testing/render';
import { answerSettings } from '../testing/settings';
import { UploadField } from './upload-field';

const settings = answerSettings();

const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

afterEach(cleanup);

describe('UploadField', () => {
  it('refuses an SVG before sending it', async () => {
    const api = serveApi(settings);
    const onChange = vi.fn();
    await renderWithApp(<UploadField label="Image" value={null} onChange={onChange} folder="banners" />);
    await screen.findByText('JPG or PNG, at most 3 MB');
    choose(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    await screen.findByText('Images must be JPG or PNG');
    expect(api.sent.some((r) => r.path.startsWith('/api/common/upload'))).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a PNG and hands back its URL', async () => {
    const api = serveApi(
      settings,
      answerData(
        'POST',
        '/api/common/upload',
        uploadedFileSchema,
        {
          key: 'banners/x.png',
          url: 'http://localhost/api/files/banners/x.png',
          contentType: 'image/png',
          size: 3,
        },
        201,
      ),
    );
    const onChange = vi.fn();
    await renderWithApp(<UploadField label="Image" value={null} onChange={onChange} folder="banners" />);
    choose(new File([new Uint8Array([137, 80, 78])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://localhost/api/files/banners/x.png'));
    expect(api.sent.find((r) => r.method === 'POST')?.path).toBe('/api/common/upload?folder=banners');
  });

  it("shows the server's refusal with the limit it names", async () => {
    serveApi(
      settings,
      refuse('POST', '/api/common/upload', 400, {
        code: 'bad_request',
        reason: 'file_too_large',
        message: 'The image must be at most 2 MB',
        fields: [{ path: 'file', message: '2' }],
      }),
    );
    await renderWithApp(<UploadField label="Image" value={null} onChange={vi.fn()} folder="banners" />);
    choose(new File([new Uint8Array([137, 80, 78])], 'a.png', { type: 'image/png' }));
    await screen.findByText('The file must be at most 2 MB');
  });
});
