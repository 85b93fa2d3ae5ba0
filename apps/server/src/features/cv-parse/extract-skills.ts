import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { type DictionaryEntry, entryNames, namePattern, nameIn } from './cv-dictionary.ts';
import { type CvLine, sourceOf } from './extract-lines.ts';

/**
 * Other names CVs use for a skill of the list, keyed by the skill's English name (names are
 * unique and fixed with their ids). Parenthesised parts of a name ("Shell script (Bash)") are
 * added by `skillNames` itself.
 */
const SKILL_ALIASES: Record<string, string[]> = {
  JavaScript: ['JS', 'ECMAScript', 'ES6'],
  TypeScript: ['TS'],
  Go: ['Golang'],
  Kubernetes: ['k8s'],
  PostgreSQL: ['Postgres'],
  'Node.js': ['NodeJS', 'Node'],
  'Vue.js': ['Vue', 'VueJS', 'Vue 3'],
  React: ['React.js', 'ReactJS'],
  'Next.js': ['NextJS'],
  'C#': ['C sharp'],
  'C++': ['cpp'],
  'Ruby on Rails': ['Rails', 'RoR'],
  'Spring Boot': ['SpringBoot'],
  AWS: ['Amazon Web Services'],
  'Microsoft Azure': ['Azure'],
  'Google Cloud': ['GCP', 'Google Cloud Platform'],
  'Amazon EC2': ['EC2'],
  'Amazon S3': ['S3'],
  'Amazon RDS': ['RDS'],
  'Amazon DynamoDB': ['DynamoDB'],
  'Amazon ECS': ['ECS'],
  'Amazon EKS': ['EKS'],
  'AWS Lambda': ['Lambda'],
  'Google Kubernetes Engine': ['GKE'],
  'Azure Kubernetes Service': ['AKS'],
  'Microsoft SQL Server': ['SQL Server', 'MSSQL'],
  'Oracle Database': ['Oracle DB'],
  'Tailwind CSS': ['Tailwind'],
  'Material UI': ['MUI'],
  'Visual Studio Code': ['VS Code', 'VSCode'],
  'Apache Kafka': ['Kafka'],
  'Apache Spark': ['Spark'],
  'Apache Airflow': ['Airflow'],
  'Red Hat Enterprise Linux': ['RHEL'],
  'Objective-C': ['ObjC'],
  'Visual Basic .NET': ['VB.NET'],
  'Entity Framework': ['EF Core'],
  'scikit-learn': ['sklearn'],
  'Hugging Face Transformers': ['Hugging Face'],
  'OAuth / OpenID Connect': ['OAuth', 'OpenID Connect', 'OIDC'],
  'REST API': ['RESTful API', 'RESTful', 'REST'],
  'Unreal Engine': ['UE4', 'UE5'],
  'Django REST framework': ['DRF'],
  'Machine learning': ['機械学習'],
  'Deep learning': ['深層学習', 'ディープラーニング'],
  'Natural language processing': ['自然言語処理'],
  'Agile development': ['Agile', 'アジャイル'],
  'Waterfall development': ['Waterfall', 'ウォーターフォール'],
  Microservices: ['マイクロサービス'],
  'Elastic Stack': ['ELK'],
  'GitLab CI/CD': ['GitLab CI'],
  'Microsoft Excel': ['Excel'],
  'Assembly language': ['アセンブラ'],
  'Shell script (Bash)': ['シェルスクリプト'],
};

/**
 * Skill names that are also ordinary English words (or a single letter): matched only as written,
 * "Go" and "Rust" and not "go" and "rust" in a sentence.
 */
const CASE_SENSITIVE = new Set([
  'Go',
  'C',
  'R',
  'Swift',
  'Rust',
  'Express',
  'Echo',
  'Gin',
  'Fiber',
  'Phoenix',
  'Chef',
  'Puppet',
  'Metal',
  'Spine',
  'Unity',
  'Polygon',
  'Backlog',
  'Cursor',
  'Notion',
  'Slack',
  'CAN',
  'LIN',
  'ROS',
  'Statistics',
  'Foundry',
  'Remix',
  'Astro',
  'Expo',
  'Realm',
  'Bun',
  'Helm',
  'Consul',
  'Envoy',
  'Packer',
  'Sketch',
  'Jest',
  'Mocha',
  'Crystal',
  'Elm',
  'Julia',
  'Apex',
  'Lisp',
  'Spark',
  'Lambda',
  'Node',
  'Rails',
  'REST',
  'Vue',
  'Agile',
  'Waterfall',
  'Excel',
  'Windows',
  'Hanami',
  'Koa',
  'Play Framework',
  'Houdini',
  'Looker',
  'Design systems',
  'Delphi',
  'Prolog',
  'Dart',
  'Ruby',
  'Scala',
  'Perl',
  'Lua',
  'Groovy',
  'Babel',
  'Vite',
  'Redux',
  'Celery',
  'Sinatra',
  'Ionic',
  'Flutter',
  'Snowflake',
  'Jupyter',
  'Cucumber',
  'Selenium',
  'Okta',
  'Zero trust',
  'Cryptography',
  'Zephyr',
  'Godot',
  'Photon',
  'Blender',
  'Scrum',
  'Kanban',
  'Eclipse',
  'Git',
]);

/** A CV listing more than this is a keyword list; the picker takes 15 at a time anyway (spec §9). */
const MAX_SKILLS = 60;

interface SkillMatcher {
  entry: DictionaryEntry;
  patterns: RegExp[];
}

/** Every name a skill goes by: English, Japanese, the parts of "Name (Other)", aliases. */
export function skillNames(entry: DictionaryEntry): string[] {
  return [...new Set([...entryNames(entry), ...(SKILL_ALIASES[entry.en] ?? [])])];
}

const matcherCache = new WeakMap<DictionaryEntry[], SkillMatcher[]>();

function matchers(skills: DictionaryEntry[]): SkillMatcher[] {
  let list = matcherCache.get(skills);
  if (!list) {
    list = skills.map((entry) => ({
      entry,
      patterns: skillNames(entry).map((name) => namePattern(name, CASE_SENSITIVE.has(name) || name.length <= 2)),
    }));
    matcherCache.set(skills, list);
  }
  return list;
}

/** Skills of the list named anywhere in the CV, each once, at the first line that names it. */
export function extractSkills(lines: CvLine[], skills: DictionaryEntry[], locale: 'en' | 'ja'): CvProposals['skills'] {
  const found = new Map<number, { skill: CvProposals['skills'][number]; at: number }>();
  const text = lines.map((l) => l.text).join('\n');
  for (const { entry, patterns } of matchers(skills)) {
    // One search of the whole text before a line-by-line one: most skills are not there at all.
    if (!patterns.some((p) => p.test(text))) continue;
    for (const line of lines) {
      const at = Math.min(...patterns.map((p) => p.exec(line.text)?.index ?? Number.POSITIVE_INFINITY));
      if (at === Number.POSITIVE_INFINITY) continue;
      found.set(entry.id, { skill: { skill_id: entry.id, name: nameIn(locale, entry), source: sourceOf(line) }, at });
      break;
    }
  }
  // In the order the CV names them.
  return [...found.values()]
    .sort((a, b) => a.skill.source.line - b.skill.source.line || a.at - b.at)
    .map((f) => f.skill)
    .slice(0, MAX_SKILLS);
}
