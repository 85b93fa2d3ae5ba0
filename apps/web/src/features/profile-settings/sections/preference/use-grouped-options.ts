import { useMemo } from 'react';
import type { SelectOption } from '../../../../components/form/form-select-field.tsx';
import { useMasterList } from '../../../../lib/masters/master-list.ts';

type Grouped = { options: SelectOption[]; groupBy: (option: SelectOption) => string };

/**
 * Options in the order of their groups, with a group heading for each (MUI wants them sorted by
 * group): a long list is easier to scan by region or category.
 */
function group(items: Array<SelectOption & { group: number }>, groups: SelectOption[]): Grouped {
  const order = new Map(groups.map((g, i) => [g.id, i]));
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const groupOf = new Map(items.map((item) => [item.id, item.group]));
  const options = items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (order.get(a.item.group) ?? 999) - (order.get(b.item.group) ?? 999) || a.i - b.i)
    .map(({ item }) => ({ id: item.id, name: item.name }));
  return { options, groupBy: (option) => names.get(groupOf.get(option.id) ?? -1) ?? '' };
}

/** Prefectures by region; "Overseas" (id 48, spec §9) comes in its own region. */
export function usePrefectureOptions(): Grouped {
  const prefectures = useMasterList('japan-prefectures');
  const regions = useMasterList('japan-regions');
  return useMemo(
    () =>
      group(
        prefectures.items.map((p) => ({ id: p.id, name: p.name, group: p.region_id })),
        regions.items,
      ),
    [prefectures.items, regions.items],
  );
}

export function useIndustryOptions(): Grouped {
  const industries = useMasterList('industries');
  const categories = useMasterList('industry-categories');
  return useMemo(
    () =>
      group(
        industries.items.map((i) => ({ id: i.id, name: i.name, group: i.category_id })),
        categories.items,
      ),
    [industries.items, categories.items],
  );
}

export function useJobPositionOptions(): Grouped {
  const positions = useMasterList('job-positions');
  const categories = useMasterList('job-position-categories');
  return useMemo(
    () =>
      group(
        positions.items.map((p) => ({ id: p.id, name: p.name, group: p.category_id })),
        categories.items,
      ),
    [positions.items, categories.items],
  );
}
