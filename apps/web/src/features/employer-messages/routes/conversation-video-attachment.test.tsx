import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { FakeXhr, installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
import { conversation, conversationRoute, message, sendRoute, server } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
  installFakeXhr();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

const CODE = 'abc123';
const PATH = `/api/v1/employer/messages/threads/${CODE}`;
const UPLOAD_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const TUS_URL = `/api/v1/uploads/${UPLOAD_ID}`;
const video = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'video/quicktime' });

const teamVideo = {
  id: 14,
  name: 'team.mov',
  size: 8192,
  kind: 'video' as const,
  content_type: 'video/quicktime',
  url: '/api/files/message-attachments/14?expires=1&signature=d',
};

/** The tus requests of one video: its creation answered, then its one chunk half sent (left open). */
async function sendBytes(first: number, size: number) {
  const create = await sentUpload(first);
  expect(create.method).toBe('POST');
  expect(create.url).toBe('/api/v1/uploads');
  expect(create.headers['Upload-Metadata']).toContain(`purpose ${btoa('message_attachment')}`);
  act(() => create.respond(201, undefined, { Location: TUS_URL, 'Tus-Resumable': '1.0.0' }));
  const patch = await sentUpload(first + 1);
  expect(patch.method).toBe('PATCH');
  act(() => patch.progress(size / 2, size));
  return patch;
}

describe('/employer/messages/{code}: a video attachment sent resumably', () => {
  it('sends the company’s video with tus, claims it on the console’s route and sends it with a text', async () => {
    const api = server({
      [conversationRoute(CODE)]: conversation(),
      [`POST ${PATH}/attachments/resumable`]: { status: 201, body: { data: teamVideo } },
      [sendRoute(CODE)]: (call: RecordedCall) => {
        const { body } = call.body as { body: string };
        return {
          status: 201,
          body: { data: message({ id: 9, type: 6, sender_type: 2, mine: true, body, attachments: [teamVideo] }) },
        };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Messages' });
    await user.upload(screen.getByTestId('attachment-input'), [video('team.mov', 8192)]);
    const patch = await sendBytes(0, 8192);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading team.mov' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '8192' }));
    await waitFor(() => expect(api.callsTo('POST', `${PATH}/attachments/resumable`)).toHaveLength(1));
    expect(api.callsTo('POST', `${PATH}/attachments/resumable`)[0]?.body).toEqual({ upload_id: UPLOAD_ID });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading team.mov' })).toBeNull());

    await user.type(screen.getByLabelText('Your message'), 'Meet the team.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', `${PATH}/messages`)).toHaveLength(1));
    expect(api.callsTo('POST', `${PATH}/messages`)[0]?.body).toMatchObject({
      body: 'Meet the team.',
      attachment_ids: [14],
    });
    // Nothing went to the single-file route: the creation and the chunk were all.
    expect(FakeXhr.sent.map((xhr) => xhr.method)).toEqual(['POST', 'PATCH']);
  });

  it('shows the claim’s refusal on the video in Japanese, keeping the text', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({
      [conversationRoute(CODE)]: conversation(),
      [`POST ${PATH}/attachments/resumable`]: {
        status: 415,
        body: { message: 'このファイル形式には対応していません', code: 'file_not_supported' },
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const box = await screen.findByLabelText('メッセージを入力');
    await user.type(box, '会社紹介の動画です。');
    await user.upload(screen.getByTestId('attachment-input'), [video('会社紹介.mov', 4096)]);
    const patch = await sendBytes(0, 4096);
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    const list = screen.getByRole('list', { name: '送信するファイル' });
    const refused = await within(list).findByText('このファイル形式には対応していません');
    expect(refused.closest('li')?.textContent).toContain('会社紹介.mov');
    expect((box as HTMLTextAreaElement).value).toBe('会社紹介の動画です。');
  });
});
