import { SegmentedControl } from '@mantine/core';

export type TopicMode = 'preset' | 'custom';

const TOPIC_MODES = [
  { value: 'preset', label: 'Preset Categories' },
  { value: 'custom', label: 'Custom Topic' },
];

/** The quiz's and the battle's choice between a preset category and a topic of one's own. */
export function TopicModeControl({ value, onChange, label }: { value: TopicMode; onChange(mode: TopicMode): void; label: string }) {
  return (
    <SegmentedControl value={value} onChange={(mode) => onChange(mode as TopicMode)} data={TOPIC_MODES} aria-label={label} fullWidth />
  );
}
