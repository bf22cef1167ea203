import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * React Query for the parts of a page that call the API from a form. It wraps those parts only,
 * not the whole app, so pages without such a form do not load React Query at all.
 */
export function ApiQueryProvider({ children }: { children: ReactNode }) {
  // A failed send is shown to the visitor, who decides whether to try again.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
