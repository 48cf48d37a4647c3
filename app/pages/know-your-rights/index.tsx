import { Container } from '@mantine/core';
import { RightsBrowser } from '../../components/rights';

/**
 * /know-your-rights (DESIGN.md "Names": a real, public route): the same Know Your Rights browser
 * as the Rights tab of /, on its own page, for signed-out visitors too.
 */
export default function KnowYourRightsPage() {
  return (
    <Container size="xl" py="md">
      <RightsBrowser headingOrder={1} />
    </Container>
  );
}
