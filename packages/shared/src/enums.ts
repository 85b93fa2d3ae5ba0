/** Numeric codes of spec §4 and §6. */
export const UserType = { JobSeeker: 1, Company: 2, Admin: 3, System: 4 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const SenderType = { JobSeeker: 1, Company: 2, System: 4 } as const;

export const MessageType = {
  Scout: 1,
  Pin: 2,
  Messaging: 3,
  LetsTalk: 4,
  LikeToKnowMore: 5,
  CompanyMessaging: 6,
  VideoInterview: 7,
  VideoInterviewAnswer: 8,
  VideoInterviewCompletion: 9,
  ScoutTemplate: 10,
  ScoutApplied: 11,
  ScoutDeclined: 12,
  ScoutKnowMore: 13,
  Save: 14,
} as const;

export const MessageStatus = { KnowMore: 1, Applied: 2, Declined: 3 } as const;

export const ApplyStatus = {
  DocumentSelection: 1,
  FirstInterview: 2,
  SecondOrFurtherInterview: 3,
  FinalInterview: 4,
  Reject: 5,
  Cancel: 6,
  JobOffer: 7,
  Placement: 8,
  Join: 9,
  Invisible: 10,
} as const;

export const JobPostingStatus = {
  AwaitingApproval: 1,
  Draft: 2,
  Published: 3,
  Inactive: 4,
  Declined: 5,
  Suspended: 6,
} as const;

export const PostingLanguage = { Both: 1, JapaneseOnly: 2, EnglishOnly: 3 } as const;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
