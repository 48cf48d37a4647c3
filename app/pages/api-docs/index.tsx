import { Code, List, Stack, Text, Title } from '@mantine/core';
import { errorReplyShape } from '../../../core/apiDocs';
import { BRAND } from '../../../core/brand';
import { formatFigure, siteFigures } from '../../../core/data/figures';
import { Disclaimer } from '../../components/Disclaimer';
import { InfoPage, PageLinks } from '../../components/info/InfoPage';
import { EndpointList } from './EndpointList';
import { FieldTable } from './FieldTable';
import { OfficialSources } from './OfficialSources';

const { laws } = siteFigures;

/** /api-docs: the official data sources, our own endpoints (generated from the server) and the data-integrity commitment. */
export default function ApiDocsPage() {
  return (
    <InfoPage path="/api-docs" lead={`Where ${BRAND} gets its data, and the API our app uses, for developers and the curious.`}>
      <Disclaimer />

      <Stack gap="md" component="section" aria-labelledby="official-sources">
        <Title order={2} id="official-sources">
          Official Government Data Sources
        </Title>
        <Text>{BRAND} reads federal legal information only from these official government services.</Text>
        <OfficialSources />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="our-api">
        <Title order={2} id="our-api">
          {BRAND} API Endpoints
        </Title>
        <Text>
          Every endpoint below is listed from the server’s own route table, and each field from the schema the server checks requests
          against, so this page always matches what the server does. Requests and replies are JSON under <Code>/api</Code>. Endpoints marked
          “Signed in” need the session cookie set by log-in (otherwise: 401). Requests that change data must be JSON sent from this site’s
          own pages.
        </Text>
        <FieldTable caption="Error reply (any status other than 2xx)" shape={errorReplyShape()} />
        <EndpointList />
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="data-integrity">
        <Title order={2} id="data-integrity">
          Data Integrity Commitment
        </Title>
        <List spacing={4}>
          <List.Item>
            Official text is copied exactly, never rewritten: the library holds {formatFigure(laws.usCodeSections)} sections of the United
            States Code, current through {laws.currentThrough}, with the full official text of {formatFigure(laws.fullTextSections)} key
            sections.
          </List.Item>
          <List.Item>
            Our {formatFigure(laws.guides)} plain-English guides are labelled as guides, cite the exact section they explain, and state
            penalties only as the statute words them.
          </List.Item>
          <List.Item>Every law links to its official source on uscode.house.gov and govinfo.gov, so you can check it yourself.</List.Item>
          <List.Item>Every citation we show comes from the official section list: none is invented.</List.Item>
          <List.Item>Each answer from the legal search says which engine produced it.</List.Item>
        </List>
      </Stack>

      <PageLinks label="API Documentation links" links={['returnHome', 'howItWorks', 'terms']} />
    </InfoPage>
  );
}
