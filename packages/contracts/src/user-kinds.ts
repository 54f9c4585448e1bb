/** Who may call an API path or open a screen. `anonymous` is a visitor without a session. */
export const USER_KINDS = ['anonymous', 'candidate', 'employer', 'admin'] as const;
export type TUserKind = (typeof USER_KINDS)[number];

/** Kinds of a signed-in account (a session always names one of these). */
export const ACCOUNT_KINDS = ['candidate', 'employer', 'admin'] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];
