import { Box, List, Text, Title } from '@mantine/core';

/** The five points a user accepts before creating an account (spec part 1 §2 "Sign-up"). */
export const SIGNUP_DISCLAIMER_POINTS = [
  'Laws AI is for educational purposes only and does not provide legal advice.',
  'Answers written by AI may be wrong or incomplete.',
  'Government data shown here may be out of date.',
  'Consult a licensed attorney before acting on any legal matter.',
  'Laws AI and its operators accept no liability for decisions made using this information.',
] as const;

/** Amber box; #5c3d00 on #fff9db is 9.3:1. */
export function SignupDisclaimer() {
  return (
    <Box
      component="section"
      aria-labelledby="signup-disclaimer-title"
      p="md"
      bg="yellow.0"
      style={{
        border: '1px solid var(--mantine-color-yellow-5)',
        borderRadius: 'var(--mantine-radius-md)',
        color: '#5c3d00',
      }}
    >
      <Title order={2} size="h5" id="signup-disclaimer-title" c="inherit" mb="xs">
        Important Legal Disclaimer
      </Title>
      <List size="sm" spacing={4} c="inherit">
        {SIGNUP_DISCLAIMER_POINTS.map((point) => (
          <List.Item key={point}>
            <Text inherit span>
              {point}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
