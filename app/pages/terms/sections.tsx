import { Anchor, List, Text } from '@mantine/core';
import type { PolicyText } from '../../components/info/PolicySection';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '../../../core/brand';
import { formatFigure, siteFigures } from '../../../core/data/figures';
import { formatCitation } from '../../../core/laws/links';
import { policyFigures } from '../../../core/policies';

const { laws } = siteFigures;

/** The 14 sections of the Terms of Service, in the spec's order (part 2 §2). */
export const termsSections: readonly PolicyText[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <Text>
        By using {BRAND} (the “Service”), including this website, the installable app and its programming interface, you agree to these
        Terms of Service. If you do not agree, please do not use the Service. You can read the public pages without an account. Some
        features need a free account; creating one confirms that you accept these Terms and the legal disclaimer shown at sign-up.
      </Text>
    ),
  },
  {
    title: 'Non-Profit Nature of the Service',
    body: (
      <Text>
        {BRAND} is a free, non-profit, educational service. Its purpose is to help members of the public find and understand United States
        federal law in plain English. It has no paid plans, no paid placements and no advertising. {BRAND} is not a law firm, and no one who
        works on it acts as your lawyer.
      </Text>
    ),
  },
  {
    title: 'Government Sources',
    body: (
      <>
        <Text>
          The legal texts in {BRAND} come from official U.S. government sources: the United States Code as published by the Office of the
          Law Revision Counsel and GovInfo, Congress.gov and the Federal Register. The library holds {formatFigure(laws.total)} records:{' '}
          {formatFigure(laws.usCodeSections)} sections of the U.S. Code, current through {laws.currentThrough}, and{' '}
          {formatFigure(laws.guides)} plain-English guides that explain them.
        </Text>
        <Text>
          Works of the U.S. government are in the public domain ({formatCitation(17, '105')}). Our plain-English summaries are written to
          explain the official text, are labelled as guides, and never replace it. Government sources can change, and a new law can take
          time to appear in them: check the official source, linked from every law, before you rely on it.
        </Text>
      </>
    ),
  },
  {
    title: 'Your Right to Legal Information',
    body: (
      <Text>
        Knowing your rights is free. {BRAND} never charges for access to legal information: no part of the law library, the Know Your Rights
        guides or the other information features is held behind a payment. The law belongs to the people it governs, and you may read, copy
        and share the official legal texts you find here.
      </Text>
    ),
  },
  {
    title: 'User Conduct',
    body: (
      <>
        <Text>Use the Service lawfully and respectfully. You agree not to:</Text>
        <List spacing={4}>
          <List.Item>use it to harass anyone, or to plan or commit a crime;</List.Item>
          <List.Item>try to get into other people’s accounts, or to break into the Service, its server or its data;</List.Item>
          <List.Item>overload it with automated requests, or copy it in bulk in a way that slows it down for others;</List.Item>
          <List.Item>give false information in your account or in a help request;</List.Item>
          <List.Item>present anything from {BRAND} as advice from a licensed attorney.</List.Item>
        </List>
        <Text>We may limit or remove access that breaks these rules.</Text>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <Text>
        Our{' '}
        <Anchor underline="always" component={Link} to="/privacy">
          Privacy Policy
        </Anchor>{' '}
        explains what we collect, how we use it and the choices you have. We never sell your data. Your account and your searches are kept
        on our server and, so that the app works offline, on your own device; signing out clears your account data from that device.
      </Text>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <Text>
        Official government texts are in the public domain. The {BRAND} software, including its plain-English guides, is free software
        published under the GNU Affero General Public License, version 3 or later: you may study, share and improve it under that license.
        The {BRAND} name may not be used to suggest that another service is ours or is endorsed by us. Contracts you draft with the Service
        belong to you.
      </Text>
    ),
  },
  {
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <Text>
          The Service is provided “as is” and “as available”, without warranties of any kind, express or implied, including warranties of
          accuracy, completeness and fitness for a particular purpose. Information from {BRAND} is educational only and is not legal advice.
          Answers, whether written by our search engine or by an AI model, can be incomplete, out of date or wrong. Using the Service does
          not create an attorney-client relationship.
        </Text>
        <Text>
          To the fullest extent the law allows, {BRAND} and the people who build it are not liable for indirect, incidental, special or
          consequential damages, or for any loss that comes from relying on information from the Service. Some places do not allow some of
          these limits, so they may not all apply to you.
        </Text>
      </>
    ),
  },
  {
    title: 'Indemnification',
    body: (
      <Text>
        To the extent the law allows, you agree to defend and hold harmless {BRAND} and its contributors against claims, losses and costs,
        including reasonable attorney fees, that arise from your misuse of the Service or your breach of these Terms.
      </Text>
    ),
  },
  {
    title: 'Modification of Terms',
    body: (
      <Text>
        We may update these Terms. When we do, we change the “Last updated” date at the top of this page and describe significant changes
        here. Using the Service after a change takes effect means you accept the updated Terms.
      </Text>
    ),
  },
  {
    title: 'Termination',
    body: (
      <Text>
        You may stop using the Service at any time; to close your account, ask us through Get Help. We may suspend or end access for anyone
        who breaks these Terms or puts the Service or other users at risk. The sections on disclaimers, limitation of liability,
        indemnification and governing law continue to apply after access ends.
      </Text>
    ),
  },
  {
    title: 'Governing Law and Binding Arbitration',
    body: (
      <>
        <Text>
          These Terms are governed by the laws of the United States, including the Federal Arbitration Act ({formatCitation(9, '1')} and the
          sections that follow it), and, where state law applies, by the law of the state where you live, without regard to conflict-of-law
          rules.
        </Text>
        <Text>
          Any dispute arising out of or relating to these Terms or the Service will be resolved by final and binding arbitration on an
          individual basis, not as a class or representative action, except that either side may bring an individual claim in small claims
          court. Before starting arbitration, please contact us so we can try to resolve the problem informally.
        </Text>
      </>
    ),
  },
  {
    title: 'Accessibility',
    body: (
      <Text>
        We build {BRAND} to meet the Web Content Accessibility Guidelines ({policyFigures.accessibilityStandard}): every page can be used
        with a keyboard and a screen reader, text has enough contrast, and form fields are labelled. If something is hard to use, tell us
        through Get Help and we will fix it or give you the information another way.
      </Text>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <Text>
        Questions about these Terms: use{' '}
        <Anchor underline="always" component={Link} to="/help">
          Get Help
        </Anchor>{' '}
        (signed-in users) or email{' '}
        <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </Anchor>
        . We respond within {policyFigures.supportResponseBusinessHours} business hours.
      </Text>
    ),
  },
];
