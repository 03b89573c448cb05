import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/**
 * What the frame's data part runs on, handed over once its code has loaded (main.tsx imports the query
 * cache's module after the first render starts): the app's query cache and, in tests, a route table with
 * stand-in screens.
 */
export interface FrameDataSource {
  queryClient: QueryClient;
  routes?: RouteObject[];
}
