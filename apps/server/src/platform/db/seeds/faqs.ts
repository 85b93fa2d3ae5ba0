/**
 * The FAQ that migration 20261126-0023 writes (ADR 0029): categories with their items, in both
 * languages, saying how Hashi works as built (spec §2–§9 and ADRs 0007, 0018, 0021, 0023, 0026).
 * Admins edit them from the console afterwards; this is only the starting content.
 */
export interface FaqItemSeed {
  en: [question: string, answer: string];
  ja: [question: string, answer: string];
  /** Shown only to signed-in registered applicants (spec §6 'after login'). */
  afterLogin?: boolean;
}

export interface FaqCategorySeed {
  en: string;
  ja: string;
  items: FaqItemSeed[];
}

export const FAQ_SEED: FaqCategorySeed[] = [
  {
    en: 'Account and sign-up',
    ja: 'アカウント・会員登録',
    items: [
      {
        en: [
          'How do I sign up?',
          'Choose "Sign up", enter your e-mail address and a password of at least 8 characters with letters and digits, and agree to the terms. We send you an e-mail with a link: open it to verify your account, then complete your profile. You can also sign up with Google, Facebook, LinkedIn or GitHub.',
        ],
        ja: [
          '会員登録の方法を教えてください。',
          '「新規登録」からメールアドレスと、英字と数字を含む8文字以上のパスワードを入力し、利用規約に同意してください。確認用のリンクをメールでお送りしますので、リンクを開いてアカウントを認証し、プロフィールを入力してください。Google・Facebook・LinkedIn・GitHubのアカウントでも登録できます。',
        ],
      },
      {
        en: [
          'The verification e-mail did not arrive. What should I do?',
          'Check your spam or junk folder first. If the link in the e-mail says it is invalid or expired, choose "Register Again" on that page and sign up once more with the same address; a new link is sent.',
        ],
        ja: [
          '認証メールが届きません。',
          'まず迷惑メールフォルダをご確認ください。メールのリンクを開いて「無効または期限切れ」と表示された場合は、その画面の「もう一度登録する」から同じメールアドレスでもう一度ご登録ください。新しいリンクをお送りします。',
        ],
      },
      {
        en: [
          'I forgot my password.',
          'Choose "Forgot your password?" on the login page and enter your e-mail address. If the address has an account, we send a link to set a new password. The new password must be 8 to 20 characters with letters and digits.',
        ],
        ja: [
          'パスワードを忘れてしまいました。',
          'ログイン画面の「パスワードをお忘れの方」からメールアドレスを入力してください。登録済みのアドレスであれば、新しいパスワードを設定するリンクをお送りします。パスワードは英字と数字を含む8〜20文字で設定してください。',
        ],
      },
      {
        en: [
          'How do I change my e-mail address?',
          'Go to Account settings and open the e-mail address section. Enter the new address and your current password; we send a six-digit code to the new address. Enter the code to finish the change.',
        ],
        ja: [
          'メールアドレスを変更したいです。',
          '「アカウント設定」のメールアドレスの項目から、新しいメールアドレスと現在のパスワードを入力してください。新しいアドレスに6桁の確認コードをお送りしますので、そのコードを入力すると変更が完了します。',
        ],
        afterLogin: true,
      },
    ],
  },
  {
    en: 'Profile and CV',
    ja: 'プロフィール・履歴書',
    items: [
      {
        en: [
          'Can I fill in my profile from my CV?',
          'Yes. Upload your CV (PDF, DOC, DOCX, RTF or TXT, up to 5 MB) and Hashi reads it and fills in your profile. Check each section before you save: reading a CV is never perfect.',
        ],
        ja: [
          '履歴書からプロフィールを入力できますか？',
          'はい。履歴書・職務経歴書（PDF・DOC・DOCX・RTF・TXT、5MBまで）をアップロードすると、内容を読み取ってプロフィールに反映します。読み取り結果が正確でない場合もありますので、保存前に各項目をご確認ください。',
        ],
      },
      {
        en: [
          'What photo and video can I add?',
          'A profile photo in JPG or PNG up to 5 MB, and a short self-introduction video up to 50 MB (MP4, MOV or WebM work best). About 30 seconds, under 1280×720, is enough.',
        ],
        ja: [
          'どのような写真・動画を登録できますか？',
          'プロフィール写真はJPGまたはPNG形式で5MBまで、自己紹介動画は50MBまで（MP4・MOV・WebM推奨）登録できます。動画は30秒程度、解像度1280×720以下がおすすめです。',
        ],
      },
      {
        en: [
          'Can I stop a company from seeing my profile?',
          'Yes. Add the company to your excluded companies (in your preferences or account settings). Excluded companies cannot see your profile or find you in their search.',
        ],
        ja: [
          '特定の企業にプロフィールを見られないようにできますか？',
          'はい。希望条件またはアカウント設定の「ブロック企業」に登録してください。登録した企業はあなたのプロフィールを閲覧・検索できなくなります。',
        ],
        afterLogin: true,
      },
    ],
  },
  {
    en: 'Applying, scouts and Know More',
    ja: '応募・スカウト・話を聞いてみたい',
    items: [
      {
        en: [
          'How do I apply for a job?',
          'Open the job and choose "Apply". Some companies ask a few questions first: answer all of them, confirm, and your application is sent. You can apply to each job once. The company is notified of your application within a week.',
        ],
        ja: [
          '求人に応募するには？',
          '求人詳細の「応募する」から応募できます。企業によっては事前の質問がありますので、すべてに回答してから確定してください。同じ求人には1回のみ応募できます。応募内容は1週間以内に企業へ通知されます。',
        ],
      },
      {
        en: [
          'What are Know More, pins and scouts?',
          'Know More tells a company that you would like to hear more about a job before you apply. A pin is a company showing interest in you; when you have said Know More and the company pins you (or the other way round), you are matched and can talk. A scout is a company inviting you to a job: you can apply, ask to know more, or decline.',
        ],
        ja: [
          '「話を聞いてみたい」「ピン」「スカウト」とは何ですか？',
          '「話を聞いてみたい」は、応募の前に求人についてもっと知りたいことを企業に伝える機能です。「ピン」は企業があなたに興味を示したことを表します。あなたが「話を聞いてみたい」を送り企業がピンを返した場合（またはその逆）、マッチングが成立してやり取りができるようになります。「スカウト」は企業からの求人への招待で、応募・「話を聞いてみたい」・辞退から選んで返信できます。',
        ],
      },
      {
        en: [
          'Can I cancel Know More or an application?',
          'No. Know More cannot be cancelled, and an application stays with the company. If you no longer want a job, tell the company in your messages. You cannot apply again to a position or company you declined.',
        ],
        ja: [
          '「話を聞いてみたい」や応募を取り消せますか？',
          'いいえ、「話を聞いてみたい」は取り消せません。また、応募も企業側に残ります。選考を辞退したい場合はメッセージで企業へお伝えください。なお、辞退したポジションや企業に再度応募することはできません。',
        ],
        afterLogin: true,
      },
      {
        en: [
          'How long does a scout stay open?',
          'A scout you have not replied to expires after 30 days. Reply while it is open if the job interests you.',
        ],
        ja: [
          'スカウトに有効期限はありますか？',
          '返信していないスカウトは30日で期限切れになります。興味のある求人には期限内にご返信ください。',
        ],
        afterLogin: true,
      },
    ],
  },
  {
    en: 'Messages',
    ja: 'メッセージ',
    items: [
      {
        en: [
          'When can I message a company?',
          'You can write to a company when you reply to its like, scout or pin, or once you are in its selection process after applying. You cannot start a conversation with a company out of nowhere.',
        ],
        ja: [
          '企業にメッセージを送れるのはいつですか？',
          '企業からの「いいね」・スカウト・ピンに返信するとき、または応募後に選考が進んでいるときにメッセージを送れます。企業へ突然メッセージを送ることはできません。',
        ],
      },
      {
        en: [
          'Why is part of my message hidden?',
          'Contact details such as e-mail addresses, phone numbers and messenger IDs are hidden in messages until the selection reaches the first interview. This protects you from being contacted outside Hashi before you know the company. Sent messages cannot be edited or deleted.',
        ],
        ja: [
          'メッセージの一部が表示されないのはなぜですか？',
          'メールアドレス・電話番号・メッセンジャーIDなどの連絡先は、選考が一次面接に進むまでメッセージ上で非表示になります。企業のことをよく知る前に、Hashiの外で連絡を受けることがないようにするためです。なお、送信したメッセージは編集・削除できません。',
        ],
        afterLogin: true,
      },
      {
        en: [
          'How do I report a message?',
          'Open the message, choose "Report" and pick a reason. The message is hidden from you at once, and our team reviews the report.',
        ],
        ja: [
          '不適切なメッセージを通報するには？',
          'メッセージの「通報」を選び、理由を選択してください。通報したメッセージはすぐに非表示になり、運営チームが内容を確認します。',
        ],
        afterLogin: true,
      },
    ],
  },
  {
    en: 'Privacy and account deletion',
    ja: '個人情報・退会',
    items: [
      {
        en: [
          'What can companies see about me?',
          'Before you apply or match, companies see your profile without your name, employers or schools. Your name and date of birth are shared when you apply or match. Your e-mail, phone number and address are shared only once the selection reaches the first interview.',
        ],
        ja: [
          '企業にはどの情報が公開されますか？',
          '応募またはマッチングの前は、氏名・勤務先・学校名を除いたプロフィールのみが公開されます。応募またはマッチングすると氏名と生年月日が企業に伝わります。メールアドレス・電話番号・住所は、選考が一次面接に進んでから公開されます。',
        ],
      },
      {
        en: [
          'How do I delete my account?',
          'Go to Account settings, open the account deletion page, choose a reason and confirm. Your profile and sign-in details are removed at once and companies can no longer see you. You can sign up again later with the same e-mail address.',
        ],
        ja: [
          '退会するにはどうすればよいですか？',
          '「アカウント設定」の退会ページから理由を選び、確認のうえ手続きしてください。プロフィールとログイン情報はすぐに削除され、企業からは見えなくなります。同じメールアドレスで後から再登録することもできます。',
        ],
      },
      {
        en: [
          'How do I request disclosure of my personal information?',
          'Send a written request through the inquiry form. A disclosure request costs 1,000 yen, and we reply in writing within 2 weeks.',
        ],
        ja: [
          '個人情報の開示を請求したいです。',
          'お問い合わせフォームから開示請求の旨をご連絡ください。開示請求の手数料は1,000円で、2週間以内に書面で回答いたします。',
        ],
      },
    ],
  },
  {
    en: 'Fees and support',
    ja: '料金・サポート',
    items: [
      {
        en: [
          'Does Hashi cost anything?',
          'No. Hashi is free for job seekers: signing up, applying, talking to companies and video interviews cost nothing.',
        ],
        ja: [
          '利用料金はかかりますか？',
          'いいえ。求職者の方は会員登録・応募・企業とのやり取り・動画面接まで、すべて無料でご利用いただけます。',
        ],
      },
      {
        en: [
          'How soon will you answer my inquiry?',
          'We reply by e-mail within 5 business days, in the language you wrote in.',
        ],
        ja: [
          'お問い合わせへの回答にはどのくらいかかりますか？',
          '5営業日以内に、お問い合わせいただいた言語でメールにて回答いたします。',
        ],
      },
    ],
  },
];
