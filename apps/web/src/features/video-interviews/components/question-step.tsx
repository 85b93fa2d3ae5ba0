import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ApplicantInterview, QuestionType } from '@hashi/shared/video-interview.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearDraft } from '../api/delete-answers.ts';
import { useUpdateInterview } from '../api/update-interview.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { errorText } from './error-text.ts';
import { SelectionField, TextAnswerField } from './plain-answers.tsx';
import { isAnswered, type StepTarget } from './steps.ts';
import { VideoAnswer } from './video-answer.tsx';

type Props = {
  interview: ApplicantInterview;
  questionNo: number;
  onGo: (target: StepTarget) => void;
  onVideoSaved: (interview: ApplicantInterview) => void;
  onVideoUnknown: () => void;
};

/**
 * Step 2 (spec §2 "questions"): one question a screen, "Question 2 of 5". A choice or a text is
 * saved as a draft when the applicant moves on (back or next); a video is saved when a take is used.
 */
export function QuestionStep({ interview, questionNo, onGo, onVideoSaved, onVideoUnknown }: Props) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const question = interview.questions[questionNo - 1];
  const answer = interview.answers.find((a) => a.question_no === questionNo);
  const [choice, setChoice] = useState<number | null>(answer?.selected_option ?? null);
  const [text, setText] = useState(answer?.text ?? '');
  const save = useUpdateInterview(interview.id);
  const clear = useClearDraft(interview.id);
  if (!question) return null;
  const total = interview.questions.length;

  const leave = async (target: StepTarget) => {
    if (question.type === QuestionType.Selection && choice !== null && choice !== answer?.selected_option) {
      await save.mutateAsync({ question_no: question.no, selected_option: choice });
    } else if (question.type === QuestionType.FreeText && text.trim() !== '' && text !== (answer?.text ?? '')) {
      await save.mutateAsync({ question_no: question.no, text });
    } else if (question.type === QuestionType.FreeText && text.trim() === '' && answer?.text) {
      // Emptied: the draft goes, so the old text is not what the company reads.
      await clear.mutateAsync(question.no);
    }
    onGo(target);
  };
  const go = (target: StepTarget) => void leave(target).catch(() => undefined);
  const failed = save.error ?? clear.error;
  const error = failed ? errorText(failed, t) : null;
  // Every other question answered (e.g. back here to change one from "confirm or change"): the
  // review is one click away, not a walk through the questions after this one.
  const reviewNearby =
    question.no < total && interview.questions.every((q) => q.no === question.no || isAnswered(interview, q.no));
  const headingId = `question-${question.no}-title`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('question.of', { no: question.no, total })}
      </Typography>
      {question.type === QuestionType.Selection && (
        <SelectionField
          label={question.text}
          options={question.options ?? []}
          value={choice}
          onChange={setChoice}
          error={error}
        />
      )}
      {question.type === QuestionType.FreeText && (
        <TextAnswerField label={question.text} value={text} onChange={setText} error={error} />
      )}
      {question.type === QuestionType.Video && (
        <>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap', fontWeight: 600, mb: 1 }}>
            {question.text}
          </Typography>
          <VideoAnswer
            interview={interview}
            question={question}
            answer={answer}
            onSaved={onVideoSaved}
            onUnknown={onVideoUnknown}
          />
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 4 }}>
        <Button
          variant="outlined"
          disabled={save.isPending || clear.isPending}
          onClick={() => go(question.no > 1 ? { step: 'questions', q: question.no - 1 } : { step: 'start' })}
        >
          {t('question.back')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          {reviewNearby && (
            <Button disabled={save.isPending || clear.isPending} onClick={() => go({ step: 'confirm' })}>
              {t('question.to_confirm')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={save.isPending || clear.isPending}
            onClick={() => go(question.no < total ? { step: 'questions', q: question.no + 1 } : { step: 'confirm' })}
          >
            {question.no < total ? t('question.next') : t('question.to_confirm')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
