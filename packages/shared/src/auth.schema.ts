import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { EMAIL_CODE_LENGTH, LOCALES } from './constants.ts';
import { SOCIAL_PROVIDERS } from './enums.ts';
import { emailSchema, newPasswordSchema, requiredString, signupPasswordSchema, V } from './validation.ts';

export const localeSchema = z.enum(LOCALES, { error: V.invalidValue });

/** Marketing attribution sent with every sign-up (spec §9 cookies, §7 social payload). */
export const attributionSchema = z.object({
  access_route: z.string().max(255, { error: V.maxChars }).nullish(),
  first_access_url: z.string().max(2048, { error: V.maxChars }).nullish(),
  last_access_url: z.string().max(2048, { error: V.maxChars }).nullish(),
  referer: z.string().max(2048, { error: V.maxChars }).nullish(),
  utm_source: z.string().max(255, { error: V.maxChars }).nullish(),
  utm_medium: z.string().max(255, { error: V.maxChars }).nullish(),
  utm_campaign: z.string().max(255, { error: V.maxChars }).nullish(),
  utm_term: z.string().max(255, { error: V.maxChars }).nullish(),
  utm_content: z.string().max(255, { error: V.maxChars }).nullish(),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: signupPasswordSchema,
    terms_agreed: z.literal(true, { error: V.termsRequired }),
    locale: localeSchema.optional(),
    invitation_token: z.string().max(255, { error: V.maxChars }).nullish(),
    /** Where the sign-up began: 'sign-up' page or a landing page (lp-en, lp-jp). */
    source: z.enum(['sign-up', 'lp-en', 'lp-jp']).optional(),
  })
  .extend(attributionSchema.shape)
  .strict();
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: requiredString(512) }).strict();

/** The verification link's answer: a second click on a used link of a verified account says so. */
export const verifyEmailResponseSchema = z.object({ message: z.string(), already_verified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const loginRequestSchema = z
  .object({
    /** E-mail address or the login ID set under account settings → credential. */
    email: requiredString(254),
    password: z.string({ error: V.required }).min(1, { error: V.required }).max(128, { error: V.maxChars }),
    type: z.coerce.number({ error: V.invalidType }).int({ error: V.invalidType }),
    remember_me: z.boolean({ error: V.invalidType }).optional().default(false),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** What a login form asks for; each app adds its own client `type` when it sends the request. */
export const loginCredentialsSchema = loginRequestSchema
  .pick({ email: true, password: true })
  .extend({ remember_me: z.boolean() });
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
  /** Seconds until the refresh token can no longer be used. */
  refresh_expires_in: z.number().int(),
  user: z.object({ id: z.number().int(), type: z.number().int(), current_step: z.number().int() }),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: requiredString(512) }).strict();

export const clientTokenRequestSchema = z
  .object({
    grant_type: z.literal('client_credentials', { error: V.invalidValue }),
    client_id: requiredString(100),
    client_secret: z.string().max(255).optional(),
    scope: z.string().max(255).optional(),
  })
  .strict();
export const clientTokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: z.number().int(),
});

export const userAuthResponseSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  email: z.string(),
  login_id: z.string().nullable(),
  current_step: z.number().int(),
  registered_at: z.string().nullable(),
  locale: localeSchema,
  /** Someone else created the account and the applicant has not set a password yet (ADR 0003). */
  needs_initial_password: z.boolean(),
});
export type UserAuthResponse = z.infer<typeof userAuthResponseSchema>;

/** The applicant record of spec §3; the profile issue fills in the profile fields. */
export const applicantAuthResponseSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  registered_at: z.string().nullable(),
  current_step: z.number().int(),
  profile_photo: z.object({ url: z.string().nullable() }),
  profile_video: z.object({ url: z.string().nullable() }),
  basic_personal_information: z.object({ full_name: z.string().nullable() }),
  overall_completion_rate: z.number(),
  needs_initial_password: z.boolean(),
});
export type ApplicantAuthResponse = z.infer<typeof applicantAuthResponseSchema>;

export const setLocaleRequestSchema = z.object({ locale: localeSchema }).strict();

export const forgotPasswordRequestSchema = z.object({ email: emailSchema }).strict();

/** A new password typed twice: the second must match the first (reset, change, first password). */
const newPasswordFields = {
  password: newPasswordSchema,
  password_confirmation: z.string({ error: V.required }).min(1, { error: V.required }),
};
const confirmedPassword = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T): T =>
  schema.refine((v) => v.password === v.password_confirmation, {
    error: V.passwordMismatch,
    path: ['password_confirmation'],
  });

export const resetPasswordRequestSchema = confirmedPassword(
  z.object({ token: requiredString(512), ...newPasswordFields }).strict(),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = confirmedPassword(
  z
    .object({
      current_password: z
        .string({ error: V.currentPasswordRequired })
        .min(1, { error: V.currentPasswordRequired })
        .max(128, { error: V.maxChars }),
      ...newPasswordFields,
    })
    .strict(),
).refine((v) => v.password !== v.current_password, { error: V.passwordSame, path: ['password'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** First password of an account someone else created: no current password to give. */
export const initialPasswordRequestSchema = confirmedPassword(z.object(newPasswordFields).strict());
export type InitialPasswordRequest = z.infer<typeof initialPasswordRequestSchema>;

export const changeEmailRequestSchema = z
  .object({
    new_email: emailSchema,
    current_password: z.string({ error: V.required }).min(1, { error: V.required }).max(128),
  })
  .strict();
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export const changeEmailConfirmRequestSchema = z
  .object({
    new_email: emailSchema,
    code: z
      .string({ error: V.codeRequired })
      .trim()
      .min(1, { error: V.codeRequired })
      .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: V.codeFormat }),
    current_password: z.string({ error: V.required }).min(1, { error: V.required }).max(128),
  })
  .strict();
export type ChangeEmailConfirmRequest = z.infer<typeof changeEmailConfirmRequestSchema>;

export const deleteAccountRequestSchema = z
  .object({
    reason_id: z
      .number({ error: V.reasonRequired })
      .int({ error: V.reasonRequired })
      .min(1, { error: V.reasonRequired })
      .max(RECORD_ID_MAX, { error: V.reasonRequired }),
    comment: z.string().max(2000, { error: V.maxChars }).nullish(),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/v2/masters/deactivate-reasons: the reasons offered on /delete-account, in the request language. */
export const deactivateReasonsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DeactivateReasonsResponse = z.infer<typeof deactivateReasonsResponseSchema>;

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export const socialLoginRequestSchema = z
  .object({
    type: z.coerce.number({ error: V.invalidType }).int({ error: V.invalidType }),
    /** The authorization code (code flows) or the provider's access token (popup/token flows). */
    token: requiredString(4096),
    state: z.string().max(512).optional(),
    redirect_uri: z.string().max(2048).optional(),
    invitation_token: z.string().max(255).nullish(),
    locale: localeSchema.optional(),
  })
  .extend(attributionSchema.shape)
  .strict();
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

export const socialAuthorizeResponseSchema = z.object({ url: z.string(), state: z.string() });
