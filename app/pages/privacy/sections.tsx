import { Anchor, List, Text } from '@mantine/core';
import type { PolicyText } from '../../components/info/PolicySection';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '../../../core/brand';
import { policyFigures } from '../../../core/policies';

const f = policyFigures;
const privacyMail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Privacy')}`;

/**
 * The Privacy Policy's sections in the spec's order (part 2 §2). The spec keeps a contradiction:
 * the commitments (and the Terms) say data is never sold, while a Data Ownership bullet says the
 * platform owns all data and may share or monetise it. Both are kept, each where it is written.
 */
export const privacySections: readonly PolicyText[] = [
  {
    title: 'Our Commitments',
    body: (
      <List spacing={4}>
        <List.Item>Knowing your rights is free: we never charge for access to legal information.</List.Item>
        <List.Item>We never sell your personal information.</List.Item>
        <List.Item>We collect only what the Service needs to work, and say here what that is.</List.Item>
        <List.Item>We protect what we hold and tell you promptly if something goes wrong.</List.Item>
      </List>
    ),
  },
  {
    title: 'Information We Collect',
    body: (
      <>
        <List spacing={4}>
          <List.Item>
            <strong>Account details:</strong> your username, full legal name, email address, phone number, date of birth, and when you
            accepted the legal disclaimer. Your password is never stored; only a salted scrypt hash of it is.
          </List.Item>
          <List.Item>
            <strong>What you ask and send:</strong> the questions you type into the legal search (kept as your recent searches), help
            messages you send to the admin, and your quiz and battle results.
          </List.Item>
          <List.Item>
            <strong>A session cookie</strong> that keeps you signed in. We use no advertising or tracking cookies.
          </List.Item>
        </List>
        <Text>
          So that {BRAND} works offline, the app also keeps a copy of your account details, your recent searches and anything waiting to be
          sent in your browser’s storage on your own device. Signing out clears them from that device.
        </Text>
      </>
    ),
  },
  {
    title: 'How We Use Information',
    body: (
      <List spacing={4}>
        <List.Item>To answer your questions and show your recent searches.</List.Item>
        <List.Item>To keep your account secure, for example by limiting repeated failed log-ins.</List.Item>
        <List.Item>To reply to your help requests.</List.Item>
        <List.Item>To improve the Service, as described under Service Improvement.</List.Item>
      </List>
    ),
  },
  {
    title: 'Data Ownership',
    body: (
      <List spacing={4}>
        <List.Item>Official legal texts are in the public domain and belong to everyone.</List.Item>
        <List.Item>The platform owns all data collected through the Service and may use, share or monetise it.</List.Item>
        <List.Item>You can ask us for a copy of the account information we hold about you.</List.Item>
      </List>
    ),
  },
  {
    title: 'Security and Retention',
    body: (
      <List spacing={4}>
        <List.Item>Passwords are stored only as salted scrypt hashes; sessions are kept on our server, not in your cookie.</List.Item>
        <List.Item>Query logs are anonymised after {f.queryLogsAnonymizedAfterDays} days.</List.Item>
        <List.Item>When an account is deleted, its data is removed within {f.deletedAccountRemovedWithinDays} days.</List.Item>
      </List>
    ),
  },
  {
    title: 'Service Improvement',
    body: (
      <Text>
        We may study anonymised, combined information about how the Service is used, such as which topics people search for most, to improve
        answers and write new guides. You can opt out at any time by contacting our privacy team at{' '}
        <Anchor underline="always" href={privacyMail}>
          {SUPPORT_EMAIL}
        </Anchor>
        .
      </Text>
    ),
  },
  {
    title: 'Third Parties',
    body: (
      <List spacing={4}>
        <List.Item>
          Our server reads public data from official government services (Congress.gov, GovInfo and the Federal Register). None of your
          personal information is sent to them.
        </List.Item>
        <List.Item>
          Where the operator of this {BRAND} server connects an AI model, the text of your question is sent to that AI provider to write the
          answer; your name, email and phone number are not.
        </List.Item>
        <List.Item>Links to government and legal aid sites open their own pages, which have their own privacy policies.</List.Item>
      </List>
    ),
  },
  {
    title: `Children Under ${f.minimumAge}`,
    body: (
      <Text>
        {BRAND} is not meant for children under {f.minimumAge}, and we do not knowingly collect personal information from children under{' '}
        {f.minimumAge}. If you believe a child under {f.minimumAge} has given us personal information, contact us and we will delete it.
      </Text>
    ),
  },
  {
    title: 'Breach Notification',
    body: (
      <Text>
        If a security breach affects your personal information, we will notify you within {f.breachNoticeWithinHours} hours of discovering
        it, and tell you what happened and what you can do.
      </Text>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <Text>
        For privacy questions or requests, email our privacy team at{' '}
        <Anchor underline="always" href={privacyMail}>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        with “Privacy” in the subject, or use{' '}
        <Anchor underline="always" component={Link} to="/help">
          Get Help
        </Anchor>
        . We respond to privacy requests within {f.privacyResponseWithinHours} hours.
      </Text>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <Text>
        We may update this Privacy Policy. When we do, we post the new version on this page and change the “Last updated” date above.
      </Text>
    ),
  },
];
