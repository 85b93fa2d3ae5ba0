import { REVIEW_COMMENT_MAX, type CompanyInterview, type Review } from '@hashi/shared/video-interview.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { interviewKey, saveReview } from '../api/interviews.ts';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';

type ReviewValues = { rating: number | null; comment: string };
const FIELDS = ['rating', 'comment'] as const;

/** The reader's own rating and comment: replaced on each save (PUT), seen by the team only. */
function OwnReview({ interviewId, review }: { interviewId: number; review: Review | undefined }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm<ReviewValues>({
    defaultValues: { rating: review?.rating ?? null, comment: review?.comment ?? '' },
  });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: ReviewValues) =>
      saveReview(interviewId, { rating: values.rating, comment: values.comment.trim() || null }),
    onSuccess: (mine) => {
      setSaved(true);
      queryClient.setQueryData<CompanyInterview>(interviewKey(interviewId), (data) =>
        data ? { ...data, reviews: [mine, ...data.reviews.filter((r) => !r.mine)] } : data,
      );
    },
    onError,
  });
  const starLabel = (value: number) => t('reviews.stars', { count: value });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setSaved(false);
        clearFormError();
        save.mutate(values);
      })}
      sx={{ mb: 3 }}
    >
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {t('reviews.yours')}
      </Typography>
      {formError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <FieldGroup legend={t('reviews.rating')} spacing={2}>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <Rating
              name={field.name}
              value={field.value}
              onChange={(_, value) => {
                setSaved(false);
                field.onChange(value);
              }}
              getLabelText={starLabel}
              emptyLabelText={t('reviews.no_rating')}
              disabled={save.isPending}
            />
          )}
        />
        {formState.errors.rating?.message && (
          <Typography variant="body2" color="error" role="alert">
            {errorText(formState.errors.rating.message)}
          </Typography>
        )}
      </FieldGroup>
      <FormTextField
        label={t('reviews.comment')}
        registration={register('comment', { onChange: () => setSaved(false) })}
        error={errorText(formState.errors.comment?.message)}
        multiline
        minRows={3}
        maxLength={REVIEW_COMMENT_MAX}
        disabled={save.isPending}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('reviews.save')}
        </Button>
        {saved && (
          <Typography role="status" color="success.main">
            {t('reviews.saved')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Another member's review, read-only. */
function MemberReview({ review }: { review: Review }) {
  const { t, i18n } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Typography component="h4" variant="subtitle2">
        {t('reviews.member', { id: review.user_id })}
      </Typography>
      {review.rating === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.no_rating')}
        </Typography>
      ) : (
        <Rating readOnly value={review.rating} getLabelText={(value) => t('reviews.rating_of', { rating: value })} />
      )}
      {review.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('reviews.updated', { date: formatTokyoDateTime(review.updated_at, i18n.resolvedLanguage ?? 'en') })}
      </Typography>
    </Box>
  );
}

/** The team's reviews: the reader's own, editable, and every other member's, read-only. No score is computed. */
export function InterviewReviews({ interview }: { interview: CompanyInterview }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const mine = interview.reviews.find((r) => r.mine);
  const others = interview.reviews.filter((r) => !r.mine);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reviews.intro')}
      </Typography>
      <OwnReview interviewId={interview.id} review={mine} />
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {t('reviews.others')}
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {others.map((review) => (
            <MemberReview key={review.user_id} review={review} />
          ))}
        </Box>
      )}
    </>
  );
}
