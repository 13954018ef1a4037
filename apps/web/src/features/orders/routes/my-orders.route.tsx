import { redirect } from 'react-router';

/** /my-orders is the account's Orders tab (SPEC §2). */
export const loader = () => redirect('/account?tab=orders');

export function Component() {
  return null;
}
