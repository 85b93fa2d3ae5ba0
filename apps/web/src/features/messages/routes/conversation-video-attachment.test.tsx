import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@hashi/shared/message-attachment.schema';
import { FakeXhr, installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
import { CODE, conversation, M, message, messagesApi } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

beforeEach(() => installFakeXhr());
afterEach(() => vi.unstubAllGlobals());

const CONVERSATION = `${M}/threads/${CODE}`;
const SEND = `${CONVERSATION}/messages`;
const CLAIM = `${CONVERSATION}/attachments/resumable`;
const UPLOAD_ID = '5c1d7a2e-3b4f-4e6a-9d8c-7b6a5f4e3d21';
const TUS_URL = `/api/v1/uploads/${UPLOAD_ID}`;

const log = () => screen.findByRole('log', { name: 'Messages with Sakura Cloud KK' }, { timeout: 15_000 });
const picker = () => screen.getByTestId('attachment-input') as HTMLInputElement;
const video = (name = 'tour.mp4', size = 4096) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
const chosen = () => screen.getByRole('list', { name: 'Files to send' });

const tourVideo: Attachment = {
  id: 50,
  name: 'tour.mp4',
  size: 4096,
  kind: 'video',
  content_type: 'video/mp4',
  url: '/api/files/message-attachments/50?expires=1&signature=v',
};

/** Upload-Metadata (tus: `key base64,…`) as an object. */
function metadataOf(xhr: FakeXhr): Record<string, string> {
  return Object.fromEntries(
    (xhr.headers['Upload-Metadata'] ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );
}

/** The tus creation of the `index`th request, answered with the upload's URL. */
async function created(index: number) {
  const create = await sentUpload(index);
  expect(create.method).toBe('POST');
  expect(create.url).toBe('/api/v1/uploads');
  expect(create.headers.Authorization).toMatch(/^Bearer /);
  act(() => create.respond(201, undefined, { Location: TUS_URL, 'Tus-Resumable': '1.0.0' }));
  return create;
}

describe('/messages/{code}: a video attachment sent resumably', () => {
  it('sends a video with tus, claims it as a draft and sends it; a photo still goes in one request', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${CLAIM}`]: { status: 201, body: { data: tourVideo } },
      [`POST ${SEND}`]: {
        status: 201,
        body: { data: message(20, { type: 3, sender_type: 1, mine: true, body: null, attachments: [tourVideo] }) },
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.upload(picker(), [video()]);
    const create = await created(0);
    expect(create.headers['Upload-Length']).toBe('4096');
    expect(metadataOf(create)).toEqual({ filename: 'tour.mp4', filetype: 'video/mp4', purpose: 'message_attachment' });
    const patch = await sentUpload(1);
    expect(patch.method).toBe('PATCH');
    expect(patch.url.endsWith(TUS_URL)).toBe(true);
    act(() => patch.progress(1024, 4096));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading tour.mp4' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));

    // Sending waits for the video, as for any file.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please wait until the files are uploaded.')).toBeTruthy();
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    await waitFor(() => expect(api.callsTo('POST', CLAIM)).toHaveLength(1));
    expect(api.callsTo('POST', CLAIM)[0]?.body).toEqual({ upload_id: UPLOAD_ID });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', SEND)).toHaveLength(1));
    expect(api.callsTo('POST', SEND)[0]?.body).toMatchObject({ body: '', attachment_ids: [50] });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());

    await user.upload(picker(), [new File([new Uint8Array(2048)], 'desk.png', { type: 'image/png' })]);
    const photo = await sentUpload(2);
    expect(photo.url).toBe(`${CONVERSATION}/attachments`);
    expect(photo.file?.name).toBe('desk.png');
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it('after a lost connection says to choose the same video again, which goes on from the server’s offset', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${CLAIM}`]: { status: 201, body: { data: tourVideo } },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    const file = video();
    await user.upload(picker(), [file]);
    await created(0);
    const patch = await sentUpload(1);
    act(() => patch.progress(3000, 4096));
    // Offline: tus does not retry; the file fails and says how to go on.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => patch.dropConnection());
    const failed = await within(chosen()).findByText(
      'The connection was lost. Choose the same video again to continue where it stopped.',
    );
    expect(failed.closest('li')?.textContent).toContain('tour.mp4');
    online.mockRestore();

    // The browser remembered the upload: the same file asks the server's offset and sends the rest.
    await user.upload(picker(), [file]);
    const head = await sentUpload(2);
    expect(head.method).toBe('HEAD');
    expect(head.url.endsWith(TUS_URL)).toBe(true);
    act(() => head.respond(200, undefined, { 'Upload-Offset': '3000', 'Upload-Length': '4096' }));
    const rest = await sentUpload(3);
    expect(rest.headers['Upload-Offset']).toBe('3000');
    expect((rest.body as Blob).size).toBe(1096);
    act(() => rest.respond(204, undefined, { 'Upload-Offset': '4096' }));
    await waitFor(() => expect(api.callsTo('POST', CLAIM)).toHaveLength(1));
    // One file in the list, ready: the failed attempt gave way to the resumed one.
    await waitFor(() => expect(within(chosen()).queryByRole('alert')).toBeNull());
    expect(within(chosen()).getAllByText('tour.mp4')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('removing a video on its way stops it and deletes the bytes sent (tus termination)', async () => {
    const user = userEvent.setup();
    const api = messagesApi({ [`GET ${CONVERSATION}`]: { body: conversation() } });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.upload(picker(), [video('team.mov')]);
    await created(0);
    const patch = await sentUpload(1);
    act(() => patch.progress(1024, 4096));
    await user.click(screen.getByRole('button', { name: 'Remove team.mov' }));
    expect(patch.aborted).toBe(true);
    const terminate = await sentUpload(2);
    expect(terminate.method).toBe('DELETE');
    expect(terminate.url.endsWith(TUS_URL)).toBe(true);
    act(() => terminate.respond(204));
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    expect(api.callsTo('POST', CLAIM)).toHaveLength(0);
  });

  it('leaving the conversation pauses a video on its way: the bytes sent stay for the same video later', async () => {
    const user = userEvent.setup();
    messagesApi({ [`GET ${CONVERSATION}`]: { body: conversation() } });
    const { unmount } = renderMessages(`/messages/${CODE}`);
    await log();
    await user.upload(picker(), [video('walkthrough.mov')]);
    await created(0);
    const patch = await sentUpload(1);
    act(() => patch.progress(1024, 4096));
    unmount();
    expect(patch.aborted).toBe(true);
    // No termination: nothing more is sent, and the browser still remembers the upload.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(Object.keys(localStorage).some((key) => key.startsWith('tus::'))).toBe(true);
  });

  it('shows the claim’s refusal on the video: the virus scan’s message for it, beside its name', async () => {
    const user = userEvent.setup();
    messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${CLAIM}`]: {
        status: 422,
        body: {
          message: 'A file was not accepted because the virus scan did not pass it.',
          code: 'file_quarantined',
          quarantined_files: [
            { filename: 'tour.mp4', message: 'The virus scan found a threat in this file, so it was not accepted.' },
          ],
        },
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.upload(picker(), [video()]);
    await created(0);
    const patch = await sentUpload(1);
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    const kept = await within(chosen()).findByText(
      'The virus scan found a threat in this file, so it was not accepted.',
    );
    expect(kept.closest('li')?.textContent).toContain('tour.mp4');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please remove the files that could not be uploaded.')).toBeTruthy();
  });
});
