import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Container, Loader, Tabs, Text, Title } from '@mantine/core';
import { IconFileText, IconNews, IconScale, IconShieldCheck } from '@tabler/icons-react';
import { routeFor } from '../../../core/routes';
import { openLawDetail } from '../../components/law/lawDetailState';
import { lazyWithRetry } from '../../components/loadFailure/lazyWithRetry';
import { partFailureAlert, partFailureHidden, PartBoundary } from '../../components/loadFailure/PartBoundary';
import { AssistantPanel } from './assistant';
import { INITIAL_QUERY_PARAM } from './assistant/useInitialQuery';
import { DEFAULT_MAIN_TAB, mainTabs, type MainTab } from './tabs';

// Loaded when the tab is first opened (its chunk is precached for offline use). A tab whose file
// did not arrive says so in its panel, with "Try again"; the other tabs keep working.
const NewsPanel = lazyWithRetry(() => import('./news'));
const DraftPanel = lazyWithRetry(() => import('./draft'));
const RightsPanel = lazyWithRetry(() => import('./rights'));
// The device store is not needed to draw the page: the count arrives with it (or not at all).
const NewForYouCount = lazyWithRetry(() => import('../../components/follow/NewForYouCount'));

const icons: Record<MainTab, typeof IconScale> = {
  assistant: IconScale,
  rights: IconShieldCheck,
  draft: IconFileText,
  news: IconNews,
};

/** A tab label that shortens on small screens (only one of the two is ever displayed). */
function TabLabel({ label, shortLabel }: { label: string; shortLabel: string }) {
  if (label === shortLabel) return <>{label}</>;
  return (
    <>
      <Text span inherit visibleFrom="sm">
        {label}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {shortLabel}
      </Text>
    </>
  );
}

/** A tab's panel, loaded on first open: a spinner meanwhile, and a failure kept to the panel. */
function TabPart({ loading, children }: { loading: string; children: ReactNode }) {
  return (
    <PartBoundary fallback={(failure) => <Box py="lg">{partFailureAlert(failure)}</Box>}>
      <Suspense fallback={<Loader m="xl" role="status" aria-label={loading} />}>{children}</Suspense>
    </PartBoundary>
  );
}

export default function MainPage() {
  const [tab, setTab] = useState<MainTab>(DEFAULT_MAIN_TAB);
  // A question arriving in the address (/?q=) is for the assistant, whichever tab is open.
  const [params] = useSearchParams();
  const incomingQuestion = params.has(INITIAL_QUERY_PARAM);
  useEffect(() => {
    if (incomingQuestion) setTab('assistant');
  }, [incomingQuestion]);
  return (
    <Container size="xl" py="md">
      <Title order={1} className="visually-hidden">
        {routeFor('/')?.title}
      </Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value as MainTab)} keepMounted={false}>
        <Tabs.List aria-label="Main sections">
          {mainTabs.map((t) => {
            const Icon = icons[t.value];
            return (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                leftSection={<Icon size={16} aria-hidden />}
                rightSection={
                  t.value === 'news' ? (
                    <PartBoundary fallback={partFailureHidden}>
                      <Suspense fallback={null}>
                        <NewForYouCount />
                      </Suspense>
                    </PartBoundary>
                  ) : undefined
                }
              >
                <TabLabel label={t.label} shortLabel={t.shortLabel} />
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {mainTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === 'assistant' ? (
              <AssistantPanel onOpenLaw={openLawDetail} />
            ) : t.value === 'draft' ? (
              <TabPart loading="Loading contract templates">
                <DraftPanel heading={t.heading} />
              </TabPart>
            ) : t.value === 'news' ? (
              <TabPart loading="Loading news">
                <NewsPanel />
              </TabPart>
            ) : (
              <TabPart loading="Loading Know Your Rights">
                <RightsPanel />
              </TabPart>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
