import Button from '@mui/material/Button';
import { fileExtension } from '@hashi/shared/profile-media.schema';
import { VIDEO_ANSWER_EXTENSIONS, VIDEO_ANSWER_MAX_BYTES } from '@hashi/shared/video-interview.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';

const ACCEPT = VIDEO_ANSWER_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Spec §5: a video answer's file is a video (mp4, mov or webm) of at most 50 MB; checked before sending. */
export function videoFileProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = fileExtension(file.name);
  if (!(VIDEO_ANSWER_EXTENSIONS as readonly string[]).includes(extension)) return 'video.file_not_video';
  if (file.type !== '' && !file.type.startsWith('video/')) return 'video.file_not_video';
  if (file.size === 0) return 'video.file_empty';
  if (file.size > VIDEO_ANSWER_MAX_BYTES) return 'video.file_too_large';
  return null;
}

/** "Upload a video file": a button that opens the file chooser; the file is checked, then handed on. */
export function VideoFileButton({
  onFile,
  onProblem,
  disabled,
}: {
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Button
      component="label"
      variant="outlined"
      disabled={disabled}
      // A label opens the file chooser on a click; Enter and Space do it for keyboard users.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        input.current?.click();
      }}
    >
      {t('video.upload_file')}
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = videoFileProblem(file);
          if (problem) onProblem(t(problem));
          else onFile(file);
        }}
      />
    </Button>
  );
}
