import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
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
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('/employer/messages/{code}: attachments', () => {
  it('attaches a file with the same control as the applicant, sends it with a text and shows it', async () => {
    const api = server({
      [conversationRoute(CODE)]: conversation({
        messages: [
          message({
            id: 1,
            body: null,
            attachments: [
              {
                id: 7,
                name: 'my-cv.pdf',
                size: 204_800,
                kind: 'document',
                content_type: 'application/pdf',
                url: '/api/files/message-attachments/7?expires=1&signature=a',
              },
              {
                id: 8,
                name: 'portrait.png',
                size: 2048,
                kind: 'image',
                content_type: 'image/png',
                url: '/api/files/message-attachments/8?expires=1&signature=b',
              },
            ],
          }),
        ],
      }),
      [sendRoute(CODE)]: (call: RecordedCall) => {
        const { body } = call.body as { body: string };
        return { status: 201, body: { data: message({ id: 9, type: 6, sender_type: 2, mine: true, body }) } };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Messages' });
    // The applicant's files: a download with its size, a thumbnail named after the file; no "no text" line.
    expect(within(list).getByRole('link', { name: /^Download my-cv\.pdf\s*200 kB$/ })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'portrait.png' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    await user.upload(screen.getByTestId('attachment-input'), [
      file('offer.pdf', 4000),
      file('map.png', 6 * 1024 * 1024),
    ]);
    expect(await screen.findByText('File size is too big.')).toBeTruthy();
    await user.upload(screen.getByTestId('attachment-input'), [file('offer.pdf', 4000)]);
    const upload = await sentUpload(0);
    expect(upload.url).toBe(`${PATH}/attachments`);
    upload.progress(1000, 4000);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading offer.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    upload.respond(201, {
      data: {
        id: 12,
        name: 'offer.pdf',
        size: 4000,
        kind: 'document',
        content_type: 'application/pdf',
        url: '/api/files/message-attachments/12?expires=1&signature=c',
      },
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading offer.pdf' })).toBeNull());

    await user.type(screen.getByLabelText('Your message'), 'Our offer is attached.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', `${PATH}/messages`)).toHaveLength(1));
    expect(api.callsTo('POST', `${PATH}/messages`)[0]?.body).toMatchObject({
      body: 'Our offer is attached.',
      attachment_ids: [12],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
  });

  it('shows a file the virus scan kept back by name with the server’s message, in Japanese, keeping the text', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [conversationRoute(CODE)]: conversation() });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const box = await screen.findByLabelText('メッセージを入力');
    await user.type(box, '内定通知書を添付します。');
    await user.upload(screen.getByTestId('attachment-input'), [file('内定通知書.pdf', 4000)]);
    (await sentUpload(0)).respond(422, {
      message: 'ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。',
      code: 'file_quarantined',
      quarantined_files: [
        {
          filename: '内定通知書.pdf',
          message: 'このファイルはウイルスチェックができなかったため、受け付けられませんでした。',
        },
      ],
    });
    const kept = await screen.findByText(
      'このファイルはウイルスチェックができなかったため、受け付けられませんでした。',
    );
    expect(kept.closest('li')?.textContent).toContain('内定通知書.pdf');
    expect(
      screen.queryByText('ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。'),
    ).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('内定通知書を添付します。');
  });
});
