import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { installFakeXhr, sentUpload } from '../test/fake-xhr.ts';
import { fileOf, media, renderField } from '../test/render-field.tsx';
import { resetUploadsForTest } from '../../../lib/uploads/upload-store.ts';
import { ProfilePhotoField } from './profile-photo-field.tsx';

beforeEach(() => {
  logIn();
  installFakeXhr();
});
afterEach(async () => {
  resetUploadsForTest();
  await i18next.changeLanguage('en');
});

const chooseFile = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  user.upload(screen.getByLabelText(/Upload photo|Change photo|写真を/, { selector: 'input' }), file);

describe('ProfilePhotoField', () => {
  it('uploads a photo with the bearer and language, shows progress and finalizing, then refreshes the profile', async () => {
    const { invalidate } = renderField(<ProfilePhotoField photo={null} />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByText('JPG or PNG, up to 5 MB.')).toBeTruthy();
    await chooseFile(user, fileOf('me.png', 2048, 'image/png'));

    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/applicant/profile-photo');
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-Localization': 'en',
      Accept: 'application/json',
    });
    expect(xhr.file?.name).toBe('me.png');

    act(() => xhr.progress(820, 2048));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('status').textContent).toBe('Uploading… 40%');
    expect((screen.getByRole('button', { name: /Upload photo/ }) as HTMLElement).getAttribute('aria-disabled')).toBe(
      'true',
    );
    act(() => xhr.progress(2048, 2048));
    expect(screen.getByRole('status').textContent).toBe('Finalizing… Please wait a moment.');

    act(() => xhr.respond(201, { data: media(9, '/api/files/profile-media/9?expires=1&signature=x') }));
    expect(await screen.findByText('Your photo has been uploaded.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'applicant'] });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('checks the type and the size in the browser first, in the user’s language, and sends nothing', async () => {
    renderField(<ProfilePhotoField photo={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(user, fileOf('me.gif', 100, 'image/gif'));
    expect(screen.getByText('File is not supported')).toBeTruthy();
    await chooseFile(user, fileOf('me.jpeg', 5_242_881, 'image/jpeg'));
    expect(screen.getByText('File size is too big.')).toBeTruthy();
    await act(() => i18next.changeLanguage('ja'));
    await chooseFile(user, fileOf('me.JPG', 5_242_881, 'image/jpeg'));
    expect(screen.getByText('ファイルサイズが大きすぎます。')).toBeTruthy();
    expect(screen.getByText('JPGまたはPNG形式、5MBまでです。')).toBeTruthy();

    await chooseFile(user, fileOf('me.JPG', 5_242_880, 'image/jpeg'));
    expect((await sentUpload()).file?.size).toBe(5_242_880);
  });

  it('shows the server’s refusal under the field and opens the upload manager with the failed file', async () => {
    renderField(<ProfilePhotoField photo={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(user, fileOf('fake.png', 300));
    const xhr = await sentUpload();
    act(() => xhr.respond(415, { message: 'File is not supported', code: 'file_not_supported' }));

    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('fake.png')).toBeTruthy();
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    expect(within(dialog).getByText('File is not supported')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('File is not supported');
  });

  it('shows the virus scan’s per-file message when the server keeps the file in quarantine', async () => {
    renderField(<ProfilePhotoField photo={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(user, fileOf('holiday.png', 300));
    const xhr = await sentUpload();
    const message = 'The virus scan found a threat in this file, so it was not accepted.';
    act(() =>
      xhr.respond(422, {
        message: 'A file was not accepted because the virus scan did not pass it.',
        code: 'file_quarantined',
        quarantined_files: [{ filename: 'holiday.png', message }],
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('holiday.png')).toBeTruthy();
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('deletes the photo after a confirmation and refreshes the profile', async () => {
    const api = mockApi({ 'DELETE /api/v2/applicant/profile-photo/5': { status: 204 } });
    const { invalidate } = renderField(<ProfilePhotoField photo={{ id: 5, url: '/api/files/profile-media/5?x=1' }} />);
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/api/files/profile-media/5?x=1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your profile photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/v2/applicant/profile-photo/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your photo has been deleted.')).toBeTruthy();
    const [call] = api.callsTo('DELETE', '/api/v2/applicant/profile-photo/5');
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
  });

  it('tells a dropped connection in the user’s language', async () => {
    await act(() => i18next.changeLanguage('ja'));
    renderField(<ProfilePhotoField photo={null} />);
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(user, fileOf('me.png', 300));
    const xhr = await sentUpload();
    expect(xhr.headers['X-Localization']).toBe('ja');
    act(() => xhr.progress(100, 300));
    act(() => xhr.dropConnection());
    const dialog = await screen.findByRole('dialog', { name: 'アップロード' });
    expect(within(dialog).getByText('失敗')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      '接続が切れたため、アップロードできませんでした。もう一度お試しください。',
    );
  });
});
