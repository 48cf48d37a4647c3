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

/**
 * No official page could even be fetched (the server is offline, the site is down): the check
 * did not run, which says nothing about the text. Neutral words and the last time it passed,
 * instead of a red "Not verified / Not Found" (docs/first-day.md).
 */
export function checkCouldNotRun(result: AmendmentSourceVerification): boolean {
  return !result.isValid && result.checks.length > 0 && result.checks.every((c) => c.actualContent === null && c.error !== null);
}

const LAST_VERIFIED_KEY = 'laws-ai.amendment-verified.';

/** The last successful check of an amendment's source on this device (ISO), if any. */
export function lastVerifiedAt(
  number: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | undefined {
  try {
    return storage?.getItem(LAST_VERIFIED_KEY + number) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberVerified(result: AmendmentSourceVerification): void {
  try {
    localStorage.setItem(LAST_VERIFIED_KEY + result.number, result.checkedAt);
  } catch {
    // Storage can be unavailable; the next check says so again.
  }
}

export const COULD_NOT_CHECK_NOW =
  'The official source could not be reached just now, so it was not checked. This says nothing about whether the text shown here is right.';

function CouldNotCheck({ result }: { result: AmendmentSourceVerification }) {
  const last = lastVerifiedAt(result.number);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color="gray.7" variant="outline">
          Could not check now
        </Badge>
      </Group>
      <Text size="sm">{COULD_NOT_CHECK_NOW}</Text>
      <Text size="sm" c="dimmed">
        {last
          ? `Last confirmed against the official source on ${new Date(last).toLocaleString()}.`
          : 'It has not been confirmed on this device yet; it will be checked again the next time you open it.'}
      </Text>
    </Stack>
  );
}

function Result({ result }: { result: AmendmentSourceVerification }) {
  if (checkCouldNotRun(result)) return <CouldNotCheck result={result} />;
  if (result.isValid) rememberVerified(result);
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
