import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type Answer,
  type ApplicantInterview,
  type Question,
  VIDEO_ANSWER_MAX_BYTES,
} from '@hashi/shared/video-interview.schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { startAnswerUpload } from '../upload/start-answer-upload.ts';
import { VideoPlayer } from './camera-preview.tsx';
import { takeFile } from './recording.ts';
import { TakeRecorder } from './take-recorder.tsx';
import { UploadStatusLine } from './upload-status-line.tsx';
import { useCamera } from './use-camera.ts';
import { useTakeRecorder } from './use-take-recorder.ts';
import { VideoFileButton } from './video-file-button.tsx';

type Props = {
  interview: ApplicantInterview;
  question: Question;
  answer: Answer | undefined;
  onSaved: (interview: ApplicantInterview) => void;
  onUnknown: () => void;
};

/**
 * A video question (spec §2, issue 14): record in the browser (thinking time, the time limit), watch
 * the take, then use it (uploaded with progress, then saved) or record again while takes remain; or
 * upload a video file. The server counts a take for every stored video; a take watched and dropped
 * here counts too, for this visit.
 */
export function VideoAnswer({ interview, question, answer, onSaved, onUnknown }: Props) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const camera = useCamera();
  const recorder = useTakeRecorder(
    { thinkingSeconds: question.thinking_seconds ?? 0, answerSeconds: question.answer_seconds ?? 60 },
    camera.open,
  );
  const [dropped, setDropped] = useState(0);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // One File per take, so that "Use this take" again after a lost connection is the same file to the
  // browser's resume record (tus-js-client's fingerprint includes the file's lastModified).
  const takeFiles = useRef(new WeakMap<Blob, File>());
  const takes = question.takes ?? 1;
  const used = (answer?.takes_used ?? 0) + dropped + (recorder.phase === 'review' ? 1 : 0);
  const left = Math.max(0, takes - used);

  const upload = async (file: File) => {
    setProblem(null);
    setSaved(false);
    setUploading(file.name);
    const outcome = await startAnswerUpload({
      interviewId: interview.id,
      questionNo: question.no,
      file,
      onSaved: (next) => {
        recorder.discard();
        camera.close();
        setSaved(true);
        onSaved(next);
      },
      onUnknown,
    });
    setUploading(null);
    if (outcome.error) setProblem(outcome.error);
  };

  const chooseTake = () => {
    const { take } = recorder;
    if (!take) return;
    if (take.blob.size > VIDEO_ANSWER_MAX_BYTES) {
      setProblem(t('video.take_too_large'));
      return;
    }
    const file = takeFiles.current.get(take.blob) ?? takeFile(take.blob, question.no, used);
    takeFiles.current.set(take.blob, file);
    void upload(file);
  };

  const recordAgain = () => {
    setProblem(null);
    setDropped((count) => count + 1);
    recorder.discard();
    void recorder.begin();
  };

  const busy = uploading !== null;
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {left > 0
          ? t('video.takes_left', { count: left, takes })
          : recorder.phase === 'review'
            ? t('video.last_take')
            : t('video.takes_used_up')}
      </Typography>
      {answer?.video && recorder.phase === 'idle' && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="p">
            {t('video.your_answer')}
          </Typography>
          <VideoPlayer src={answer.video.url} label={t('video.answer_player', { no: question.no })} />
        </Box>
      )}
      {saved && (
        <Alert severity="success" sx={{ my: 1 }}>
          {t('video.saved')}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {problem}
        </Alert>
      )}
      {uploading && <UploadStatusLine interviewId={interview.id} title={uploading} />}
      <TakeRecorder
        camera={camera}
        recorder={recorder}
        idle={
          left > 0 && (
            <>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => {
                  setSaved(false);
                  setProblem(null);
                  void recorder.begin();
                }}
              >
                {answer?.video ? t('video.record_again') : t('video.record')}
              </Button>
              <VideoFileButton
                disabled={busy}
                onProblem={setProblem}
                onFile={(file) => {
                  camera.close();
                  void upload(file);
                }}
              />
            </>
          )
        }
        review={
          <>
            <Button variant="contained" disabled={busy} onClick={chooseTake}>
              {t('video.use_take')}
            </Button>
            {left > 0 && (
              <Button variant="outlined" disabled={busy} onClick={recordAgain}>
                {t('video.record_again')}
              </Button>
            )}
          </>
        }
      />
    </Box>
  );
}
