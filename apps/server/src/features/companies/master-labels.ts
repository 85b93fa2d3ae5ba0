import type { Label } from '@hashi/shared/company.schema';
import type { Locale } from '@hashi/shared/constants';
import type { MasterListName } from '@hashi/shared/masters.schema';
import type { Deps } from '../../platform/deps.ts';
import { masterList } from '../masters/masters.service.ts';

/**
 * Labels of reference-list ids in a language, from the masters' in-memory lists (loaded once per
 * process and language), so a detail answer costs no extra query per list.
 */
export interface Labeler {
  one(list: MasterListName, id: number | null | undefined): Label | null;
  /** Ids without a row are dropped (a list never loses rows, so this only guards bad data). */
  many(list: MasterListName, ids: readonly number[]): Label[];
}

const maps = new WeakMap<readonly unknown[], Map<number, string>>();

function byId(data: ReadonlyArray<{ id: number; name: string }>): Map<number, string> {
  let map = maps.get(data);
  if (!map) {
    map = new Map(data.map((item) => [item.id, item.name]));
    maps.set(data, map);
  }
  return map;
}

export async function labeler(deps: Deps, locale: Locale, lists: readonly MasterListName[]): Promise<Labeler> {
  const loaded = new Map<MasterListName, Map<number, string>>();
  await Promise.all(
    lists.map(async (list) => {
      loaded.set(list, byId((await masterList(deps, list, locale)).data));
    }),
  );
  const one = (list: MasterListName, id: number | null | undefined): Label | null => {
    if (id === null || id === undefined) return null;
    const map = loaded.get(list);
    if (!map) throw new Error(`labeler: list ${list} was not loaded`);
    const name = map.get(id);
    return name === undefined ? null : { id, name };
  };
  return {
    one,
    many: (list, ids) => ids.map((id) => one(list, id)).filter((label): label is Label => label !== null),
  };
}
