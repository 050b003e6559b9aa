import { lazy } from 'react';
import { useSignedIn } from '../../relay/useSignedIn';

const MineLive = lazy(() => import('./MineLive'));
const MineSample = lazy(() => import('./MineSample'));

/**
 * /mine: the mining email screen — nuggets on the left, the selected email and
 * its commitments on the right. Signed-out visitors get three built-in sample
 * emails and a prompt to sign in (spec §2, §6).
 */
export default function Mine() {
  return useSignedIn() ? <MineLive /> : <MineSample />;
}
