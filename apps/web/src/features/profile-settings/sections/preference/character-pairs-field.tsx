import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { PreferenceFormInput } from './preference-api.ts';

type Pair = { pair: number; value: number };

/**
 * The pairs of opposite traits the profile shows companies (spec §3 "character pairs"). The server
 * keeps pairs by number without a reference list; their wording lives in this section's texts.
 */
export const CHARACTER_PAIRS = [1, 2, 3, 4, 5, 6] as const;
const SCALE = [1, 2, 3, 4, 5] as const;

/** Each pair is a five-point scale from the left trait (1) to the right one (5); a pair can stay unanswered. */
export function CharacterPairsField({ control }: { control: Control<PreferenceFormInput> }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  return (
    <Box component="section" aria-labelledby="character-heading">
      <GroupHeading id="character-heading" help={t('preference.character.help')}>
        {t('preference.character.title')}
      </GroupHeading>
      <Controller
        control={control}
        name="character_pairs"
        render={({ field }) => {
          const pairs: Pair[] = field.value ?? [];
          const set = (pair: number, value: number | null) => {
            const rest = pairs.filter((p) => p.pair !== pair);
            field.onChange(value === null ? rest : [...rest, { pair, value }].sort((a, b) => a.pair - b.pair));
          };
          return (
            <>
              {CHARACTER_PAIRS.map((pair) => (
                <CharacterPair
                  key={pair}
                  pair={pair}
                  value={pairs.find((p) => p.pair === pair)?.value ?? null}
                  onChange={(value) => set(pair, value)}
                />
              ))}
            </>
          );
        }}
      />
    </Box>
  );
}

function CharacterPair({
  pair,
  value,
  onChange,
}: {
  pair: number;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const left = t(`preference.character.pairs.${pair}.left`);
  const right = t(`preference.character.pairs.${pair}.right`);
  const name = t('preference.character.pair_label', { left, right });
  const labels = [
    left,
    t('preference.character.somewhat', { trait: left }),
    t('preference.character.in_between'),
    t('preference.character.somewhat', { trait: right }),
    right,
  ];
  const legendId = `character-pair-${pair}`;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2, minWidth: 0 }}>
      {/* Named for screen readers; the two traits shown above the scale say the same on screen. */}
      <FormLabel component="legend" id={legendId} className="hashi-visually-hidden">
        {name}
      </FormLabel>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, maxWidth: 360 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {left}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
          {right}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <RadioGroup
          row
          aria-labelledby={legendId}
          name={`character-pair-${pair}`}
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          sx={{ flex: 1, justifyContent: 'space-between', maxWidth: 360 }}
        >
          {SCALE.map((point, i) => (
            <Radio key={point} value={String(point)} slotProps={{ input: { 'aria-label': labels[i] } as object }} />
          ))}
        </RadioGroup>
        <Button
          size="small"
          disabled={value === null}
          aria-label={t('preference.character.clear_pair', { pair: name })}
          onClick={() => onChange(null)}
        >
          {t('preference.character.clear')}
        </Button>
      </Box>
    </Box>
  );
}
