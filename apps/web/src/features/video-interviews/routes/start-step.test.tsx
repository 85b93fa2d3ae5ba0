import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetUploadsForTest } from '../../../lib/uploads/upload-store.ts';
import { FakeMediaRecorder, installFakeMedia } from '../test/fake-media.ts';
import { API, interview, interviewApi, PAGE } from '../test/fixtures.ts';
import { renderInterview } from '../test/render-interview.tsx';

beforeEach(() => {
  installFakeMedia();
});
afterEach(async () => {
  resetUploadsForTest();
  await i18next.changeLanguage('en');
});

describe('/video-interviews/{id}: the start step', () => {
  it('says what to expect, the recommendation, the deadline and the day the answers are deleted', async () => {
    interviewApi();
    renderInterview(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'First interview: backend engineer' })).toBeTruthy();
    expect(await screen.findByText(/Video interview from Sakura Cloud KK/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Steps of the video interview' });
    for (const step of ['Start', 'Questions', 'Confirm or change', 'Send']) {
      expect(within(steps).getByText(step)).toBeTruthy();
    }
    expect(screen.getByText(/There are 3 questions\./)).toBeTruthy();
    expect(screen.getByText('Choose one option')).toBeTruthy();
    expect(screen.getByText('Written answer, up to 400 characters')).toBeTruthy();
    expect(screen.getByText('Video answer: 0:30 of thinking time, up to 2:00 to answer, 2 takes')).toBeTruthy();
    expect(
      screen.getByText('For video answers we recommend a size under 1280x720 and about 30 seconds per answer.'),
    ).toBeTruthy();
    expect(screen.getByText('Your answers and videos are deleted on 9 Feb 2027.')).toBeTruthy();
    expect(screen.getAllByText(/Answer by 10 Jan 2027 18:00/).length).toBeGreaterThan(0);
    expect(document.title).toBe('First interview: backend engineer | Hashi');
  });

  it('checks the camera and microphone with a live preview', async () => {
    const camera = installFakeMedia();
    interviewApi();
    renderInterview(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByText('Your camera and microphone are working.')).toBeTruthy();
    expect(screen.getByLabelText('Camera preview').tagName).toBe('VIDEO');
    expect(camera.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: true }));
  });

  it('explains a refused camera and offers the file upload instead', async () => {
    installFakeMedia({ error: 'NotAllowedError' });
    interviewApi();
    renderInterview(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check camera and microphone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You did not allow the camera and microphone. Allow them in your browser's settings and try again, or upload a video file instead.",
    );
  });

  it('records and plays the practice answer without uploading it', async () => {
    const api = interviewApi();
    renderInterview(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByText('Say hello and tell us where you are today.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record a practice answer' }));
    // The thinking time counts down; the applicant may start early.
    expect(await screen.findByText('Thinking time: 0:05 left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start recording now' }));
    expect(await screen.findByText('Recording: 1:00 left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect((await screen.findByLabelText('Your recorded take')).getAttribute('src')).toBe('blob:take-1');
    expect(FakeMediaRecorder.instances[0]?.options.mimeType).toBe('video/webm;codecs=vp8,opus');
    await user.click(screen.getByRole('button', { name: 'Practise again' }));
    expect(await screen.findByText('Thinking time: 0:05 left')).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`)).toEqual([]);
  });

  it('reads in Japanese, with the refused camera', async () => {
    await i18next.changeLanguage('ja');
    installFakeMedia({ error: 'NotFoundError' });
    interviewApi(interview({ practice_question: null }));
    renderInterview(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: '始める前に' })).toBeTruthy();
    expect(screen.getByText(/質問は3問です。/)).toBeTruthy();
    expect(screen.getByText('動画は1280x720未満、1回答あたり30秒程度をおすすめします。')).toBeTruthy();
    expect(screen.getByText('回答と動画は2027年2月9日に削除されます。')).toBeTruthy();
    expect(screen.getAllByText(/回答期限：2027年1月10日 18:00/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'カメラとマイクを確認' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/カメラまたはマイクが見つからない/);
    await user.click(screen.getByRole('button', { name: '質問に進む' }));
    expect(await screen.findByRole('heading', { level: 2, name: '質問 1／3' })).toBeTruthy();
  });
});
