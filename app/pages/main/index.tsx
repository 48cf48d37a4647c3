import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Container, Loader, Tabs, Text, Title } from '@mantine/core';
import { IconFileText, IconNews, IconScale, IconShieldCheck } from '@tabler/icons-react';
import { routeFor } from '../../../core/routes';
import { openLawDetail } from '../../components/law/lawDetailState';
import { AssistantPanel } from './assistant';
import { INITIAL_QUERY_PARAM } from './assistant/useInitialQuery';
import { DEFAULT_MAIN_TAB, mainTabs, type MainTab } from './tabs';

// Loaded when the tab is first opened (its chunk is precached for offline use).
const NewsPanel = lazy(() => import('./news'));
const DraftPanel = lazy(() => import('./draft'));
const RightsPanel = lazy(() => import('./rights'));
// The device store is not needed to draw the page: the count arrives with it.
const NewForYouCount = lazy(() => import('../../components/follow/NewForYouCount'));

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
                    <Suspense fallback={null}>
                      <NewForYouCount />
                    </Suspense>
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
              <Suspense fallback={<Loader m="xl" role="status" aria-label="Loading contract templates" />}>
                <DraftPanel heading={t.heading} />
              </Suspense>
            ) : t.value === 'news' ? (
              <Suspense fallback={<Loader m="xl" role="status" aria-label="Loading news" />}>
                <NewsPanel />
              </Suspense>
            ) : (
              <Suspense fallback={<Loader m="xl" role="status" aria-label="Loading Know Your Rights" />}>
                <RightsPanel />
              </Suspense>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
