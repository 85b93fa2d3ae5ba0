import type { Family } from './role-catalog.ts';

/** A sentence in both languages: English plain and short, Japanese in the です/ます form of postings. */
export type Bilingual = readonly [en: string, ja: string];

/** What the work is, per role family; a posting picks three. */
export const TASKS: Record<Family, readonly Bilingual[]> = {
  backend: [
    ['Design and build APIs used by our web and mobile apps', 'Web・モバイルアプリから利用されるAPIの設計・開発'],
    ['Improve the performance and reliability of core services', '基幹サービスのパフォーマンスと信頼性の改善'],
    ['Model data and tune database queries', 'データモデリングとデータベースクエリのチューニング'],
    ['Split a large application into well-defined services', '大規模アプリケーションのサービス分割'],
    ['Review code and share knowledge within the team', 'コードレビューとチーム内でのナレッジ共有'],
  ],
  frontend: [
    ['Build screens used by thousands of customers every day', '毎日数千人のお客様が使う画面の開発'],
    ['Grow and maintain our design system with designers', 'デザイナーと協力したデザインシステムの構築・運用'],
    ['Improve page speed and accessibility', '表示速度とアクセシビリティの改善'],
    ['Write tests for components and user flows', 'コンポーネントと画面遷移のテスト作成'],
    ['Choose and update frontend tools and libraries', 'フロントエンドの技術選定とライブラリの更新'],
  ],
  fullstack: [
    ['Develop features end to end, from database to UI', 'データベースからUIまで一貫した機能開発'],
    ['Talk with product managers to shape new features', 'プロダクトマネージャーと連携した新機能の企画・設計'],
    ['Improve internal tools used by our operations team', '運用チームが使う社内ツールの改善'],
    ['Keep our test suite fast and reliable', 'テストを高速かつ安定に保つための改善'],
  ],
  mobile: [
    ['Develop new features for our app with over a million downloads', '100万ダウンロードを超えるアプリの新機能開発'],
    ['Improve app stability and startup time', 'アプリの安定性と起動速度の改善'],
    ['Work with designers to polish the user experience', 'デザイナーと連携したユーザー体験の改善'],
    ['Automate builds, tests and store releases', 'ビルド・テスト・ストア申請の自動化'],
  ],
  infra: [
    ['Design and run our cloud infrastructure as code', 'クラウドインフラのコードによる設計・運用'],
    ['Build monitoring and on-call processes that scale', '監視体制とオンコール運用の整備'],
    ['Improve deployment pipelines and developer productivity', 'デプロイパイプラインと開発生産性の改善'],
    ['Reduce cloud costs while keeping services reliable', '信頼性を保ちながらのクラウドコスト削減'],
    ['Plan capacity and lead incident reviews', 'キャパシティ計画と障害の振り返りの推進'],
  ],
  data: [
    ['Build and run data pipelines from many sources', '多様なデータソースからのデータパイプライン構築・運用'],
    [
      'Design the data warehouse used by analysts and product teams',
      'アナリストやプロダクトチームが使うデータ基盤の設計',
    ],
    ['Keep data quality high with tests and monitoring', 'テストと監視によるデータ品質の維持'],
    ['Support teams in making decisions with data', 'データに基づく意思決定の支援'],
  ],
  ml: [
    ['Build and improve machine learning models in production', '本番環境で動く機械学習モデルの開発・改善'],
    ['Turn research results into features customers use', '研究成果をお客様が使える機能にすること'],
    ['Design experiments and measure their impact', '実験設計と効果検証'],
    ['Build LLM-based features such as search and summaries', '検索や要約などLLMを活用した機能の開発'],
  ],
  qa: [
    ['Plan and design tests for new features', '新機能のテスト計画とテスト設計'],
    ['Automate regression tests', 'リグレッションテストの自動化'],
    ['Work with developers to prevent bugs early', '開発者と連携した不具合の未然防止'],
    ['Improve our quality metrics and release process', '品質指標とリリースプロセスの改善'],
  ],
  security: [
    ['Assess the security of our products and cloud setup', 'プロダクトとクラウド環境のセキュリティ評価'],
    ['Monitor alerts and respond to incidents', 'アラート監視とインシデント対応'],
    ['Define security rules and train developers', 'セキュリティ規程の策定と開発者向け教育'],
    ['Run vulnerability scans and follow up on fixes', '脆弱性診断の実施と修正のフォロー'],
  ],
  embedded: [
    ['Develop firmware for our devices', '自社製品のファームウェア開発'],
    ['Design software together with hardware engineers', 'ハードウェアエンジニアと協力したソフトウェア設計'],
    ['Test on real devices and improve quality', '実機での評価と品質改善'],
    ['Write specifications and design documents', '仕様書・設計書の作成'],
  ],
  game: [
    ['Implement game features and user interfaces', 'ゲーム機能とUIの実装'],
    ['Optimize performance on a range of devices', 'さまざまな端末でのパフォーマンス最適化'],
    ['Build tools that help planners and artists', 'プランナーやアーティストを支えるツールの開発'],
    ['Support live operations and events', '運営中タイトルのイベント対応'],
  ],
  pm: [
    ['Plan the roadmap with business and engineering teams', '事業部門・開発部門と連携したロードマップの策定'],
    ['Manage schedules, scope and risks of projects', 'プロジェクトのスケジュール・スコープ・リスク管理'],
    ['Write requirements and priorities that teams can act on', 'チームが動ける要件定義と優先順位付け'],
    ['Report progress to stakeholders in Japan and abroad', '国内外のステークホルダーへの進捗報告'],
  ],
  manager: [
    ['Lead a team of five to ten engineers', '5〜10名のエンジニアチームのマネジメント'],
    ['Hire and grow engineers through one-on-ones and feedback', '1on1やフィードバックを通じた採用と育成'],
    ['Make architecture decisions with the team', 'チームとともにアーキテクチャの意思決定を行うこと'],
    ['Improve how the team plans and delivers', 'チームの計画とデリバリーの改善'],
  ],
  bridge: [
    ['Connect our Japanese team with our offshore development team', '日本側と海外開発拠点との橋渡し'],
    ['Translate requirements and specifications', '要件や仕様書の翻訳・説明'],
    ['Manage the quality and schedule of offshore work', 'オフショア開発の品質・進捗管理'],
    ['Join client meetings and explain technical topics', '顧客との打ち合わせへの参加と技術的な説明'],
  ],
  consultant: [
    ['Understand client needs and propose solutions', 'お客様の課題をヒアリングし、解決策を提案すること'],
    ['Lead requirements definition and system design', '要件定義とシステム設計の推進'],
    ['Support implementation and go-live', '導入から本番稼働までの支援'],
    ['Run workshops with client teams', 'お客様とのワークショップの実施'],
  ],
  design: [
    ['Design user flows and screens for web and mobile', 'Web・モバイルの画面と導線の設計'],
    ['Run user interviews and usability tests', 'ユーザーインタビューとユーザビリティテストの実施'],
    ['Maintain our design system in Figma', 'Figmaでのデザインシステムの運用'],
    ['Work closely with engineers on implementation', 'エンジニアと密に連携した実装のサポート'],
  ],
  customer: [
    ['Explain our product to customers and answer technical questions', 'お客様への製品説明と技術的な質問への回答'],
    ['Support onboarding and integrations', '導入支援と他システムとの連携のサポート'],
    ['Share customer feedback with the product team', 'お客様の声をプロダクトチームに届けること'],
  ],
  corporate: [
    ['Run our company accounts, devices and SaaS tools', '社内アカウント・端末・SaaSの管理'],
    ['Improve security and help desk processes', 'セキュリティとヘルプデスク業務の改善'],
    ['Automate routine work for other departments', '他部署の定型業務の自動化'],
  ],
};

export const PREFERRED: readonly Bilingual[] = [
  ['Experience in a startup or a fast-growing team', 'スタートアップや急成長中のチームでの経験'],
  ['Experience leading a small team', '小規模チームのリードの経験'],
  ['Contributions to open source', 'オープンソースへの貢献'],
  ['Experience working with teams in several countries', '複数の国のメンバーと働いた経験'],
  ['Experience with cloud services such as AWS or Google Cloud', 'AWSやGoogle Cloudなどのクラウドサービスの利用経験'],
  ['Interest in our product and its users', '当社のプロダクトとユーザーへの関心'],
];

export const SELECTION_FLOWS: ReadonlyArray<readonly Bilingual[]> = [
  [
    ['Document screening', '書類選考'],
    ['Casual interview', 'カジュアル面談'],
    ['Technical interview', '技術面接'],
    ['Final interview', '最終面接'],
    ['Offer', '内定'],
  ],
  [
    ['Document screening', '書類選考'],
    ['Coding test', 'コーディングテスト'],
    ['First interview', '一次面接'],
    ['Final interview', '最終面接'],
    ['Offer', '内定'],
  ],
  [
    ['Document screening', '書類選考'],
    ['First interview (online)', '一次面接（オンライン）'],
    ['Second interview', '二次面接'],
    ['Final interview with the CEO', '社長面接'],
    ['Offer', '内定'],
  ],
  [
    ['Document screening', '書類選考'],
    ['Take-home assignment', '課題提出'],
    ['Team interview', 'チーム面接'],
    ['Offer', '内定'],
  ],
];

export const BENEFITS: readonly Bilingual[] = [
  ['Full social insurance', '各種社会保険完備'],
  ['Commuting allowance (up to ¥50,000 a month)', '交通費支給（月5万円まで）'],
  ['Remote work allowance', 'リモートワーク手当'],
  ['Flexible working hours', 'フレックスタイム制'],
  ['Paid leave from the first month', '入社初月から有給休暇付与'],
  ['Budget for books, courses and conferences', '書籍・研修・カンファレンス参加費の補助'],
  ['Free Japanese lessons', '日本語レッスン無料'],
  ['Relocation support for moving to Japan', '来日時の引っ越しサポート'],
  ['Housing allowance', '住宅手当'],
  ['Annual health check-up', '年1回の健康診断'],
  ['Bonus twice a year', '賞与年2回'],
  ['Stock options', 'ストックオプション制度'],
  ['Childcare and parental leave support', '育児休業・育児支援制度'],
  ['A new laptop of your choice', '好きなノートPCを支給'],
];
