import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { AmendmentSourceVerification } from '../../../core/schemas/verify';
import { useSourceVerification } from './useSourceVerification';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function Result({ result }: { result: AmendmentSourceVerification }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={result.isValid ? 'green.9' : 'red.9'} variant="filled">
          {result.isValid ? 'Verified' : 'Not verified'}
        </Badge>
        <Badge color={result.isGovernmentSite ? 'blue.9' : 'gray.8'} variant="filled">
          {result.isGovernmentSite ? '.gov' : 'Not .gov'}
        </Badge>
        <Badge color={result.contentFound ? 'green.9' : 'red.9'} variant="filled">
          {result.contentFound ? 'Found' : 'Not Found'}
        </Badge>
      </Group>
      {result.verifiedBy && (
        <Text size="sm">
          The official text was found on{' '}
          <Anchor href={result.verifiedBy} target="_blank" rel="noopener noreferrer">
            {hostOf(result.verifiedBy)}
          </Anchor>
          .
        </Text>
      )}
      {result.checks
        .filter((check) => check.error)
        .map((check) => (
          <Text key={check.url} size="sm" c="red.8">
            Error: {check.error}
          </Text>
        ))}
      {result.actualContent && result.isValid && (
        <Text size="sm" c="dimmed" fs="italic">
          “{result.actualContent}”
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Checked {new Date(result.checkedAt).toLocaleString()}
      </Text>
    </Stack>
  );
}

/** The modal's source verification result (spec part 1 §2 "Rights tab", §3, §4). */
export function VerificationResult({ number }: { number: number }) {
  const verification = useSourceVerification(number);
  return (
    <div aria-live="polite" aria-busy={verification.state === 'loading'}>
      {verification.state === 'loading' ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Verifying the official source...</Text>
        </Group>
      ) : verification.state === 'offline' ? (
        <Text size="sm" role="status">
          {verification.message}
        </Text>
      ) : verification.state === 'error' ? (
        <Text size="sm" c="red.8" role="alert">
          {verification.message}
        </Text>
      ) : (
        <Result result={verification.result} />
      )}
    </div>
  );
}
