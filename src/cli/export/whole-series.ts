// A windowed iCalendar export of a series: the window may hold some of its occurrences and not
// its master (the series began before it). Written alone, each occurrence went as an event of its
// own (a UID of its own), so a calendar that had the series, from a feed or an earlier export,
// showed those dates twice. As the served feeds do (src/pages/feeds.ts withSeries), the master
// is added, which carries the rule, and the occurrences of the series, of which the writer keeps
// those edited on their own (src/ical/ics-series.ts).
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';

type View = Record<string, unknown>;

export async function withWholeSeries(
  events: readonly unknown[],
  client: ApiClient,
  query: Params,
): Promise<unknown[]> {
  const ids = new Set(events.map((e) => (e as View | null)?.id));
  // every series the window touches: the masters it holds, and those of the occurrences it holds
  const masters = new Set<number>();
  for (const e of events) {
    const view = e as View | null;
    if (view?.recurrence && typeof view.id === 'number') masters.add(view.id);
    const parent = Number(view?.post_parent ?? 0);
    if (parent > 0) masters.add(parent);
  }
  const out = [...events];
  const add = (view: View) => {
    if (ids.has(view.id)) return;
    ids.add(view.id);
    out.push(view);
  };
  for (const id of masters) {
    if (!ids.has(id)) {
      let master: View | undefined;
      try {
        master = (await client.call('GET', `/events/${id}`, { subject: `event ${id}` })).data as View | undefined;
      } catch (err) {
        // not this user's to read (a draft series, a protected one): its occurrences go alone
        if (err instanceof ApiError && err.status < 500) continue;
        throw err;
      }
      if (!master?.recurrence) continue;
      add(master);
    }
    // its occurrences wherever they fall: the writer keeps those edited on their own, which the
    // rule alone would give as the series has them
    const series: Params = {
      post_parent: id,
      start_date: '1971-01-01 00:00:00',
      end_date: '2999-12-31 23:59:59',
      per_page: 50,
      ...(query.status === undefined ? {} : { status: query.status }),
    };
    for await (const page of client.pages('/events', series, 'events')) for (const o of page.items) add(o as View);
  }
  return out;
}
