import { describe, expect, it } from 'vitest';
import { featureSources, flattenTexts } from '../../../test/locale-texts.ts';
import en from './en.json';
import ja from './ja.json';

// Plural forms differ by language (English one/other, Japanese other): compare the base key.
const base = (key: string) => key.replace(/_(one|other)$/, '');
const enKeys = new Set([...flattenTexts(en).keys()].map(base));
const jaKeys = new Set([...flattenTexts(ja).keys()].map(base));
const sources = await featureSources('video-interviews');

describe("the 'video-interviews' texts", () => {
  it('cover every key the code asks for, in both languages, including the ones built from values', () => {
    const used = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/['`]([a-z_]+\.[a-z_]+)['`]/g)) used.add(match[1] ?? '');
    }
    for (const step of ['start', 'questions', 'confirm', 'send']) used.add(`steps.${step}`);
    for (const problem of ['denied', 'no_device', 'unsupported', 'failed']) used.add(`camera.problem_${problem}`);
    const texts = [...used].filter((key) =>
      /^(page|steps|facts|start|camera|practice|recorder|question|free_text|video|confirm|send|done|delete|errors)\./.test(
        key,
      ),
    );
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !jaKeys.has(key))).toEqual([]);
  });

  it('use the words Japanese recruiters use', () => {
    expect(ja.page.title).toBe('動画面接');
    expect(ja.video.record).toBe('録画を開始');
    expect(ja.video.record_again).toBe('撮り直す');
    expect(ja.video.use_take).toBe('この録画を使う');
    expect(ja.video.upload_file).toBe('動画ファイルをアップロード');
    expect(ja.confirm.title).toBe('回答を確認');
    expect(ja.send.button).toBe('送信する');
    expect(ja.facts.retention).toBe('回答と動画は{{date}}に削除されます。');
  });
});
