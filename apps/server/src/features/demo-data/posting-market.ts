import { PostingLanguage, RemoteOption, VisaSponsorship } from '@hashi/shared/jobs-enums';
import type { DemoCompany } from './company-generator.ts';
import type { Seniority } from './posting-text.ts';
import type { Rng } from './prng.ts';
import type { Family } from './role-catalog.ts';

/**
 * The facts a foreign engineer decides on (UX.md): languages, remote work, visa, applying from
 * abroad and salary, drawn so that they hang together (an English-only posting asks for no
 * Japanese; fully remote from overseas always accepts applicants abroad) and follow the market.
 */
/** Annual salary bands in JPY (UX.md: juniors ¥4–6M, seniors ¥8–15M; the median lands near ¥8.5M). */
const SALARY: Record<Seniority, readonly [number, number]> = {
  junior: [4_000_000, 6_000_000],
  mid: [6_000_000, 9_500_000],
  senior: [8_000_000, 15_000_000],
  lead: [10_000_000, 16_000_000],
};
/** Above this `international` trait a company's team is multinational, and its texts say so. */
export const MULTINATIONAL = 0.5;
const LANGUAGE_HEAVY: readonly Family[] = ['pm', 'consultant', 'bridge', 'customer', 'corporate'];

const roundSalary = (yen: number) => Math.round(yen / 500_000) * 500_000;

function jlptLevel(rng: Rng, family: Family, international: number): number {
  const none = family === 'bridge' ? 0 : 26 * (0.4 + international * 2);
  const strict = LANGUAGE_HEAVY.includes(family) ? 2 : 1;
  return rng.weighted([
    [6, none],
    [5, 2],
    [4, 6],
    [3, 16],
    [2, 30 * strict],
    [1, 20 * strict * (1.2 - international)],
  ]);
}

export function marketFacts(rng: Rng, family: Family, seniority: Seniority, traits: DemoCompany['traits']) {
  const jlptId = jlptLevel(rng, family, traits.international);
  const postingLanguage =
    jlptId <= 2
      ? rng.chance(0.55)
        ? PostingLanguage.JapaneseOnly
        : PostingLanguage.Both
      : jlptId === 6
        ? rng.chance(0.45)
          ? PostingLanguage.EnglishOnly
          : PostingLanguage.Both
        : rng.chance(0.15)
          ? PostingLanguage.JapaneseOnly
          : PostingLanguage.Both;
  const englishId =
    postingLanguage === PostingLanguage.EnglishOnly
      ? rng.pick([2, 3, 3])
      : postingLanguage === PostingLanguage.JapaneseOnly
        ? rng.pick([6, 6, 6, 4])
        : jlptId === 6
          ? rng.pick([3, 3, 4])
          : rng.pick([3, 4, 5, 6]);
  // A multinational company (its appeal and posting texts say so) has at least 30 % foreign staff and
  // uses English at least 30 % of the time, whatever the posting's own language.
  const floor = traits.international > MULTINATIONAL ? 3 : 1;
  const usageBase = { 1: 5, 2: 5, 3: 4, 4: 2, 5: 1, 6: 1 }[englishId] ?? 1;
  const englishUsage = Math.min(5, Math.max(floor, usageBase + rng.int(-1, 0) + (traits.international > 0.6 ? 1 : 0)));
  const foreigner = Math.min(5, Math.max(floor, 1 + Math.floor(traits.international * 4.99) + rng.int(-1, 1)));

  const remote = traits.fullyRemote
    ? rng.chance(0.4)
      ? RemoteOption.FullyRemoteOverseas
      : RemoteOption.FullyRemoteJapan
    : rng.weighted([
        [RemoteOption.OnSite, 27],
        [RemoteOption.Hybrid, 48],
        [RemoteOption.FullyRemoteJapan, 18],
        [RemoteOption.FullyRemoteOverseas, jlptId >= 4 ? 10 : 3],
      ]);
  let visa = rng.weighted([
    [VisaSponsorship.Yes, jlptId === 6 ? 70 : 50],
    [VisaSponsorship.CaseByCase, 25],
    [VisaSponsorship.No, jlptId <= 2 ? 30 : 15],
  ]);
  const overseasChance =
    (visa === VisaSponsorship.Yes ? 0.36 : visa === VisaSponsorship.CaseByCase ? 0.16 : 0) + (jlptId >= 4 ? 0.12 : 0);
  const overseas = remote === RemoteOption.FullyRemoteOverseas || rng.chance(overseasChance);
  if (overseas && visa === VisaSponsorship.No && remote !== RemoteOption.FullyRemoteOverseas)
    visa = VisaSponsorship.CaseByCase;

  const [bandLow, bandHigh] = SALARY[seniority];
  const centre = rng.around((bandLow + bandHigh) / 2, (bandHigh - bandLow) / 2, bandLow, bandHigh);
  const width = rng.int(3, 8) * 500_000;
  // Within the band: a junior posting never offers more than ¥6M, a senior one never less than ¥8M.
  let salaryMin = Math.max(bandLow, roundSalary(centre - width / 2));
  const salaryMax = Math.min(bandHigh, Math.max(salaryMin + 500_000, roundSalary(centre + width / 2)));
  salaryMin = Math.min(salaryMin, salaryMax - 500_000);
  const noFigures = rng.chance(0.04);

  return {
    jlptId,
    postingLanguage,
    englishId,
    englishUsage,
    foreigner,
    remote,
    visa,
    overseas,
    salaryMin,
    salaryMax,
    noFigures,
  };
}
