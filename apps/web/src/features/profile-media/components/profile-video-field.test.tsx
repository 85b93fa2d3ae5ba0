import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { type FakeXhr, installFakeXhr, sentUpload } from '../test/fake-xhr.ts';
import { fileOf, media, renderField } from '../test/render-field.tsx';
import { resetUploadsForTest } from '../../../lib/uploads/upload-store.ts';
import { ProfilePhotoField } from './profile-photo-field.tsx';
import { ProfileVideoField } from './profile-video-field.tsx';

beforeEach(() => {
  logIn();
  installFakeXhr();
});
afterEach(() => resetUploadsForTest());

const videoInput = () => screen.getByLabelText(/Upload video|Change video/, { selector: 'input' }) as HTMLInputElement;

function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Upload-Metadata (tus: `key base64,…`) as an object. */
function metadataOf(xhr: FakeXhr): Record<string, string> {
  return Object.fromEntries(
    (xhr.headers['Upload-Metadata'] ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );
}

const UPLOAD_URL = '/api/v1/uploads/0b5e7c1a-9d7e-4b59-8f0e-3c1f6f1b2a11';

/** The tus creation of the `index`th request: checked and answered with the upload's URL. */
async function created(index: number, size: number) {
  const create = await sentUpload(index);
  expect(create.method).toBe('POST');
  expect(create.url).toBe('/api/v1/uploads');
  expect(create.headers['Upload-Length']).toBe(String(size));
  expect(create.headers.Authorization).toMatch(/^Bearer /);
  act(() => create.respond(201, undefined, { Location: UPLOAD_URL, 'Tus-Resumable': '1.0.0' }));
  return create;
}

/** The claim of the finished upload (a JSON POST through fetch) answered with the new video. */
function claimAnswers(data: unknown = { ...media(3, '/v'), mime_type: 'video/mp4' }) {
  return mockApi({ 'POST /api/v2/applicant/profile-video': { status: 201, body: { data } } });
}

describe('ProfileVideoField', () => {
  it('uploads resumably (tus) with the context and progress, then claims the finished upload', async () => {
    const api = claimAnswers({ ...media(3, '/v'), mime_type: 'video/x-msvideo' });
    renderField(<ProfileVideoField video={null} context="basic-information" />);
    const user = userEvent.setup({ applyAccept: false });
    expect(videoInput().accept).toBe('.mp4,.mov,.qt,.avi,.webm,.wmv,.mpeg4,.asf');
    expect(screen.getByText('MP4, MOV, QT, AVI, WEBM, WMV, MPEG4, ASF, up to 50 MB.')).toBeTruthy();
    expect(screen.getByText(/about 30 seconds, no larger than 1280x720/)).toBeTruthy();
    await user.upload(videoInput(), fileOf('clip.avi', 4096, 'video/x-msvideo'));
    const create = await created(0, 4096);
    expect(metadataOf(create)).toEqual({
      filename: 'clip.avi',
      filetype: 'video/x-msvideo',
      purpose: 'profile_video',
      context: 'basic-information',
    });
    const patch = await sentUpload(1);
    expect(patch.method).toBe('PATCH');
    expect(patch.url.endsWith(UPLOAD_URL)).toBe(true);
    expect(patch.headers['Upload-Offset']).toBe('0');
    act(() => patch.progress(1024, 4096));
    // The shell's button shows the running upload's progress and opens the manager.
    await user.click(await screen.findByRole('button', { name: 'Uploading 25%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('25%')).toBeTruthy();
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    expect(await screen.findByText('Your video has been uploaded.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v2/applicant/profile-video')[0]?.body).toEqual({
      upload_id: '0b5e7c1a-9d7e-4b59-8f0e-3c1f6f1b2a11',
    });
  });

  it('goes on from the server’s offset after a dropped connection', async () => {
    claimAnswers();
    renderField(<ProfileVideoField video={null} context="other" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(videoInput(), fileOf('clip.mp4', 4096, 'video/mp4'));
    await created(0, 4096);
    const first = await sentUpload(1);
    act(() => first.progress(2048, 4096));
    act(() => first.dropConnection());
    // tus asks the server where it stands, then sends only the rest.
    const head = await sentUpload(2);
    expect(head.method).toBe('HEAD');
    expect(head.url.endsWith(UPLOAD_URL)).toBe(true);
    act(() => head.respond(200, undefined, { 'Upload-Offset': '2048', 'Upload-Length': '4096' }));
    const rest = await sentUpload(3);
    expect(rest.method).toBe('PATCH');
    expect(rest.headers['Upload-Offset']).toBe('2048');
    expect((rest.body as Blob).size).toBe(2048);
    act(() => rest.respond(204, undefined, { 'Upload-Offset': '4096' }));
    expect(await screen.findByText('Your video has been uploaded.')).toBeTruthy();
  });

  it('remembers an unfinished upload: after going offline, the same file again resumes from the server’s offset', async () => {
    claimAnswers();
    const file = fileOf('holiday.mp4', 4096, 'video/mp4');
    renderField(<ProfileVideoField video={null} context="other" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(videoInput(), file);
    await created(0, 4096);
    const patch = await sentUpload(1);
    act(() => patch.progress(3000, 4096));
    // Offline: tus does not retry; the upload fails and says how to go on.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => patch.dropConnection());
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(
      await within(dialog).findByText(
        'The connection was lost. Choose the same file again to continue where it stopped.',
      ),
    ).toBeTruthy();
    online.mockRestore();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The browser remembered the upload (localStorage): the same file goes on where the server stands.
    await user.upload(videoInput(), file);
    const head = await sentUpload(2);
    expect(head.method).toBe('HEAD');
    expect(head.url.endsWith(UPLOAD_URL)).toBe(true);
    act(() => head.respond(200, undefined, { 'Upload-Offset': '3000', 'Upload-Length': '4096' }));
    const rest = await sentUpload(3);
    expect(rest.headers['Upload-Offset']).toBe('3000');
    expect((rest.body as Blob).size).toBe(1096);
    act(() => rest.respond(204, undefined, { 'Upload-Offset': '4096' }));
    expect(await screen.findByText('Your video has been uploaded.')).toBeTruthy();
  });

  it('elsewhere takes mp4, mov and webm only, and at most 50 MB', async () => {
    renderField(<ProfileVideoField video={null} context="other" />);
    const user = userEvent.setup({ applyAccept: false });
    expect(videoInput().accept).toBe('.mp4,.mov,.webm');
    await user.upload(videoInput(), fileOf('clip.avi', 4096));
    expect(screen.getByText('File is not supported')).toBeTruthy();
    await user.upload(videoInput(), fileOf('clip.mp4', 52_428_801));
    expect(screen.getByText('File size is too big.')).toBeTruthy();
    await user.upload(videoInput(), fileOf('clip.webm', 4096));
    expect(metadataOf(await sentUpload()).context).toBe('other');
  });

  it('shows the server’s refusal of the finished file: the virus scan’s own message', async () => {
    mockApi({
      'POST /api/v2/applicant/profile-video': {
        status: 422,
        body: {
          code: 'file_quarantined',
          message: 'A file was not accepted because the virus scan did not pass it.',
          quarantined_files: [
            { filename: 'clip.mp4', message: 'The virus scan found a threat in this file, so it was not accepted.' },
          ],
        },
      },
    });
    renderField(<ProfileVideoField video={null} context="other" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(videoInput(), fileOf('clip.mp4', 4096, 'video/mp4'));
    await created(0, 4096);
    const patch = await sentUpload(1);
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(
      await within(dialog).findByText('The virus scan found a threat in this file, so it was not accepted.'),
    ).toBeTruthy();
  });

  it('warns before leaving the page while uploading, lists it in the manager, and cancelling deletes what was sent', async () => {
    renderField(
      <>
        <ProfilePhotoField photo={null} />
        <ProfileVideoField video={{ id: 4, url: '/api/files/profile-media/4?s=1' }} context="basic-information" />
      </>,
    );
    const user = userEvent.setup({ applyAccept: false });
    expect(leaving()).toBe(false);
    await user.upload(videoInput(), fileOf('take2.mov', 4096));
    await created(0, 4096);
    const xhr = await sentUpload(1);
    act(() => xhr.progress(1024, 4096));
    expect(leaving()).toBe(true);

    // One manager for the whole app, opened from the shell's button.
    await user.click(await screen.findByRole('button', { name: 'Uploading 25%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // A resumable upload pauses when the page is left (ADR 0045); the manager says so.
    expect(within(dialog).getByText(/If you leave this page, it pauses/)).toBeTruthy();
    expect(within(dialog).getByText('take2.mov')).toBeTruthy();
    expect(within(dialog).getByText('Uploading')).toBeTruthy();
    expect(within(dialog).getByText('25%')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    // tus termination: the bytes sent so far are deleted on the server.
    const terminate = await sentUpload(2);
    expect(terminate.method).toBe('DELETE');
    expect(terminate.url.endsWith(UPLOAD_URL)).toBe(true);
    act(() => terminate.respond(204, undefined));
    expect(leaving()).toBe(false);

    // A cancelled upload can be started again from the manager: it replaces its row.
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Uploading')).toBeTruthy();
    expect(within(dialog).getAllByText('take2.mov')).toHaveLength(1);
    await created(3, 4096);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Clear finished' }));
    expect(within(dialog).getByText('There are no uploads.')).toBeTruthy();
  });

  it('marks an upload whose claim got no answer as unknown, and checks the profile again', async () => {
    const { invalidate } = renderField(<ProfileVideoField video={null} context="other" />);
    mockApi({ 'POST /api/v2/applicant/profile-video': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(videoInput(), fileOf('clip.mp4', 4096));
    await created(0, 4096);
    const xhr = await sentUpload(1);
    act(() => xhr.respond(204, undefined, { 'Upload-Offset': '4096' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] }));
    await user.click(screen.getByRole('button', { name: 'Show uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('Unknown')).toBeTruthy();
  });

  it('shows the current video with its player', () => {
    renderField(<ProfileVideoField video={{ id: 4, url: '/api/files/profile-media/4?s=1' }} context="other" />);
    const player = screen.getByLabelText('Profile video', { selector: 'video' }) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/api/files/profile-media/4?s=1');
    expect(screen.getByRole('button', { name: 'Change video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete video' })).toBeTruthy();
  });
});
