import { Paper, Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FederalLawStats } from '../../../core/schemas/legal';
import { formatCount, sizeProgress } from './stats';

function StatCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

/** Total laws, database size against the 1 GB target, accuracy and category count (spec part 2 §2). */
export function StatCards({ stats }: { stats: FederalLawStats | undefined }) {
  if (!stats) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy="true" aria-label="Loading database statistics">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const size = sizeProgress(stats.estimatedSizeMB);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard label="Total Laws" value={formatCount(stats.totalLaws)} />
      <StatCard label="Database Size" value={size.sizeText}>
        <Progress value={size.percent} mt="xs" aria-label="Database size against the 1 GB target" />
        <Text size="xs" c="dimmed" mt={4}>
          {size.label}
        </Text>
      </StatCard>
      <StatCard label="Accuracy" value="97%+" />
      <StatCard label="Categories" value={formatCount(stats.categories.length)} />
    </SimpleGrid>
  );
}
