/**
 * The blog's first articles (migration 0025, ADR 0031), for engineers who want to work in Japan.
 * Bodies use the blog's plain-text format: paragraphs split by a blank line, `## ` headings and
 * `- ` list items. Later articles are written in the admin console, not here.
 */
export const BLOG_ARTICLES = [
  {
    slug: 'work-visas-for-engineers-in-japan',
    published_at: '2026-11-02T01:00:00Z',
    title_en: 'Work visas for engineers in Japan: what you need and how it works',
    title_ja: 'エンジニアが日本で働くための就労ビザ：必要な条件と手続きの流れ',
    summary_en:
      'Most foreign engineers work in Japan on the “Engineer / Specialist in Humanities / International Services” status. Here is who qualifies, how the employer-led application works, how long it takes, and what to do when you change jobs.',
    summary_ja:
      '日本で働く外国人エンジニアの多くは在留資格「技術・人文知識・国際業務」で就労しています。取得の条件、企業が行う申請の流れ、かかる期間、転職時の手続きをまとめました。',
    body_en: `
In Japan, what lets you work is your status of residence (zairyū shikaku), not the visa sticker in your passport. The visa gets you into the country; the status printed on your residence card decides which work you may do and for how long.

## The usual status: Engineer / Specialist in Humanities / International Services

Almost every software engineer hired from abroad works on this status (技術・人文知識・国際業務, often shortened to “gijinkoku”). It covers development, infrastructure, QA, data and similar work that uses specialised knowledge. To qualify you normally need one of:

- a university degree (or a diploma from a Japanese vocational school) in a subject related to the job, for example computer science or engineering;
- ten years of professional experience in the field, counting the years you studied it;
- a pass in one of the IT exams the Ministry of Justice recognises, such as Japan’s Fundamental Information Technology Engineer Examination or the equivalent exams of several Asian countries.

The employer must also offer a real contract for that kind of work, with pay at least equal to what a Japanese employee would receive for the same job. A period of stay of 3 months, 1 year, 3 years or 5 years is granted; a first grant is often 1 year, longer periods follow as you renew.

## How the application works when you are abroad

- You accept an offer and sign the contract (or a written offer).
- The employer, or an immigration lawyer (gyōseishoshi) acting for it, applies for a Certificate of Eligibility (在留資格認定証明書) at the regional immigration bureau. You provide your passport details, photo, diploma and CV.
- Processing usually takes one to three months. The certificate is valid for three months from issue.
- You take the certificate to the Japanese embassy or consulate where you live and apply for the visa, which usually takes a few working days.
- You receive your residence card on arrival at Narita, Haneda, Kansai, Chūbu and the other main airports. Within 14 days of moving in, register your address at the city or ward office.

If you already live in Japan on another status, for example as a student, you apply for a change of status instead. You may start the new job only once the change is granted.

## Highly Skilled Professional

The Highly Skilled Professional status (高度専門職) is points-based: education, years of experience, annual salary, age, Japanese ability and other items earn points. At 70 points you get a 5-year stay, can bring a parent or a domestic worker in some cases, and may apply for permanent residence after 3 years; at 80 points, after 1 year. Engineers with a master’s degree and a good salary often reach 70 points, so it is worth calculating your score with the point sheet of the Immigration Services Agency.

## Changing jobs

Your status stays valid when you change employers, as long as the new work is still covered by it. Within 14 days of leaving and of joining you must notify the Immigration Services Agency (online, by post or at a bureau). Many people also ask for a Certificate of Authorized Employment (就労資格証明書) for the new job, so that the next renewal holds no surprise.

## How Hashi helps

Every posting on Hashi says whether the company sponsors a work visa, and you can filter the search on it. Companies that sponsor are used to the Certificate of Eligibility process and usually handle it with their own lawyer.

This article is general information as of November 2026. Rules change: for your own case, check the Immigration Services Agency of Japan’s website or ask an immigration lawyer.
`,
    body_ja: `
日本で働けるかどうかを決めるのは、パスポートに貼られる「ビザ（査証）」ではなく「在留資格」です。ビザは入国のためのもので、在留カードに記載される在留資格によって、どのような仕事をどのくらいの期間できるかが決まります。

## エンジニアの多くは「技術・人文知識・国際業務」

海外から採用されるソフトウェアエンジニアのほとんどは、在留資格「技術・人文知識・国際業務」（いわゆる「技人国」）で就労しています。開発、インフラ、QA、データ分析など、専門知識を活かす業務が対象です。主な要件は次のいずれかです。

- 業務に関連する分野（情報工学など）で大学を卒業していること、または日本の専門学校を修了していること
- その分野で10年以上の実務経験があること（関連分野を学んだ期間を含む）
- 法務大臣が告示で定める情報処理技術に関する試験（日本の基本情報技術者試験や、アジア各国の同等の試験など）に合格していること

あわせて、雇用する企業が該当する業務の契約を結び、日本人が同じ仕事をする場合と同等以上の報酬を支払うことも必要です。在留期間は5年・3年・1年・3か月のいずれかで、初回は1年となることが多く、更新を重ねると長い期間が認められやすくなります。

## 海外から申請する場合の流れ

- 内定を承諾し、雇用契約書（または労働条件通知書）を取り交わします。
- 企業（または企業から依頼を受けた行政書士）が、地方出入国在留管理局に「在留資格認定証明書」の交付を申請します。パスポートの情報、証明写真、卒業証明書、職務経歴書などをご用意ください。
- 審査にはおおむね1～3か月かかります。証明書の有効期間は交付日から3か月です。
- 証明書を持って、お住まいの国の日本大使館・総領事館でビザを申請します。通常は数営業日で発給されます。
- 成田・羽田・関西・中部などの主要空港で、入国時に在留カードが交付されます。住居を定めてから14日以内に、市区町村の役所で住民登録を行ってください。

留学などほかの在留資格ですでに日本にお住まいの場合は、「在留資格変更許可申請」を行います。新しい仕事を始められるのは、変更が許可されてからです。

## 高度専門職

「高度専門職」は、学歴・職歴・年収・年齢・日本語能力などをポイントで評価する在留資格です。70点以上で在留期間5年が認められ、条件によっては親や家事使用人の帯同も可能です。永住許可申請までの期間も、70点以上なら3年、80点以上なら1年に短縮されます。修士号を持ち一定の年収があるエンジニアは70点に届くことも多いため、出入国在留管理庁のポイント計算表で一度確認してみることをおすすめします。

## 転職するとき

転職後の仕事が同じ在留資格の範囲内であれば、在留資格はそのまま有効です。ただし、退職したとき・新しい会社に入社したときは、それぞれ14日以内に出入国在留管理庁へ「所属機関に関する届出」を行う必要があります（オンライン・郵送・窓口のいずれでも可能です）。次回の更新を安心して迎えるために、新しい職場で「就労資格証明書」の交付を受けておく方も多くいます。

## Hashiでできること

Hashiの求人には、就労ビザのサポートの有無がすべて記載されており、検索条件で絞り込むこともできます。ビザをサポートしている企業の多くは在留資格認定証明書の手続きに慣れており、提携する行政書士を通じて申請を進めてくれます。

本記事は2026年11月時点の一般的な情報です。制度は変わることがありますので、ご自身のケースについては出入国在留管理庁のウェブサイトをご確認いただくか、行政書士にご相談ください。
`,
  },
  {
    slug: 'how-to-read-a-japanese-job-posting',
    published_at: '2026-11-09T01:00:00Z',
    title_en: 'How to read a Japanese job posting: the words that matter',
    title_ja: '日本の求人票の読み方：押さえておきたい用語',
    summary_en:
      'Japanese job postings follow a fixed layout and a vocabulary of their own. “Kanzen shūkyū futsuka-sei”, fixed overtime pay, expected annual income: what each term really tells you about the job.',
    summary_ja:
      '日本の求人票には決まった構成と独特の用語があります。「完全週休2日制」「固定残業代」「想定年収」など、外国人エンジニアがつまずきやすい言葉の意味を解説します。',
    body_en: `
Most Japanese job postings follow the same order: the job, the requirements, the conditions, and the selection process. Once you know the headings and a dozen terms, you can read one in a few minutes, even with basic Japanese.

## The job and the requirements

- 仕事内容 (shigoto naiyō): what you will do. Look for the product, the team size and the tech stack.
- 必須 / 応募資格 (hissu / ōbo shikaku): the requirements. Companies mean them: apply only if you meet them or come very close.
- 歓迎 (kangei): “welcome” skills, nice to have. Nobody meets them all.
- 日本語: ビジネスレベル means you can hold meetings and write e-mails in Japanese (roughly JLPT N2 or above); 日常会話レベル is everyday conversation (roughly N3).

## Contract and pay

- 雇用形態 (koyō keitai): 正社員 is a permanent employee with no fixed end date; 契約社員 a fixed-term contract; 派遣社員 a dispatched worker employed by an agency; 業務委託 a freelance contract with no employment protection.
- 想定年収 (sōtei nenshū): the expected annual income, for example 500万円〜800万円, which means 5 to 8 million yen a year before tax. 万 is ten thousand.
- 月給 (gekkyū): monthly salary. Check whether the annual figure includes 賞与 (shōyo, bonus), often paid twice a year and not guaranteed.
- 固定残業代 / みなし残業 (kotei zangyō-dai / minashi zangyō): fixed overtime pay. “月30時間分を含む” means the salary already includes pay for 30 hours of overtime a month; hours beyond that must be paid extra. Compare base pay, not only the total.
- 試用期間 (shiyō kikan): probation, usually 3 to 6 months. The conditions during probation are sometimes lower; the posting must say so.

## Hours and days off

- フレックスタイム制 (furekkusu taimu-sei): flexible hours; コアタイム is the core time when everyone must be working.
- リモートワーク可 / 在宅勤務 (rimōto wāku ka / zaitaku kinmu): remote work allowed. Read the details: 一部 or 週2日 means only part of the week.
- 完全週休2日制 (kanzen shūkyū futsuka-sei): two days off every week. Without 完全, 週休2日制 only means at least one week a month has two days off.
- 年間休日 (nenkan kyūjitsu): days off a year. 120 days or more is a good level; it does not include your paid leave (有給休暇).
- 社会保険完備 (shakai hoken kanbi): health insurance, pension and employment insurance are provided, as the law requires for employees.

## The selection process

選考フロー lists the steps, typically 書類選考 (document screening) → 一次面接 (first interview) → 最終面接 (final interview) → 内定 (offer). Some companies add a coding test (コーディングテスト) or a 適性検査 (aptitude test). Ask in which language each interview takes place.

## On Hashi

Every posting on Hashi shows the salary range or says that it is negotiable, the Japanese level required, whether the company sponsors a visa and how much remote work is possible, in English and in Japanese. If something is unclear, you can ask the company through Hashi’s messages once it has contacted you or you are in selection.
`,
    body_ja: `
日本の求人票の多くは「仕事内容」「応募資格」「待遇・条件」「選考フロー」の順に書かれています。見出しと十数個の用語を押さえておけば、日本語に自信がなくても数分で要点をつかめるようになります。

## 仕事内容と応募資格

- 仕事内容：担当する業務です。プロダクト、チームの規模、技術スタックを確認しましょう。
- 必須（応募資格）：応募に必要な条件です。企業は実際にこの条件で判断しますので、満たしているか、ほぼ満たしている場合に応募しましょう。
- 歓迎：あれば望ましいスキルです。すべてを満たしている方はほとんどいません。
- 日本語レベル：「ビジネスレベル」は日本語で会議やメールのやり取りができる水準（目安はJLPT N2以上）、「日常会話レベル」は日常的な会話ができる水準（目安はN3程度）です。

## 雇用形態と給与

- 雇用形態：「正社員」は期間の定めのない雇用、「契約社員」は期間の定めのある雇用、「派遣社員」は派遣会社に雇用されて派遣先で働く形態、「業務委託」は雇用ではなく個人として業務を請け負う契約です。
- 想定年収：たとえば「500万円～800万円」は、税引き前で年間500万～800万円という意味です。
- 月給：毎月の給与です。年収に「賞与」（多くは年2回、金額は保証されないことがあります）が含まれているかを確認しましょう。
- 固定残業代（みなし残業）：「月30時間分を含む」とあれば、給与に月30時間分の残業代があらかじめ含まれています。それを超えた残業には別途支払いが必要です。総額だけでなく基本給も比べましょう。
- 試用期間：多くは3～6か月です。試用期間中の条件が異なる場合は、求人票に記載されている必要があります。

## 勤務時間と休日

- フレックスタイム制：始業・終業の時刻を自分で決められる制度です。「コアタイム」は必ず勤務する時間帯です。
- リモートワーク可・在宅勤務：「一部」「週2日」などの記載があれば、在宅勤務は週の一部に限られます。
- 完全週休2日制：毎週2日の休みがあります。「完全」がつかない「週休2日制」は、月に1回以上、週2日の休みがある週があるという意味です。
- 年間休日：1年間の休日数です。120日以上がひとつの目安で、有給休暇は含まれません。
- 社会保険完備：健康保険・厚生年金・雇用保険などに加入できることを示します（法律で定められた加入です）。

## 選考フロー

一般的には「書類選考 → 一次面接 → 最終面接 → 内定」という流れです。コーディングテストや適性検査が加わることもあります。それぞれの面接が何語で行われるかも、事前に確認しておくと安心です。

## Hashiの求人では

Hashiの求人には、給与の範囲（または「応相談」）、必要な日本語レベル、就労ビザのサポートの有無、リモートワークの可否が、英語と日本語の両方で必ず記載されています。わからない点は、企業から連絡があった後や選考中であれば、Hashiのメッセージで企業に直接質問できます。
`,
  },
  {
    slug: 'jlpt-and-working-in-japan',
    published_at: '2026-11-16T01:00:00Z',
    title_en: 'The JLPT and your job search: which level do you really need?',
    title_ja: 'JLPTと仕事探し：実際にどのレベルが必要なのか',
    summary_en:
      'What the five JLPT levels mean to Japanese employers, when the test is held, how it earns points toward the Highly Skilled Professional status, and how to find jobs that match the Japanese you have today.',
    summary_ja:
      'JLPTの5つのレベルが企業にとってどのような意味を持つのか、試験の時期、高度専門職ポイントとの関係、そして今の日本語力に合った求人の探し方を解説します。',
    body_en: `
The Japanese-Language Proficiency Test (JLPT, 日本語能力試験) is the certificate Japanese employers know best. It has five levels, from N5 (basic) to N1 (advanced), and it is a pass-or-fail exam of reading and listening: there is no speaking or writing part.

## What each level means at work

- N1: you can read documents and follow meetings on most subjects. Companies that work entirely in Japanese often ask for it.
- N2: the usual requirement for “business level” Japanese. You can work in a Japanese team, with some effort on technical documents.
- N3: everyday conversation. Enough for many international teams where the working language is English but life around the office is Japanese.
- N4 and N5: basic Japanese. Many English-speaking engineering teams hire at these levels, or with no certificate at all.

Employers also judge your Japanese in the interview. A candidate who speaks comfortably without a certificate often does better than one with N2 who hesitates, so say in your profile how you use Japanese in practice.

## When and where to take it

In Japan the JLPT is held twice a year, on the first Sunday of July and of December. Many cities abroad hold it once or twice a year; check the official site for your country, as registration closes about three months before the test. Results come out about two months later, and the certificate does not expire, although some employers prefer a recent result.

To pass N1 you need 100 points out of 180, with a minimum in each section. Business Japanese has its own test, the BJT, which scores you on a scale rather than pass or fail; a few companies ask for it instead.

## The JLPT and your visa

Japanese ability earns points for the Highly Skilled Professional status: N1 gives 15 points and N2 gives 10. With a master’s degree and a good salary, that can be what takes you over the 70-point line, which gives a 5-year stay and a faster route to permanent residence.

## Finding jobs that fit your Japanese

On Hashi, add your JLPT level (or “none”) in the languages section of your profile. In the job search, the Japanese level filter shows postings that ask for your level or an easier one, and every posting says how often English is used at work. Companies that search for candidates see your level too, so an accurate profile brings you scouts that match.
`,
    body_ja: `
日本語能力試験（JLPT）は、日本の企業に最もよく知られている日本語の資格です。N5（基礎）からN1（上級）までの5段階があり、読解と聴解で合否を判定する試験です。話す力・書く力を測る科目はありません。

## 仕事の場面で各レベルが意味すること

- N1：幅広い話題の文書を読み、会議の内容を理解できるレベルです。社内のやり取りがすべて日本語の企業では、N1を求めることが多くあります。
- N2：「ビジネスレベル」の条件として最も一般的です。技術文書には多少の工夫が必要でも、日本人のチームで働くことができます。
- N3：日常会話ができるレベルです。業務は英語で、職場の周りの生活は日本語という国際的なチームであれば、十分なことも多くあります。
- N4・N5：基礎的な日本語です。英語で開発を進めるチームの多くは、このレベル、または資格がなくても採用しています。

企業は面接での会話からも日本語力を判断します。資格がなくても自然に話せる方が、N2を持っていても言葉に詰まる方より評価されることもあります。プロフィールには、実際に日本語をどのように使っているかも書いておきましょう。

## 試験の時期と受験地

日本国内では年2回、7月と12月の第1日曜日に実施されます。海外でも多くの都市で年1～2回実施されていますが、申込みは試験の約3か月前に締め切られるため、お住まいの国の公式サイトで早めにご確認ください。結果は約2か月後に発表されます。認定に有効期限はありませんが、最近の結果を重視する企業もあります。

N1の合格には、180点中100点以上と、各得点区分の基準点が必要です。ビジネスの場での日本語力を測る試験としては、合否ではなくスコアで評価するBJTビジネス日本語能力テストもあり、こちらを条件とする企業もあります。

## JLPTと在留資格

日本語能力は「高度専門職」のポイント評価の対象で、N1は15点、N2は10点です。修士号と一定の年収がある方にとっては、このポイントで70点に届くこともあります。70点以上で在留期間5年が認められ、永住許可申請までの期間も短くなります。

## 日本語力に合った求人を探すには

Hashiでは、プロフィールの語学欄にJLPTのレベル（または「なし」）を登録してください。求人検索の日本語レベルの条件では、ご自身のレベル以下を求める求人が表示されます。また、各求人には業務での英語の使用頻度も記載されています。企業も候補者を探すときにレベルを確認しますので、正確なプロフィールにしておくと、ご自身に合ったスカウトが届きやすくなります。
`,
  },
] as const;
