import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUploadsForTest } from '../../../lib/uploads/upload-store.ts';
import { type FakeXhr, installFakeXhr, sentUpload } from '../../profile-media/test/fake-xhr.ts';
import { FakeMediaRecorder, installFakeMedia } from '../test/fake-media.ts';
import { API, answer, interview, interviewApi, PAGE, video } from '../test/fixtures.ts';
import { renderInterview } from '../test/render-interview.tsx';

beforeEach(() => {
  installFakeMedia();
  installFakeXhr();
});
afterEach(async () => {
  vi.useRealTimers();
  resetUploadsForTest();
  await i18next.changeLanguage('en');
});

const QUESTION = `${PAGE}?step=questions&q=3`;
const UPLOAD_ID = '0b5e7c1a-9d7e-4b59-8f0e-3c1f6f1b2a11';

function metadataOf(xhr: FakeXhr): Record<string, string> {
  return Object.fromEntries(
    (xhr.headers['Upload-Metadata'] ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );
}

async function recordTake(user: ReturnType<typeof userEvent.setup>, start: string) {
  await user.click(screen.getByRole('button', { name: start }));
  expect(await screen.findByText('Thinking time: 0:30 left')).toBeTruthy();
  // Focus follows to each phase's action, so a keyboard user goes on with Enter.
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Start recording now'));
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Recording: 2:00 left')).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Stop recording'));
  await user.keyboard('{Enter}');
}

describe('/video-interviews/{id}: a video question', () => {
  it('records a take, records again, uses the second: uploaded resumably with progress, then saved', async () => {
    const api = interviewApi();
    renderInterview(QUESTION);
    const user = userEvent.setup();
    expect(await screen.findByText('Introduce yourself in about 30 seconds.')).toBeTruthy();
    expect(screen.getByText('2 of 2 takes left.')).toBeTruthy();
    await recordTake(user, 'Start recording');
    expect((await screen.findByLabelText('Your recorded take')).getAttribute('src')).toBe('blob:take-1');
    expect(screen.getByText('1 of 2 takes left.')).toBeTruthy();

    await recordTake(user, 'Record again');
    expect((await screen.findByLabelText('Your recorded take')).getAttribute('src')).toBe('blob:take-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take-1');
    // The last take: it can be used, not recorded again.
    expect(screen.getByText('This is your last take. Use it to answer this question.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record again' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use this take' }));
    const create = await sentUpload(0);
    expect(create.method).toBe('POST');
    expect(create.url).toBe('/api/v1/uploads');
    expect(create.headers['Upload-Length']).toBe('2048');
    expect(metadataOf(create)).toEqual({
      filename: 'question-3-take-2.webm',
      filetype: 'video/webm;codecs=vp8,opus',
      purpose: 'video_interview_answer',
    });
    act(() => create.respond(201, undefined, { Location: `/api/v1/uploads/${UPLOAD_ID}`, 'Tus-Resumable': '1.0.0' }));
    const patch = await sentUpload(1);
    expect(patch.method).toBe('PATCH');
    act(() => patch.progress(1024, 2048));
    expect(await screen.findByText('Uploading your video: 50%')).toBeTruthy();
    // The shell's upload manager lists it too.
    expect(await screen.findByRole('button', { name: 'Uploading 50%' })).toBeTruthy();
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '2048' }));
    expect(await screen.findByText('Your video answer was saved.')).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`).map((c) => c.body)).toEqual([{ question_no: 3, upload_id: UPLOAD_ID }]);
    expect(screen.getByLabelText('Your video answer to question 3').getAttribute('src')).toBe(
      video('question-3.webm').url,
    );
    expect(screen.getByText('You have used all the takes for this question.')).toBeTruthy();
  });

  it('starts recording when the thinking time is up and stops at the time limit', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    interviewApi();
    renderInterview(QUESTION);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText('Thinking time: 0:30 left')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Thinking time: 0:20 left')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(await screen.findByText('Recording: 2:00 left')).toBeTruthy();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(await screen.findByLabelText('Your recorded take')).toBeTruthy();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
  });

  it('offers no new take once the takes are used up, and shows the saved answer', async () => {
    interviewApi(interview({ answers: [answer(3, { video: video(), takes_used: 2 })] }));
    renderInterview(QUESTION);
    expect(await screen.findByText('You have used all the takes for this question.')).toBeTruthy();
    expect(screen.getByLabelText('Your video answer to question 3').getAttribute('src')).toBe(video().url);
    expect(screen.queryByRole('button', { name: /Start recording|Record again|Upload a video file/ })).toBeNull();
  });

  it('refuses a file that is not a video or larger than 50 MB before sending anything', async () => {
    interviewApi(interview({ answers: [answer(3, { video: video(), takes_used: 1 })] }));
    renderInterview(QUESTION);
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('1 of 2 takes left.')).toBeTruthy();
    const input = screen.getByLabelText('Upload a video file') as HTMLInputElement;
    expect(input.accept).toBe('.mp4,.mov,.webm');
    await user.upload(input, new File([new Uint8Array(16)], 'notes.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a video file (MP4, MOV or WEBM).');
    await user.upload(input, new File([new Uint8Array(52_428_801)], 'me.mp4', { type: 'video/mp4' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 50 MB. Please choose a smaller video file.',
    );
    expect(screen.queryByText(/Uploading your video/)).toBeNull();
  });

  it('uploads a chosen video file; reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const api = interviewApi();
    renderInterview(QUESTION);
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('撮影はあと2回できます（全2回）。')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('動画ファイルをアップロード'),
      new File([new Uint8Array(4096)], 'me.mov', { type: 'video/quicktime' }),
    );
    const create = await sentUpload(0);
    expect(metadataOf(create).filename).toBe('me.mov');
    act(() => create.respond(201, undefined, { Location: `/api/v1/uploads/${UPLOAD_ID}` }));
    const patch = await sentUpload(1);
    act(() => patch.respond(204, undefined, { 'Upload-Offset': '4096' }));
    expect(await screen.findByText('動画の回答を保存しました。')).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`)[0]?.body).toEqual({ question_no: 3, upload_id: UPLOAD_ID });
    expect(screen.getByText('撮影はあと1回できます（全2回）。')).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: '撮り直す' })).toBeTruthy();
  });
});
