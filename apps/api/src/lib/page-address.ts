/**
 * Parameters that campaign and click tracking add to links (a shared video, an ad, a
 * newsletter): every visitor's differs, and no page reads them.
 */
const TRACKING =
  /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/**
 * The address a page is rendered and kept under: the request's path and query without
 * tracking parameters, so a burst of visitors from one shared link shares one render.
 */
export function pageAddress(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const tracking = [...params.keys()].filter((key) => TRACKING.test(key));
  if (!tracking.length) return url;
  for (const key of tracking) params.delete(key);
  const rest = params.toString();
  return rest ? `${url.slice(0, query)}?${rest}` : url.slice(0, query);
}
