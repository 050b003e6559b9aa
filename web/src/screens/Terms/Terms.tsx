import { Link as RouterLink } from 'react-router-dom';
import { useSignedIn } from '../../relay/useSignedIn';
import { LegalPage, type LegalSection } from '../../components/LegalPage';
import { LEGAL_EMAIL, SUPPORT_EMAIL } from '../../components/PublicFooter';

const JURISDICTION = '[Jurisdiction]';
const COMPANY_ADDRESS = '[Company Address]';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These Terms of Service (the &quot;Terms&quot;) govern your use of Nugget, including the web application, its APIs and any related services (together,
          the &quot;Service&quot;). By creating an account, connecting a mailbox or otherwise using the Service, you agree to these Terms and to our{' '}
          <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>.
        </p>
        <p>
          If you use Nugget on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms for it, and &quot;you&quot;
          refers to that organisation as well.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          Nugget connects to the email accounts you authorise, analyses your messages with artificial intelligence and turns what it finds into scores,
          categories, summaries, suggested replies, commitments, todos, calendar items, financial records and searchable memory. It adds gamification — XP,
          levels, streaks and nuggets — to reward follow-through.
        </p>
        <p>
          We continuously improve the Service, which means features may be added, changed or retired. When we remove a feature you rely on, we will tell you in
          advance where reasonably possible.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your responsibilities',
    body: (
      <>
        <p>To use Nugget you must be at least 16 years old and able to form a binding contract. You agree to:</p>
        <ul>
          <li>give accurate account information and keep your sign-in credentials confidential;</li>
          <li>connect only mailboxes you own or are authorised to access, and respect the rights of the people whose messages you process;</li>
          <li>review AI-generated drafts, commitments and figures before relying on them or sending them;</li>
          <li>not use the Service to send spam or unlawful content, to infringe anyone&apos;s rights, or to attempt to access data that is not yours;</li>
          <li>
            not probe, overload or reverse-engineer the Service, bypass its rate limits or security measures, or resell it without our written permission.
          </li>
        </ul>
        <p>You are responsible for activity under your account. Tell us promptly if you suspect unauthorised use.</p>
      </>
    ),
  },
  {
    id: 'ai-consent',
    title: 'AI processing and consent',
    body: (
      <>
        <p>
          By connecting an email account you consent to Nugget processing the content of that account&apos;s messages with AI, including sending it to a
          third-party AI model as described in the Privacy Policy. You can withdraw this consent at any time by disconnecting the account, which stops further
          analysis.
        </p>
        <p>
          AI output is generated automatically and can be wrong or incomplete: a commitment may be missed, a deadline misread or a score misjudged. Nugget is an
          assistant, not a substitute for your own judgement, and you remain responsible for the promises you make and keep and for the messages you send.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Service availability',
    body: (
      <>
        <p>
          We target 99.5% monthly uptime for the Service, excluding scheduled maintenance, which we announce in advance and schedule outside business hours
          where possible. This is a target and not a guarantee, unless a separate written service-level agreement says otherwise.
        </p>
        <p>
          The Service depends on your mail providers and other third parties. Outages, rate limits or policy changes on their side may delay syncing or
          analysis, and we are not responsible for them.
        </p>
      </>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          Your emails, attachments and the content you create remain yours. You grant Nugget a limited, non-exclusive licence to host, copy, process and display
          that content solely to provide the Service to you, and for no other purpose.
        </p>
        <p>
          The Service itself — software, design, trademarks, logos and documentation — belongs to Nugget and its licensors and is protected by
          intellectual-property laws. These Terms give you a personal, non-transferable right to use it; they do not transfer ownership of anything to you. If
          you send us feedback, we may use it without obligation to you.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Fees and billing',
    body: (
      <>
        <p>
          Setup is free, and Nugget can be used without a credit card. Some features or usage levels may require a paid plan; the price and what it includes are
          shown before you subscribe.
        </p>
        <p>
          Paid plans are billed in advance for each billing period and renew automatically until cancelled. You can cancel at any time and keep access until the
          end of the period you have paid for. Fees are non-refundable except where the law requires otherwise. We will give you at least 30 days&apos; notice
          before any price change takes effect, and you may cancel before it applies.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using Nugget and delete your account at any time from Settings or by contacting us. We may suspend or terminate your access if you
          materially breach these Terms, if your use creates a security or legal risk, or if we discontinue the Service; where reasonable, we will warn you
          first and give you a chance to fix the problem.
        </p>
        <p>
          After cancellation or termination we keep your data for 30 days so you can export it, then delete it as described in the Privacy Policy. Sections that
          by their nature should survive termination — such as intellectual property, disclaimers, limitation of liability and legal provisions — continue to
          apply.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          The Service is provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent permitted by law, we disclaim all implied warranties,
          including merchantability, fitness for a particular purpose and non-infringement, and we do not warrant that AI output will be accurate or complete.
        </p>
        <p>
          To the fullest extent permitted by law, Nugget will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost
          profits, revenue or data. Our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve months before
          the claim arose. Nothing in these Terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'legal',
    title: 'Legal provisions',
    body: (
      <>
        <p>
          These Terms are governed by the laws of {JURISDICTION}, without regard to its conflict-of-laws rules. Any dispute arising from these Terms or the
          Service will be brought exclusively in the courts of {JURISDICTION}, and both parties consent to their jurisdiction, except where mandatory
          consumer-protection law gives you the right to sue where you live.
        </p>
        <p>
          If any provision of these Terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. You may
          not assign these Terms without our consent; we may assign them in connection with a merger, acquisition or sale of assets. These Terms, together with
          the Privacy Policy, are the entire agreement between you and Nugget about the Service.
        </p>
        <p>
          We may update these Terms; for material changes we will give you at least 30 days&apos; notice before they take effect. Continuing to use Nugget after
          that date means you accept the updated Terms.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Nugget, {COMPANY_ADDRESS}. Legal notices: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. Support:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /tos */
export default function Terms() {
  const signedIn = useSignedIn();
  return (
    <LegalPage
      title="Terms of Service"
      signedIn={signedIn}
      sections={SECTIONS}
      intro={
        <p>
          Please read these terms carefully. They explain what Nugget does, what we expect of you, what you can expect of us, and the legal rules that apply
          when you use the Service.
        </p>
      }
    />
  );
}
