import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { useMemo } from 'react';
import { type MasterListItem, useMasterList } from '../../../../lib/masters/master-list.ts';

export type SkillOption = MasterListItem<'skills'> & { categoryName: string; categoryOrder: number };

/**
 * Skills with their category, featured skills (category 1, spec §9) first, then the categories in
 * their display order: the order of the picker and of the saved list.
 */
export function useSkillOptions() {
  const skills = useMasterList('skills').items;
  const categories = useMasterList('skill-categories').items;
  return useMemo(() => {
    const order = new Map(categories.map((category, i) => [category.id, i + 1]));
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const rank = (categoryId: number) =>
      categoryId === MASTER_IDS.skillCategoryFeatured ? 0 : (order.get(categoryId) ?? Number.MAX_SAFE_INTEGER);
    const options: SkillOption[] = skills
      .map((skill, i) => ({
        ...skill,
        categoryName: names.get(skill.category_id) ?? '',
        categoryOrder: rank(skill.category_id) * 100_000 + i,
      }))
      .sort((a, b) => a.categoryOrder - b.categoryOrder);
    return { options, byId: new Map(options.map((option) => [option.id, option])), rank };
  }, [skills, categories]);
}
