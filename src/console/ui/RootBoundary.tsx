import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** A crash anywhere below the router: say so, keep the queue, offer a reload. */
export function RootBoundary() {
  const error = useRouteError();
  return (
    <Box role="alert" p={8} maxW="lg" mx="auto">
      <Heading size="lg" mb={2}>
        Что-то пошло не так / Something went wrong
      </Heading>
      <Text mb={4} color="fg.muted">
        {error instanceof Error ? error.message : String(error)}
      </Text>
      <Button colorPalette="primary" onClick={() => window.location.reload()}>
        Обновить / Reload
      </Button>
    </Box>
  );
}
