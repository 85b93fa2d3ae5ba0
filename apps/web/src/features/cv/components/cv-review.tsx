import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CvParseResponse } from '@hashi/shared/cv-parse.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActionBar } from '../../../components/form/form-action-bar.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { CV_NS } from '../i18n.ts';
import { buildRequests, type ReviewIssue, type Section, serverIssues } from '../review/review-requests.ts';
import { buildReview, type DialingCode, type ReviewValues } from '../review/review-values.ts';
import { BasicReview, ContactReview } from './review-basic.tsx';
import { EducationsReview, ExperiencesReview } from './review-history.tsx';
import { LanguagesReview } from './review-languages.tsx';
import { LicensesReview, SkillsReview } from './review-skills.tsx';

type Props = {
  result: CvParseResponse;
  profile: Profile;
  dialingCodes: DialingCode[];
  /** Called once everything kept is saved. */
  onSaved: () => void;
  onStartOver: () => void;
  /** On phones the bottom navigation of registered applicants covers the last 64 px. */
  aboveBottomNav?: boolean;
};

type Status =
  | { kind: 'invalid' }
  | { kind: 'nothing' }
  | { kind: 'failed'; section: Section; message: string; saved: Section[] };

/**
 * Step two: every proposal, grouped by profile section, to keep or drop and correct. "Save
 * selected" checks every section first and sends nothing while anything is wrong; then it saves
 * section by section. If the server refuses one, the sections before it stay saved (and say so),
 * the refused one shows why, and a second press saves only what is left.
 */
export function CvReview({ result, profile, dialingCodes, onSaved, onStartOver, aboveBottomNav }: Props) {
  const { t } = useTranslation(CV_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  // The proposals are compared with the profile once, as it was when the review opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later profile refreshes must not reset the form.
  const review = useMemo(() => buildReview(result.proposals, profile, dialingCodes), [result]);
  const form = useForm<ReviewValues>({ defaultValues: review.values });
  const [saved, setSaved] = useState<ReadonlySet<Section>>(new Set());
  const [sectionErrors, setSectionErrors] = useState<Partial<Record<Section, string[]>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  useUnsavedChanges(!done);

  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
  // A period the CV gives as a year only: asked for at once, not after a failed save (ADR 0010).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the review opens.
  useEffect(() => {
    for (const list of ['experiences', 'educations'] as const) {
      review.values[list].forEach((row, i) => {
        for (const field of ['period_from', 'period_to'] as const) {
          if (/^\d{4}$/.test(row[field])) {
            form.setError(`${list}.${i}.${field}`, { type: 'year_only', message: t('review.add_month') });
          }
        }
      });
    }
  }, []);
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView?.({ block: 'center' });
  }, [status]);

  const showIssues = (issues: ReviewIssue[]) => {
    const bySection: Partial<Record<Section, string[]>> = {};
    let focused = false;
    for (const issue of issues) {
      if (issue.formPath) {
        form.setError(
          issue.formPath as Path<ReviewValues>,
          { type: 'validate', message: issue.message },
          {
            shouldFocus: !focused,
          },
        );
        focused = true;
      } else {
        const text = errorText(issue.message) ?? issue.message;
        bySection[issue.section] = [...new Set([...(bySection[issue.section] ?? []), text])];
      }
    }
    setSectionErrors(bySection);
  };

  const save = form.handleSubmit(async (values) => {
    form.clearErrors();
    setSectionErrors({});
    setStatus(null);
    const { requests, issues } = buildRequests(values, profile, saved);
    if (issues.length > 0) {
      showIssues(issues);
      setStatus({ kind: 'invalid' });
      return;
    }
    if (requests.length === 0) {
      if (saved.size > 0) setDone(true);
      else setStatus({ kind: 'nothing' });
      return;
    }
    setSaving(true);
    const nowSaved = new Set(saved);
    try {
      for (const request of requests) {
        try {
          await apiFetch(request.path, { method: request.method, body: request.body });
          nowSaved.add(request.section);
        } catch (error) {
          const message = isApiError(error) ? error.message : t('review.save_error');
          showIssues(isApiError(error) ? serverIssues(request, error.fieldErrors, message) : []);
          setStatus({ kind: 'failed', section: request.section, message, saved: [...nowSaved] });
          return;
        }
      }
      setDone(true);
    } finally {
      setSaved(nowSaved);
      setSaving(false);
      if (nowSaved.size > saved.size) await refreshProfileQueries(queryClient);
    }
  });

  const has = (section: Section) => ({ saved: saved.has(section), errors: sectionErrors[section] ?? [] });
  const v = review.values;
  const empty =
    !review.email &&
    v.phone.kind !== 'proposal' &&
    ![...Object.values(v.basic), ...Object.values(v.languages)].some((r) => r.kind === 'proposal') &&
    [v.experiences, v.educations, v.skills, v.other_languages, v.licenses].every((list) => list.length === 0) &&
    Object.values(review.already).every((list) => list.length === 0);
  const sectionName = (s: Section) => t(`sections.${s}`);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={save}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('review.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('review.intro')}
        </Typography>
        {result.truncated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('review.truncated')}
          </Alert>
        )}
        {empty && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('review.empty')}
          </Alert>
        )}
        <BasicReview {...has('basic')} />
        <ContactReview {...has('contact')} email={review.email} />
        <ExperiencesReview {...has('experiences')} already={review.already.experiences} />
        <EducationsReview {...has('educations')} already={review.already.educations} />
        <SkillsReview {...has('skills')} already={review.already.skills} />
        <LanguagesReview {...has('languages')} />
        <LicensesReview {...has('licenses')} already={review.already.licenses} />
        <Box ref={statusRef}>
          {status?.kind === 'invalid' && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('review.fix_errors')}
            </Alert>
          )}
          {status?.kind === 'nothing' && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {t('review.nothing_selected')}
            </Alert>
          )}
          {status?.kind === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {t('review.save_failed', { section: sectionName(status.section), message: status.message })}
              {status.saved.length > 0 &&
                `\n${t('review.saved_before_failure', { sections: status.saved.map(sectionName).join(t('review.list_separator')) })}`}
            </Alert>
          )}
        </Box>
        <FormActionBar aboveBottomNav={aboveBottomNav} wrap>
          <Button variant="outlined" size="large" onClick={onStartOver} disabled={saving || saved.size > 0}>
            {t('review.start_over')}
          </Button>
          {!empty && (
            <Button type="submit" variant="contained" size="large" loading={saving}>
              {t('review.save')}
            </Button>
          )}
        </FormActionBar>
      </Box>
    </FormProvider>
  );
}
