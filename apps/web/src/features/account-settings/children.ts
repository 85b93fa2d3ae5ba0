/** The children of /account-settings (spec §2), in the order the hub lists them. */
export const ACCOUNT_SETTINGS_CHILDREN = ['credential', 'email', 'excluded-company', 'inform', 'private'] as const;
export type AccountSettingsChild = (typeof ACCOUNT_SETTINGS_CHILDREN)[number];

export const accountSettingsPath = (child: AccountSettingsChild) => `/account-settings/${child}`;
