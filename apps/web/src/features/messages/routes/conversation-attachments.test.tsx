import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@hashi/shared/message-attachment.schema';
import { FakeXhr, installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
import { CODE, conversation, M, message, messagesApi } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

beforeEach(() => installFakeXhr());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const CONVERSATION = `${M}/threads/${CODE}`;
const SEND = `${CONVERSATION}/messages`;
const UPLOAD = `${CONVERSATION}/attachments`;
const MB = 1024 * 1024;

const log = () => screen.findByRole('log', { name: 'Messages with Sakura Cloud KK' }, { timeout: 15_000 });
const picker = () => screen.getByTestId('attachment-input') as HTMLInputElement;
const file = (name: string, size: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type });

function attachment(id: number, overrides: Partial<Attachment> = {}): Attachment {
  return {
    id,
    name: `file-${id}.png`,
    size: 2048,
    kind: 'image',
    content_type: 'image/png',
    url: `/api/files/message-attachments/${id}?expires=1&signature=s${id}`,
    ...overrides,
  };
}

describe('/messages/{code}: attachments', () => {
  it('uploads the chosen files with progress, lets one be removed, and sends the rest without text', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${SEND}`]: (call) => {
        const body = call.body as { body: string; attachment_ids: number[] };
        const files = body.attachment_ids.map((id) =>
          attachment(id, { name: 'portfolio.pdf', kind: 'document', size: 12_600 }),
        );
        return {
          status: 201,
          body: { data: message(20, { type: 3, sender_type: 1, mine: true, body: null, attachments: files }) },
        };
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    const attach = screen.getByRole('button', { name: 'Attach files' });
    attach.focus();
    expect(document.activeElement).toBe(attach);

    await user.upload(picker(), [file('portfolio.pdf', 12_600), file('desk.png', 3 * MB)]);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getByText('portfolio.pdf')).toBeTruthy();
    expect(within(chosen).getByText('12 kB')).toBeTruthy();
    expect(within(chosen).getByText('3 MB')).toBeTruthy();

    const pdfUpload = await sentUpload(0);
    const pngUpload = await sentUpload(1);
    expect(pdfUpload.url).toBe(UPLOAD);
    expect(pdfUpload.method).toBe('POST');
    expect(pdfUpload.headers.Authorization).toMatch(/^Bearer /);
    expect(pdfUpload.file?.name).toBe('portfolio.pdf');

    pdfUpload.progress(6_300, 12_600);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading portfolio.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));

    // Removing a file that is still on its way stops its upload.
    await user.click(screen.getByRole('button', { name: 'Remove desk.png' }));
    expect(pngUpload.aborted).toBe(true);
    expect(within(chosen).queryByText('desk.png')).toBeNull();

    // Sending while a file is still uploading waits for it.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please wait until the files are uploaded.')).toBeTruthy();
    expect(api.callsTo('POST', SEND)).toHaveLength(0);

    pdfUpload.respond(201, { data: attachment(31, { name: 'portfolio.pdf', kind: 'document', size: 12_600 }) });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', SEND)).toHaveLength(1));
    const sent = api.callsTo('POST', SEND)[0]?.body as { body: string; attachment_ids: number[] };
    expect(sent).toMatchObject({ body: '', attachment_ids: [31] });

    const link = await screen.findByRole('link', { name: /^Download portfolio\.pdf\s*12 kB$/ });
    expect(link.getAttribute('href')).toBe('/api/files/message-attachments/31?expires=1&signature=s31');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
  });

  it('checks count and size before uploading, with the server’s words, in the page’s language', async () => {
    const user = userEvent.setup();
    messagesApi({ [`GET ${CONVERSATION}`]: { body: conversation() } });
    renderMessages(`/messages/${CODE}`);
    await log();

    await user.upload(
      picker(),
      Array.from({ length: 6 }, (_, i) => file(`photo-${i}.png`, 1000)),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('File limit exceeded!');
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(picker(), [file('tour.mp4', 1000), file('desk.png', 1000)]);
    expect((await screen.findByRole('alert')).textContent).toBe('File limit exceeded!');

    await user.upload(picker(), [file('big.png', 5 * MB + 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('File size is too big.');
    expect(FakeXhr.sent).toHaveLength(0);

    await i18next.changeLanguage('ja');
    // The conversation reloads in Japanese.
    await user.upload(await screen.findByTestId('attachment-input', {}, { timeout: 15_000 }), [
      file('big.pdf', 6 * MB),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('ファイルサイズが大きすぎます。');
    // A video may be larger, alone; it goes resumably (tus).
    await user.upload(picker(), [file('tour.mov', 40 * MB)]);
    expect((await sentUpload(0)).url).toBe('/api/v1/uploads');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal on the file, and sends only once it is removed', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${SEND}`]: {
        status: 201,
        body: { data: message(21, { type: 3, sender_type: 1, mine: true, body: 'Hi' }) },
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.upload(picker(), [file('invoice.pdf', 2000)]);
    (await sentUpload(0)).respond(415, { message: 'File is not supported', code: 'file_not_supported' });
    expect(await screen.findByText('File is not supported')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message to Sakura Cloud KK' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please remove the files that could not be uploaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove invoice.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', SEND)).toHaveLength(1));
    expect(api.callsTo('POST', SEND)[0]?.body).toMatchObject({ body: 'Hi', attachment_ids: [] });
  });

  it('shows each file the virus scan kept back by name with the server’s message, keeping the typed text (en, ja)', async () => {
    const user = userEvent.setup();
    messagesApi({ [`GET ${CONVERSATION}`]: { body: conversation() } });
    renderMessages(`/messages/${CODE}`);
    await log();
    const box = screen.getByRole('textbox', { name: 'Message to Sakura Cloud KK' });
    await user.type(box, 'Here is my CV');
    await user.upload(picker(), [file('cv.pdf', 2000), file('eicar.pdf', 68)]);
    (await sentUpload(0)).respond(201, { data: attachment(40, { name: 'cv.pdf', kind: 'document' }) });
    (await sentUpload(1)).respond(422, {
      message: 'A file was not accepted because the virus scan did not pass it.',
      code: 'file_quarantined',
      quarantined_files: [
        { filename: 'eicar.pdf', message: 'The virus scan found a threat in this file, so it was not accepted.' },
      ],
    });
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    const kept = await within(chosen).findByText('The virus scan found a threat in this file, so it was not accepted.');
    expect(kept.closest('li')?.textContent).toContain('eicar.pdf');
    expect(within(chosen).queryByText('A file was not accepted because the virus scan did not pass it.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please remove the files that could not be uploaded.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Here is my CV');

    // In Japanese (the conversation reloads in Japanese: a new composer).
    await i18next.changeLanguage('ja');
    const jaBox = await screen.findByRole('textbox', { name: /Sakura Cloud KK/ }, { timeout: 15_000 });
    await user.type(jaBox, '履歴書を送ります');
    await user.upload(screen.getByTestId('attachment-input'), [file('ウイルス.docx', 68)]);
    (await sentUpload(2)).respond(422, {
      message: 'ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。',
      code: 'file_quarantined',
      quarantined_files: [
        {
          filename: 'ウイルス.docx',
          message: 'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
        },
      ],
    });
    const jaKept = await screen.findByText(
      'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
    );
    expect(jaKept.closest('li')?.textContent).toContain('ウイルス.docx');
    expect(
      screen.queryByText('ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。'),
    ).toBeNull();
    expect((jaBox as HTMLTextAreaElement).value).toBe('履歴書を送ります');
  });

  it('shows images as thumbnails that open the full image, videos with controls, documents with their size', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          messages: [
            message(1, {
              body: 'Our office',
              attachments: [
                attachment(1, { name: 'office.jpg', content_type: 'image/jpeg' }),
                attachment(2, { name: 'tour.mp4', kind: 'video', content_type: 'video/mp4', size: 20 * MB }),
                attachment(3, { name: 'benefits.xlsx', kind: 'document', size: 840 }),
                attachment(4, { name: 'cv ⟦contact⟧.pdf', kind: 'document', size: 1_250_000 }),
              ],
            }),
          ],
        }),
      },
    });
    const { container } = renderMessages(`/messages/${CODE}`);
    await log();
    const image = screen.getByRole('img', { name: 'office.jpg' });
    expect(image.getAttribute('src')).toBe(attachment(1).url);
    expect(image.closest('a')?.getAttribute('href')).toBe(image.getAttribute('src'));
    expect(image.closest('a')?.getAttribute('target')).toBe('_blank');
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('tour.mp4');
    expect(screen.getByRole('link', { name: /^Download benefits\.xlsx\s*840 bytes$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Download cv \[contact details hidden\]\.pdf\s*1\.2 MB$/ })).toBeTruthy();

    await i18next.changeLanguage('ja');
    expect(await screen.findByRole('link', { name: /^ダウンロード：\s*benefits\.xlsx\s*840\s*バイト$/ })).toBeTruthy();
  });
});
