import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { installFakeXhr, sentUpload } from '../test/fake-xhr.ts';
import { fileOf, media, renderField } from '../test/render-field.tsx';
import { resetUploadsForTest } from '../upload/upload-store.ts';
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

describe('ProfileVideoField', () => {
  it('takes every basic-information format and tells the server the context', async () => {
    renderField(<ProfileVideoField video={null} context="basic-information" />);
    const user = userEvent.setup({ applyAccept: false });
    expect(videoInput().accept).toBe('.mp4,.mov,.qt,.avi,.webm,.wmv,.mpeg4,.asf');
    expect(screen.getByText('MP4, MOV, QT, AVI, WEBM, WMV, MPEG4, ASF, up to 50 MB.')).toBeTruthy();
    expect(screen.getByText(/about 30 seconds, no larger than 1280x720/)).toBeTruthy();
    await user.upload(videoInput(), fileOf('clip.avi', 4096));
    const xhr = await sentUpload();
    expect(xhr.url).toBe('/api/v2/applicant/profile-video?context=basic-information');
    act(() => xhr.respond(201, { data: { ...media(3, '/v'), mime_type: 'video/x-msvideo' } }));
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
    expect((await sentUpload()).url).toBe('/api/v2/applicant/profile-video?context=other');
  });

  it('warns before leaving the page while uploading, lists it in the manager, and can be cancelled', async () => {
    renderField(
      <>
        <ProfilePhotoField photo={null} />
        <ProfileVideoField video={{ id: 4, url: '/api/files/profile-media/4?s=1' }} context="basic-information" />
      </>,
    );
    const user = userEvent.setup({ applyAccept: false });
    expect(leaving()).toBe(false);
    await user.upload(videoInput(), fileOf('take2.mov', 4096));
    const xhr = await sentUpload();
    act(() => xhr.progress(1024, 4096));
    expect(leaving()).toBe(true);

    // Both fields offer the manager; there is one dialog.
    await user.click(screen.getAllByRole('button', { name: 'Show uploads' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('take2.mov')).toBeTruthy();
    expect(within(dialog).getByText('Uploading')).toBeTruthy();
    expect(within(dialog).getByText('25%')).toBeTruthy();
    expect(within(dialog).getByText(/If you leave this page, its progress will be lost/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(leaving()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Clear finished' }));
    expect(within(dialog).getByText('There are no uploads.')).toBeTruthy();
  });

  it('marks an upload whose answer never came as unknown, and checks the profile again', async () => {
    const { invalidate } = renderField(<ProfileVideoField video={null} context="other" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(videoInput(), fileOf('clip.mp4', 4096));
    const xhr = await sentUpload();
    act(() => xhr.progress(4096, 4096));
    act(() => xhr.dropConnection());
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] }));
    await user.click(screen.getByRole('button', { name: 'Show uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('Unknown')).toBeTruthy();
    expect(within(dialog).getByText(/Please check whether the file appears on your profile/)).toBeTruthy();
  });

  it('shows the current video with its player', () => {
    renderField(<ProfileVideoField video={{ id: 4, url: '/api/files/profile-media/4?s=1' }} context="other" />);
    const player = screen.getByLabelText('Profile video', { selector: 'video' }) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/api/files/profile-media/4?s=1');
    expect(screen.getByRole('button', { name: 'Change video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete video' })).toBeTruthy();
  });
});
