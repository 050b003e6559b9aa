import { useSignedIn } from '../../relay/useSignedIn';
import { LegalPage, type LegalSection } from '../../components/LegalPage';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../../components/PublicFooter';

const SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <p>Nugget only works with the information you choose to connect. Depending on how you use the service, we collect the following categories of data:</p>
        <h3>Email content and metadata</h3>
        <p>
          When you connect a mailbox, we retrieve the messages in it: the subject, body text and HTML, sender and recipients (To, Cc and Bcc), dates, thread and
          message identifiers, labels and folders, and read, starred and archived flags. We need this to score your mail, find commitments and show your
          messages in Nugget.
        </p>
        <h3>Attachments, only when you choose</h3>
        <p>
          We record the name, type and size of attachments so you can see them in a message. We only download or read the content of an attachment when you ask
          us to — for example when you open, download or mine it. Attachment content is never sent to an AI model unless you explicitly request it.
        </p>
        <h3>OAuth tokens and connection credentials</h3>
        <p>
          When you connect Gmail, Outlook, Yahoo or another provider, that provider gives us access and refresh tokens (or, for IMAP accounts, an app password
          you supply). These let Nugget read and, where you allow it, send mail on your behalf. We never see your provider password when you use OAuth.
        </p>
        <h3>Account information</h3>
        <p>
          Your name, email address, profile picture (if your sign-in provider shares one), the password hash for email-and-password accounts, your settings and
          preferences, and the names of the ventures you organise your accounts under.
        </p>
        <h3>AI-generated data</h3>
        <p>
          The results of analysing your mail: nugget scores, categories, priorities, summaries, suggested replies, extracted commitments and deadlines, detected
          financial transactions, todos, calendar items, XP, streaks and levels, and the questions you ask Ask Nugget together with their answers.
        </p>
        <h3>Technical data</h3>
        <p>
          IP address, browser and device type, session cookies, timestamps of requests, and error reports. We use these to keep you signed in, secure the
          service and fix problems. We do not use third-party advertising trackers.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <>
        <p>We use the information above for the following purposes, and for no others:</p>
        <ul>
          <li>
            <strong>To provide the service:</strong> syncing your mailboxes, scoring and categorising messages, extracting commitments, building todos and
            calendar items, tracking financial transactions and answering your Ask Nugget searches.
          </li>
          <li>
            <strong>To run the gamification features:</strong> computing XP, levels, streaks and nuggets from the actions you take.
          </li>
          <li>
            <strong>To send mail you ask us to send:</strong> replies, forwards and new messages you compose, including AI-drafted text you have reviewed.
          </li>
          <li>
            <strong>To keep Nugget secure and reliable:</strong> authenticating you, detecting abuse, rate-limiting, diagnosing errors and measuring
            performance.
          </li>
          <li>
            <strong>To communicate with you:</strong> service notices, security alerts and answers to your support requests. We send marketing email only if you
            opt in, and you can opt out at any time.
          </li>
        </ul>
        <p>
          We do not sell your personal information. We do not use the content of your email for advertising, and we do not use it to train general-purpose AI
          models. Our use of information received from Google APIs adheres to the Google API Services User Data Policy, including its Limited Use requirements.
        </p>
      </>
    ),
  },
  {
    id: 'protect',
    title: 'How we protect your information',
    body: (
      <>
        <p>
          Security is built into how Nugget stores and moves your data. All traffic between your browser, our servers and your mail providers is encrypted in
          transit with TLS. OAuth refresh tokens and IMAP passwords are sealed at rest with AES-256-GCM under a key that is kept separate from the database, and
          account passwords are stored only as salted Argon2 hashes.
        </p>
        <p>
          Sessions use secure, HTTP-only cookies that are rotated when you sign in and destroyed when you sign out. Message HTML is sanitised before it reaches
          your browser, so a malicious email cannot run code in Nugget. Every piece of data is tied to its owner, and every request is checked so that one user
          can never read or change another user&apos;s data.
        </p>
        <p>
          For teams, access is role-based: members see only the ventures and accounts they have been granted. Administrative access to production systems
          requires multi-factor authentication, is limited to the staff who need it to operate the service, and is logged.
        </p>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities without
          undue delay, as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'share',
    title: 'How we share information',
    body: (
      <>
        <p>We share information only in the following situations:</p>
        <ul>
          <li>
            <strong>AI model provider.</strong> To analyse your mail, the content of the emails you connect (subject, body, sender and recipients) is sent to a
            third-party AI model. The provider processes it only to return the analysis to us, under a contract that forbids it from using your data to train
            its models or keeping it longer than needed to answer the request. Where a deployment of Nugget uses a local analyzer instead, your email content
            does not leave our servers.
          </li>
          <li>
            <strong>Your mail providers.</strong> Google, Microsoft, Yahoo and the other providers you connect receive the requests needed to sync and send your
            mail, under their own privacy policies.
          </li>
          <li>
            <strong>Infrastructure providers.</strong> Hosting, database, backup and error-reporting vendors process data on our behalf and under our
            instructions, bound by confidentiality and data-protection terms.
          </li>
          <li>
            <strong>Legal requirements.</strong> We disclose information when required by law, subpoena or court order, and we will tell you about such a
            request unless we are legally prohibited from doing so.
          </li>
          <li>
            <strong>Business transfers.</strong> If Nugget is involved in a merger, acquisition or sale of assets, your information may be transferred as part
            of that transaction, and this policy will continue to protect it.
          </li>
        </ul>
        <p>Other than that, we share your information only with your explicit consent.</p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Wherever you live, you can exercise the following rights over your data:</p>
        <ul>
          <li>
            <strong>Access and export:</strong> request a copy of the personal data we hold about you in a portable format.
          </li>
          <li>
            <strong>Correction:</strong> update your account details at any time in Settings, or ask us to correct anything you cannot change yourself.
          </li>
          <li>
            <strong>Deletion:</strong> delete individual accounts, emails or your whole Nugget account. Account deletion is completed within 30 days of your
            request.
          </li>
          <li>
            <strong>Revoking access:</strong> disconnect a mailbox in Nugget, or revoke Nugget&apos;s access directly in your Google, Microsoft or Yahoo account
            settings. We stop syncing immediately.
          </li>
          <li>
            <strong>Objection and restriction:</strong> ask us to stop or limit a particular use of your data, including AI analysis of a specific account.
          </li>
        </ul>
        <p>
          To exercise any of these rights, write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We respond to urgent privacy matters within 48
          hours and to all other requests within the time the law allows. You also have the right to lodge a complaint with your local data-protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <>
        <p>We keep your data only as long as we need it to provide the service:</p>
        <ul>
          <li>Email content, analysis results and account data are kept while your account is active.</li>
          <li>When you request account deletion, we delete your data within 30 days of the request.</li>
          <li>
            When you cancel your subscription or your account is terminated, your data is kept for 30 days so you can export it or change your mind, and is then
            deleted.
          </li>
          <li>Inactive accounts (no sign-in for 12 months) are deleted, after we give you 30 days&apos; notice by email.</li>
          <li>Usage logs are kept for 12 months, and error logs for 6 months.</li>
          <li>Backups are rotated so that deleted data disappears from them within 90 days.</li>
        </ul>
        <p>We may keep a minimal record longer when the law requires it (for example, invoices for tax purposes), and only for that purpose.</p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International data transfers',
    body: (
      <>
        <p>
          Nugget and the service providers we rely on may process data in countries other than the one you live in, including the United States. Those countries
          may have data-protection laws that differ from yours.
        </p>
        <p>
          When we transfer personal data out of the European Economic Area, the United Kingdom or Switzerland, we rely on the European Commission&apos;s
          Standard Contractual Clauses or another lawful transfer mechanism, together with the technical safeguards described above. You can ask us for a copy
          of the relevant safeguards.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Nugget is a professional tool and is not directed at children. We do not knowingly collect personal information from anyone under 16. If you believe a
        child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Nugget evolves. For material changes we will give you at least 30 days&apos; notice by email and in the app before they
        take effect. The date at the top of this page shows when it was last revised.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data? Write to our privacy team at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, or to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> for anything else.
      </p>
    ),
  },
];

/** /privacy-policy */
export default function PrivacyPolicy() {
  const signedIn = useSignedIn();
  return (
    <LegalPage
      title="Privacy Policy"
      signedIn={signedIn}
      sections={SECTIONS}
      intro={
        <>
          <p>
            Nugget (&quot;Nugget&quot;, &quot;we&quot;, &quot;us&quot;) helps professionals who run several ventures turn their email into commitments, todos
            and insight. Doing that means handling some of the most sensitive data you have, and we take that responsibility seriously.
          </p>
          <p>
            This policy explains what we collect, why, who can see it, how long we keep it and the control you have over it. It applies to the Nugget web
            application and its APIs.
          </p>
        </>
      }
    />
  );
}
