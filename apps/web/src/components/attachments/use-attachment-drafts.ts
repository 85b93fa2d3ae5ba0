import { type Attachment, attachmentKindOfName, checkAttachmentSet } from '@hashi/shared/message-attachment.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, quarantinedFiles } from '../../lib/api/api-error.ts';
import { UploadAborted } from '../../lib/api/upload-file.ts';
import { type AttachmentUrls, UploadInterrupted, uploadAttachment } from './upload-attachment.ts';

let nextKey = 0;

/** A file chosen for the next message: uploading, uploaded (a server draft) or refused. */
export type DraftItem = {
  key: string;
  name: string;
  size: number;
  /** 0 to 1 while uploading. */
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  attachment?: Attachment;
  /**
   * Why it failed: a shared message key, `upload_failed` or `upload_interrupted` (ours), or the
   * server's sentence (already in the user's language).
   */
  error?: string;
  /** The virus scan kept this file back: `error` is the scanner's message for it. */
  quarantined?: boolean;
};

/** Why a failed upload failed, for the draft list: the scan's words for a kept-back file, else ours or the server's. */
function failureOf(error: unknown, fileName: string): Pick<DraftItem, 'error' | 'quarantined'> {
  // A file the virus scan kept back says so in its own words, beside its name (spec §8).
  const quarantined = quarantinedFiles(error);
  const kept = quarantined.find((entry) => entry.filename === fileName) ?? quarantined[0];
  if (kept) return { error: kept.message, quarantined: true };
  if (error instanceof UploadInterrupted) return { error: 'upload_interrupted', quarantined: false };
  const message = isApiError(error) && error.status > 0 && error.body?.message ? error.body.message : 'upload_failed';
  return { error: message, quarantined: false };
}

/**
 * The files of the message being written (ADR 0025). Each file is checked here first with the
 * server's rules (at most five, a video only alone, 5 MB / 50 MB; shared keys, so both say the same
 * words), then uploaded at once with its progress: a photo or document to `uploadUrl` in one
 * request, a video resumably (tus, then claimed at `claimUrl`; the same video chosen again after a
 * lost connection goes on from the server's offset). The server decides the type by the bytes. A
 * removed file stops uploading (a video's bytes sent so far are deleted); its draft, if stored, is
 * left to the server's sweep.
 */
export function useAttachmentDrafts(uploadUrl: string, claimUrl: string) {
  const [items, setItems] = useState<DraftItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const aborts = useRef(new Map<string, () => void>());
  const pauses = useRef(new Map<string, () => void>());

  useEffect(() => {
    const pending = aborts.current;
    const pausable = pauses.current;
    // Leaving the conversation stops the uploads; a video's bytes stay on the server, so choosing the
    // same video again goes on where it stopped (ADR 0025, 0045). A removed file is deleted instead.
    return () => {
      for (const [key, abort] of pending) (pausable.get(key) ?? abort)();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<DraftItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const kept = items.filter((item) => item.status !== 'failed');
      const set = [...kept, ...files].map((f) => ({ kind: attachmentKindOfName(f.name), size: f.size }));
      const refused = checkAttachmentSet(set);
      if (refused) {
        setProblem(refused);
        return;
      }
      setProblem(null);
      const added = files.map((file) => ({ file, key: `draft-${++nextKey}` }));
      setItems([
        ...kept,
        ...added.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          status: 'uploading' as const,
        })),
      ]);
      const urls: AttachmentUrls = { uploadUrl, claimUrl };
      for (const { file, key } of added) {
        const isVideo = attachmentKindOfName(file.name) === 'video';
        const upload = uploadAttachment(file, isVideo, urls, (progress) => update(key, { progress }));
        aborts.current.set(key, upload.abort);
        if (upload.pause) pauses.current.set(key, upload.pause);
        upload.result
          .then((response) => update(key, { status: 'ready', progress: 1, attachment: response.data }))
          .catch((error: unknown) => {
            if (error instanceof UploadAborted) return;
            update(key, { status: 'failed', ...failureOf(error, file.name) });
          })
          .finally(() => {
            aborts.current.delete(key);
            pauses.current.delete(key);
          });
      }
    },
    [items, uploadUrl, claimUrl, update],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    pauses.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
    setProblem(null);
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    setProblem(null);
  }, []);

  const ready = items.filter((item) => item.status === 'ready' && item.attachment);
  return {
    items,
    /** A pre-check refusal (a shared message key), until the next choice or removal. */
    problem,
    add,
    remove,
    clear,
    /** The uploaded drafts, for `attachment_ids`. */
    ids: ready.map((item) => item.attachment?.id as number),
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
  };
}

export type AttachmentDrafts = ReturnType<typeof useAttachmentDrafts>;
