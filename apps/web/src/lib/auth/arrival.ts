import { useState } from 'react';
import { useUser } from './user.ts';

/**
 * Was the page opened by a logged-in member? Decided once, when the user is first known: signing up
 * or logging in on the page itself logs the new member in, and its flow must go on there.
 */
export function useArrivedAsMember(): boolean {
  const user = useUser();
  const [arrived, setArrived] = useState<boolean | null>(null);
  if (arrived === null && user !== undefined) setArrived(user !== null);
  return arrived === true;
}
