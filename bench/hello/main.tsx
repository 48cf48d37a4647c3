/**
 * The reference page of the phone bench (docs/performance.md "On a phone"): a Vite + Mantine "hello world", built like
 * the app (React, Mantine's styles, precompressed copies) and served by the same server.
 */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Container, MantineProvider, Title } from '@mantine/core';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <Container py="xl">
        <Title order={1}>Hello world</Title>
        <Button mt="md">Say hello</Button>
      </Container>
    </MantineProvider>
  </StrictMode>,
);
