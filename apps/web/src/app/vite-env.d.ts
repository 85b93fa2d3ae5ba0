/// <reference types="vite/client" />

/** Build-time settings of the web app (all optional; see features/shell/external-links.ts). */
interface ImportMetaEnv {
  readonly VITE_VISITOR_FAQ_URL_EN?: string;
  readonly VITE_VISITOR_FAQ_URL_JA?: string;
  readonly VITE_ABOUT_US_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  /** The operator the legal pages name (features/public-pages/content/operator.ts). */
  readonly VITE_OPERATOR_NAME_EN?: string;
  readonly VITE_OPERATOR_NAME_JA?: string;
  readonly VITE_OPERATOR_ADDRESS_EN?: string;
  readonly VITE_OPERATOR_ADDRESS_JA?: string;
  readonly VITE_OPERATOR_REPRESENTATIVE_EN?: string;
  readonly VITE_OPERATOR_REPRESENTATIVE_JA?: string;
  readonly VITE_OPERATOR_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
