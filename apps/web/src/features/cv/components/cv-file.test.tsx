import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetUploadsForTest } from '../../../lib/uploads/upload-store.ts';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
import { fileOf, renderField } from '../../profile-media/test/render-field.tsx';
import { CvFile } from './cv-file.tsx';

beforeEach(() => {
  logIn();
  installFakeXhr();
});
afterEach(async () => {
  resetUploadsForTest();
  await i18next.changeLanguage('en');
});

const kept = {
  id: 12,
  url: '/api/files/profile-media/12?expires=1&signature=s',
  url_expires_at: '2026-11-29T11:00:00.000Z',
  mime_type: 'application/pdf',
  size: 245_760,
  file_name: 'Linh CV.pdf',
  created_at: '2026-11-28T16:00:00.000Z',
};

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('CvFile (spec §5: the one CV file)', () => {
  it('uploads a CV through the upload manager with progress, then refreshes the profile', async () => {
    const { invalidate } = renderField(<CvFile file={null} />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('heading', { name: 'Your CV file' })).toBeTruthy();
    expect(screen.getByText('No CV file yet.')).toBeTruthy();
    expect(input().accept).toContain('.pdf');
    await user.upload(input(), fileOf('resume.pdf', 4096, 'application/pdf'));

    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/applicant/cv-document');
    act(() => xhr.progress(2048, 4096));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Uploading… 50%');
    expect(await screen.findByRole('button', { name: 'Uploading 50%' })).toBeTruthy();
    act(() => xhr.respond(201, { data: { ...kept, file_name: 'resume.pdf' } }));
    expect(await screen.findByText('Your CV file has been saved.')).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] }));
  });

  it('refuses a file that is not a CV or is too large before sending, in the user’s language', async () => {
    renderField(<CvFile file={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), fileOf('photo.png', 100, 'image/png'));
    expect(await screen.findByText('File is not supported')).toBeTruthy();
    await user.upload(input(), fileOf('cv.pdf', 5_242_881, 'application/pdf'));
    expect(await screen.findByText('File size is too big.')).toBeTruthy();
  });

  it('shows the virus scan’s message for a kept-back file', async () => {
    renderField(<CvFile file={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), fileOf('cv.txt', 68, 'text/plain'));
    const xhr = await sentUpload();
    const message = 'The virus scan found a threat in this file, so it was not accepted.';
    act(() =>
      xhr.respond(422, {
        code: 'file_quarantined',
        message: 'A file was not accepted because the virus scan did not pass it.',
        quarantined_files: [{ filename: 'cv.txt', message }],
      }),
    );
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    // A failed upload opens the upload manager (spec §2).
    expect(await screen.findByRole('dialog', { name: 'Uploads' })).toBeTruthy();
  });

  it('in Japanese: shows the kept file with a download link, and deletes it after a confirmation', async () => {
    await i18next.changeLanguage('ja');
    const api = mockApi({ 'DELETE /api/v2/applicant/cv-document/12': { status: 204 } });
    renderField(<CvFile file={kept} />);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Linh CV.pdf をダウンロード' });
    expect(link.getAttribute('href')).toBe(kept.url);
    expect(screen.getByText('240 KB・2026年11月29日にアップロード')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ファイルを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'ファイルを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('ファイルを削除しました。')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/v2/applicant/cv-document/12')).toHaveLength(1);
  });
});
