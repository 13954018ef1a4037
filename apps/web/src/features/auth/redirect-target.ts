/** Where to go after signing in: the page that asked (`?redirect=`), if it is one of ours, else home. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

/** The /login address that comes back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
