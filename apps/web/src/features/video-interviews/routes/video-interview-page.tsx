import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { LoadingState } from '../../../components/ui/page-states.tsx';
import { SectionError } from '../../../components/ui/section-states.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { storeInterview, useInterview } from '../api/interview.ts';
import { useInterviewCompany } from '../api/interview-thread.ts';
import { AnswersReadOnly } from '../components/answers-read-only.tsx';
import { ConfirmStep } from '../components/confirm-step.tsx';
import { DeleteAnswersButton } from '../components/delete-answers-button.tsx';
import { DeadlineText } from '../components/interview-facts.tsx';
import { InterviewStepper } from '../components/interview-stepper.tsx';
import { QuestionStep } from '../components/question-step.tsx';
import { SendStep } from '../components/send-step.tsx';
import { StartStep } from '../components/start-step.tsx';
import { isStep, resumeTarget, type StepTarget } from '../components/steps.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';

const PAGE_SX = { maxWidth: 800, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 };

/**
 * /video-interviews/{id} (spec §2): the applicant's video interview in four steps — start,
 * questions one at a time, confirm or change, send — kept in the address (`?step=questions&q=2`),
 * so a reload or the back button returns to the same screen; then the answers read-only.
 */
export default function VideoInterviewPage() {
  const { t, i18n } = useTranslation(VIDEO_INTERVIEWS_NS);
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const query = useInterview(id);
  const interview = query.data;
  const company = useInterviewCompany(interview?.thread_code).data;
  const [justSent, setJustSent] = useState(false);
  const stepArea = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const stepParam = search.get('step');
  const fallback = interview ? resumeTarget(interview) : { step: 'start' as const };
  const step = isStep(stepParam) ? stepParam : fallback.step;
  const total = interview?.questions.length ?? 1;
  const q = Math.min(Math.max(Number(search.get('q')) || fallback.q || 1, 1), total);

  useEffect(() => {
    document.title = `${interview?.name ?? t('page.title')} | Hashi`;
  }, [interview?.name, t]);

  // After moving between steps, focus goes to the new screen's heading (keyboard and screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step or question is what moves the focus.
  useEffect(() => {
    if (!moved.current) return;
    const heading = stepArea.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step, q]);

  const go = (target: StepTarget) => {
    moved.current = true;
    const next = new URLSearchParams({ step: target.step });
    if (target.q) next.set('q', String(target.q));
    setSearch(next);
  };

  if (id === 0 || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <PageMessage code="404" title={t('page.not_found_title')} body={t('page.not_found_body')}>
        <RouterLink to="/messages" className="hashi-btn hashi-btn--contained hashi-btn--large">
          {t('page.to_messages')}
        </RouterLink>
      </PageMessage>
    );
  }
  if (!interview) {
    return (
      <Box sx={PAGE_SX}>
        {query.isError ? (
          <SectionError message={t('page.error')} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState label={t('page.loading')} />
        )}
      </Box>
    );
  }

  const saved = (next: typeof interview) => storeInterview(client, next, i18n.language);
  const refresh = () => void client.invalidateQueries({ queryKey: ['video-interview', interview.id] });
  return (
    <Box sx={PAGE_SX}>
      <PageHeading
        subtitle={
          <>
            {company ? t('page.from', { company }) : t('page.title')}
            {' · '}
            <DeadlineText interview={interview} />
          </>
        }
      >
        {interview.name}
      </PageHeading>
      <Box ref={stepArea}>
        {!interview.can_answer ? (
          <AnswersReadOnly interview={interview} company={company} justSent={justSent} />
        ) : (
          <>
            <InterviewStepper active={step} />
            {step === 'start' && <StartStep interview={interview} onBegin={() => go({ step: 'questions', q: 1 })} />}
            {step === 'questions' && (
              <QuestionStep
                key={q}
                interview={interview}
                questionNo={q}
                onGo={go}
                onVideoSaved={saved}
                onVideoUnknown={refresh}
              />
            )}
            {step === 'confirm' && (
              <>
                <ConfirmStep interview={interview} onGo={go} />
                {interview.answers.length > 0 && (
                  <Box sx={{ mt: 4 }}>
                    <DeleteAnswersButton interview={interview} />
                  </Box>
                )}
              </>
            )}
            {step === 'send' && (
              <SendStep interview={interview} company={company} onGo={go} onSent={() => setJustSent(true)} />
            )}
          </>
        )}
      </Box>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={`/messages/${interview.thread_code}`} variant="text">
          {t('page.to_conversation')}
        </Button>
      </Box>
    </Box>
  );
}
