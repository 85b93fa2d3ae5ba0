import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadCancelled } from '../../lib/uploads/upload-errors.ts';
import { runUpload } from '../../lib/uploads/run-upload.ts';
import { resetUploadsForTest, useUploads } from '../../lib/uploads/upload-store.ts';
import { clearStoredSession, saveTokens } from '../../lib/api/session-store.ts';
import { renderShell } from '../../test/render-shell.tsx';
import { clearSession } from '../../test/session-mock.ts';

vi.mock('../../lib/session/session.ts', () => import('../../test/session-mock.ts'));
vi.mock('../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

afterEach(() => {
  act(() => resetUploadsForTest());
  clearSession();
  clearStoredSession();
});

/** An upload the test drives: its progress, a resume, and how it ends. */
function controlledUpload(title: string, options: { resumable?: boolean; link?: string } = {}) {
  const control = {
    progress: (_share: number) => {},
    resume: () => {},
    finish: (_value: string) => {},
    fail: (_error: unknown) => {},
    starts: 0,
  };
  const outcome = runUpload<string>({
    kind: 'video',
    title,
    link: options.link ?? null,
    resumable: options.resumable ?? true,
    start: ({ onProgress, onResume }) => {
      control.starts += 1;
      control.progress = onProgress;
      control.resume = onResume;
      let abort = () => {};
      const result = new Promise<string>((resolve, reject) => {
        control.finish = resolve;
        control.fail = reject;
        abort = () => reject(new UploadCancelled());
      });
      return { result, abort };
    },
    describeError: () => 'The connection was lost.',
  });
  return { control, outcome };
}

function Page() {
  const { items } = useUploads();
  return <p>{`${items.length} uploads`}</p>;
}

describe('the upload manager in the shell (spec §2)', () => {
  it('shows nothing until an upload starts, then the running progress, finalizing, and a link once finished', async () => {
    renderShell('/page', [{ path: '/page', element: <Page /> }]);
    const user = userEvent.setup();
    expect(await screen.findByText('0 uploads')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();

    let upload!: ReturnType<typeof controlledUpload>;
    act(() => {
      upload = controlledUpload('answer-1.webm', { link: '/page' });
    });
    act(() => upload.control.progress(0.5));
    await user.click(await screen.findByRole('button', { name: 'Uploading 50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getByText('50%')).toBeTruthy();
    act(() => upload.control.progress(1));
    expect(await within(dialog).findByText('Finalizing… Please wait a moment.')).toBeTruthy();

    await act(async () => {
      upload.control.finish('ok');
      await upload.outcome;
    });
    expect(within(dialog).getByText('Finished')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Open' }));
    // The dialog closes (after its transition) as the link is followed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing left to look at: the button gets out of the way.
    expect(screen.queryByRole('button', { name: 'Show uploads' })).toBeNull();
  });

  it('opens by itself when an upload fails, but not when a resumed one does; a failed one can be retried', async () => {
    renderShell('/page', [{ path: '/page', element: <Page /> }]);
    const user = userEvent.setup();
    await screen.findByText('0 uploads');

    let resumed!: ReturnType<typeof controlledUpload>;
    act(() => {
      resumed = controlledUpload('again.mp4');
    });
    act(() => resumed.control.resume());
    await act(async () => {
      resumed.control.fail(new Error('offline'));
      await resumed.outcome;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // A failure is something to look at: the button stays.
    expect(screen.getByRole('button', { name: 'Show uploads' })).toBeTruthy();

    let fresh!: ReturnType<typeof controlledUpload>;
    act(() => {
      fresh = controlledUpload('first.mp4', { resumable: false });
    });
    await act(async () => {
      fresh.control.fail(new Error('offline'));
      await fresh.outcome;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(dialog).getAllByText('Failed')).toHaveLength(2);
    expect(within(dialog).getAllByText('The connection was lost.')).toHaveLength(2);

    const firstRow = within(dialog).getByText('first.mp4').closest('li') as HTMLElement;
    await user.click(within(firstRow).getByRole('button', { name: 'Try again' }));
    expect(fresh.control.starts).toBe(2);
    expect(within(dialog).getAllByText('first.mp4')).toHaveLength(1);
    expect(within(dialog).getByText('Uploading')).toBeTruthy();
    // Not resumable: leaving loses the progress, and the manager says so.
    expect(within(dialog).getByText(/its progress will be lost/)).toBeTruthy();
  });
});

describe('the uploads belong to the user who started them', () => {
  it('stops and forgets every upload when the session ends, so no retry can send them for someone else', async () => {
    renderShell('/page', [{ path: '/page', element: <Page /> }]);
    await screen.findByText('0 uploads');
    saveTokens(tokensFor(7));
    let running!: ReturnType<typeof controlledUpload>;
    let failed!: ReturnType<typeof controlledUpload>;
    act(() => {
      running = controlledUpload('cv-of-user-7.pdf', { resumable: false });
      failed = controlledUpload('video-of-user-7.mp4');
    });
    await act(async () => {
      failed.control.fail(new Error('offline'));
      await failed.outcome;
    });
    expect(await screen.findByText('2 uploads')).toBeTruthy();

    act(() => clearStoredSession());
    expect(await screen.findByText('0 uploads')).toBeTruthy();
    expect((await running.outcome).status).toBe('cancelled');
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('keeps them when the same user’s tokens are renewed', async () => {
    renderShell('/page', [{ path: '/page', element: <Page /> }]);
    await screen.findByText('0 uploads');
    saveTokens(tokensFor(8));
    act(() => {
      controlledUpload('answer.webm');
    });
    act(() => {
      saveTokens(tokensFor(8), { continues: true });
    });
    expect(await screen.findByText('1 uploads')).toBeTruthy();
  });
});

function tokensFor(id: number) {
  return {
    access_token: `access-${id}`,
    expires_in: 3600,
    refresh_token: `refresh-${id}`,
    refresh_expires_in: 86_400,
    user: { id, type: 1, current_step: 4 },
  } as Parameters<typeof saveTokens>[0];
}
