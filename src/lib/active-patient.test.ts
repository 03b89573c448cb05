import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAfreshForActivePatient } from './active-patient';

describe('readAfreshForActivePatient', () => {
  it('forgets the answers no screen shows, and reads the shown ones again for the new patient', async () => {
    const queryClient = new QueryClient();
    let patient = 'Alex';
    // Previous orders, read for alex and no longer on screen: must not be shown for Sam while Sam's load.
    queryClient.setQueryData(['PreviousOrdersScreen'], { orders: ['alex'] });
    // Home, on screen: its answer stays until the fresh one comes (so the page, and focus, stay).
    const home = new QueryObserver(queryClient, {
      queryKey: ['HomeScreen'],
      queryFn: () => Promise.resolve({ name: patient }),
    });
    const unsubscribe = home.subscribe(() => undefined);
    await queryClient.refetchQueries({ queryKey: ['HomeScreen'] });
    expect(queryClient.getQueryData(['HomeScreen'])).toEqual({ name: 'Alex' });

    patient = 'Sam';
    await readAfreshForActivePatient(queryClient);

    expect(queryClient.getQueryData(['PreviousOrdersScreen'])).toBeUndefined();
    expect(queryClient.getQueryData(['HomeScreen'])).toEqual({ name: 'Sam' });
    unsubscribe();
  });
});
