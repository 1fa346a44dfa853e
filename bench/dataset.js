// Realistic bench data, written directly as a calev data dir (events.json, venues.json, …,
// meta.json) and as json-server db files holding the same events. Deterministic: a seeded PRNG,
// dates relative to `now` so that calev's default window (yesterday … two years ahead) keeps
// most events, as on a live site.
import { scryptSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BENCH_LOGIN = 'bench';
export const BENCH_PASSWORD = 'bench-password';

const WORDS = (
  'jazz night quartet live music open air festival market craft beer tasting wine workshop ' +
  'pottery painting watercolour yoga morning run family picnic park concert orchestra choir ' +
  'symphony chamber recital piano violin guitar folk blues rock indie electronic dance club ' +
  'theatre comedy improv poetry reading book launch author talk lecture science museum gallery ' +
  'exhibition opening film screening documentary cinema classic kids storytime puppet show ' +
  'farmers food truck street fair charity gala fundraiser auction networking meetup startup ' +
  'coding hackathon robotics chess tournament board games quiz trivia karaoke salsa tango ' +
  'ballet contemporary circus magic garden tour history walk heritage architecture photography ' +
  'cycling hike mountain lake river boat sunset sunrise harbour beach island village town hall ' +
  'library community centre church cathedral castle square riverside terrace rooftop basement'
).split(' ');
const CITIES = [
  ['Boston', 'MA', 'United States'],
  ['Paris', '', 'France'],
  ['Berlin', '', 'Germany'],
  ['Lyon', '', 'France'],
  ['Austin', 'TX', 'United States'],
  ['Madrid', '', 'Spain'],
  ['Sofia', '', 'Bulgaria'],
  ['Tokyo', '', 'Japan'],
  ['Porto', '', 'Portugal'],
  ['Denver', 'CO', 'United States'],
];
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Europe/Berlin', 'America/Denver', 'Asia/Tokyo'];
const CATEGORIES = [
  'Music',
  'Jazz',
  'Classical',
  'Rock',
  'Arts',
  'Theatre',
  'Film',
  'Exhibitions',
  'Family',
  'Kids',
  'Food & Drink',
  'Markets',
  'Sports',
  'Outdoors',
  'Talks',
  'Workshops',
  'Community',
  'Nightlife',
  'Festivals',
  'Tours',
];
/** index → parent index (Jazz, Classical, Rock under Music; Theatre, Film, Exhibitions under Arts; Kids under Family) */
const CATEGORY_PARENT = { 1: 0, 2: 0, 3: 0, 5: 4, 6: 4, 7: 4, 9: 8 };
const TAG_COUNT = 60;

/** mulberry32: small, fast, deterministic */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const pad = (n) => String(n).padStart(2, '0');
function wall(ms) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function hashPassword(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Builds the data set in memory. Post ids: events 1…n (so `calev events get 1` always finds one),
 * then venues, organizers, images.
 */
export function buildDataset(n, now = Date.now()) {
  const rnd = prng(n);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const words = (count) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const sentence = (count) => {
    const s = words(count);
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  const nowUtc = wall(now);
  const venueCount = Math.max(10, Math.round(n / 50));
  const organizerCount = Math.max(10, Math.round(n / 100));
  const imageCount = Math.max(10, Math.round(n / 20));
  let nextPost = n + 1;

  const categories = CATEGORIES.map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description: `${name} events`,
    parent: 0,
    i18n: {},
  }));
  for (const [child, parent] of Object.entries(CATEGORY_PARENT)) categories[Number(child)].parent = parent + 1;
  const tags = Array.from({ length: TAG_COUNT }, (_, i) => {
    const name = `${WORDS[(i * 3) % WORDS.length]} ${i}`;
    return { id: CATEGORIES.length + i + 1, name, slug: slugify(name), description: '', parent: 0, i18n: {} };
  });
  const common = (id, name) => ({
    id,
    author: 1,
    status: 'publish',
    dateUtc: wall(now - 400 * 86_400_000 + id * 1000),
    modifiedUtc: nowUtc,
    slug: `${slugify(name)}-${id}`,
    i18n: {},
    name,
    description: sentence(12),
    image: 0,
  });
  const venues = Array.from({ length: venueCount }, () => {
    const id = nextPost++;
    const [city, state, country] = pick(CITIES);
    return {
      ...common(
        id,
        `${pick(WORDS)} ${pick(['Hall', 'Club', 'Park', 'Theatre', 'Gallery', 'Centre'])}`.replace(/^./, (c) =>
          c.toUpperCase(),
        ),
      ),
      address: `${1 + Math.floor(rnd() * 200)} ${pick(WORDS)} street`,
      city,
      country,
      province: state ? '' : city,
      state,
      zip: String(10000 + Math.floor(rnd() * 89999)),
      phone: `+1 555 ${1000 + Math.floor(rnd() * 8999)}`,
      stateprovince: state || city,
      website: `https://venue-${id}.example`,
      showMap: true,
      showMapLink: true,
      geoLat: Math.round((rnd() * 120 - 60) * 1e4) / 1e4,
      geoLng: Math.round((rnd() * 300 - 150) * 1e4) / 1e4,
    };
  });
  const organizers = Array.from({ length: organizerCount }, () => {
    const id = nextPost++;
    return {
      ...common(
        id,
        `${pick(WORDS)} ${pick(['Society', 'Collective', 'Association', 'Club', 'Trust'])}`.replace(/^./, (c) =>
          c.toUpperCase(),
        ),
      ),
      phone: `+1 617 555 ${1000 + Math.floor(rnd() * 8999)}`,
      website: `https://org-${id}.example`,
      email: `info@org-${id}.example`,
    };
  });
  const images = Array.from({ length: imageCount }, () => {
    const id = nextPost++;
    return { id, url: `https://cdn.example.com/img/${id}.jpg`, extension: 'jpg' };
  });

  const span = 3.5 * 365 * 86_400_000;
  const from = now - 365 * 86_400_000;
  const events = [];
  for (let id = 1; id <= n; id++) {
    const title = sentence(3 + Math.floor(rnd() * 4)).slice(0, -1);
    const allDay = rnd() < 0.05;
    const festival = rnd() < 0.02;
    const startMs = from + Math.floor((rnd() * span) / 1_800_000) * 1_800_000;
    let start = wall(startMs);
    let end = wall(startMs + (1 + Math.floor(rnd() * 4)) * 3_600_000);
    if (festival) end = wall(startMs + 3 * 86_400_000);
    if (allDay) {
      start = `${start.slice(0, 10)} 00:00:00`;
      end = `${end.slice(0, 10)} 23:59:59`;
    }
    const statusDraw = rnd();
    const status =
      statusDraw < 0.9 ? 'publish' : statusDraw < 0.95 ? 'draft' : statusDraw < 0.98 ? 'private' : 'pending';
    // every event links a venue, two organizers, two categories and two tags (the write workload
    // of the performance issue: they are sent by id and by slug)
    const category = 1 + Math.floor(rnd() * CATEGORIES.length);
    const second = 1 + ((category + Math.floor(rnd() * (CATEGORIES.length - 1))) % CATEGORIES.length);
    const tag = Math.floor(rnd() * TAG_COUNT);
    const tagIds = [tag, (tag + 1 + Math.floor(rnd() * (TAG_COUNT - 1))) % TAG_COUNT].map(
      (t) => CATEGORIES.length + 1 + t,
    );
    const organizer = Math.floor(rnd() * organizerCount);
    const organizerIds = [organizer, (organizer + 1 + Math.floor(rnd() * (organizerCount - 1))) % organizerCount].map(
      (o) => n + 1 + venueCount + o,
    );
    const price = Math.floor(rnd() * 6) * 5;
    events.push({
      id,
      author: 1,
      status,
      dateUtc: wall(now - Math.floor(rnd() * 300) * 86_400_000),
      modifiedUtc: nowUtc,
      slug: `${slugify(title)}-${id}`,
      i18n: rnd() < 0.05 ? { fr: { title: `${title} (fr)` } } : {},
      title,
      description: `<p>${sentence(20 + Math.floor(rnd() * 30))}</p><p>${sentence(15)}${rnd() < 0.01 ? ' With a marimba ensemble.' : ''}</p>`,
      excerpt: rnd() < 0.5 ? sentence(10) : '',
      allDay,
      start,
      end,
      timezone: pick(ZONES),
      cost: price === 0 ? ['0'] : [`$${price}`],
      website: rnd() < 0.3 ? `https://event-${id}.example` : null,
      showMap: true,
      showMapLink: true,
      hideFromListings: rnd() < 0.01,
      sticky: false,
      featured: rnd() < 0.05,
      categories: [category, second],
      tags: tagIds,
      venue: n + 1 + Math.floor(rnd() * venueCount),
      organizers: organizerIds,
      image: rnd() < 0.6 ? n + 1 + venueCount + organizerCount + Math.floor(rnd() * imageCount) : 0,
      password: rnd() < 0.02 ? 'secret' : '',
      postParent: 0,
      ticketed: false,
    });
  }
  const users = [
    {
      id: 1,
      login: BENCH_LOGIN,
      email: 'bench@example.com',
      role: 'administrator',
      passwordHash: hashPassword(BENCH_PASSWORD),
    },
  ];
  return {
    events,
    venues,
    organizers,
    images,
    categories,
    tags,
    users,
    sequences: { post: nextPost, term: CATEGORIES.length + TAG_COUNT + 1, user: 2 },
  };
}

/** calev's data dir: the same files compaction writes; `events: false` leaves the events out
 * (they are then created over HTTP) */
export function writeCalevDir(dir, data, { events = true } = {}) {
  mkdirSync(dir, { recursive: true });
  for (const col of ['events', 'venues', 'organizers', 'images', 'categories', 'tags', 'users']) {
    const records = col === 'events' && !events ? [] : data[col];
    writeFileSync(join(dir, `${col}.json`), `${JSON.stringify(records, null, 2)}\n`);
  }
  writeFileSync(join(dir, 'meta.json'), `${JSON.stringify({ format: 1, sequences: data.sequences }, null, 2)}\n`);
}

/**
 * json-server's db: the same events (plus a scalar `category` slug, since json-server filters
 * scalars), venues and organizers. json-server 1.x compares ids as strings.
 */
export function writeJsonServerDb(path, data, { stringIds }) {
  const slugOf = new Map(data.categories.map((c) => [c.id, c.slug]));
  const id = (v) => (stringIds ? String(v) : v);
  const db = {
    events: data.events.map((e) => ({ ...e, id: id(e.id), category: slugOf.get(e.categories[0]) })),
    venues: data.venues.map((v) => ({ ...v, id: id(v.id) })),
    organizers: data.organizers.map((o) => ({ ...o, id: id(o.id) })),
    categories: data.categories.map((c) => ({ ...c, id: id(c.id) })),
  };
  writeFileSync(path, JSON.stringify(db, null, 2));
}

/** a word that occurs in about 1 % of the descriptions */
/** ids of the events an anonymous reader may read by id (published, no password) */
export function readableIds(events) {
  return events.filter((e) => e.status === 'publish' && e.password === '').map((e) => e.id);
}

export const SEARCH_WORD = 'marimba';
export const FILTER_CATEGORY = 'jazz';

/**
 * The API body that creates event `e` of `data` (`events create` / POST /events): about 25
 * fields, the venue and two organizers by id, two categories and two tags by slug, a timezone, a
 * cost, a description of a few hundred characters. `suffix` makes the title (so the slug) unique
 * across repeated imports of the same events.
 */
export function eventInput(data, e, suffix = '') {
  const slugs = (data.termSlugs ??= new Map([...data.categories, ...data.tags].map((t) => [t.id, t.slug])));
  const body = {
    title: `${e.title}${suffix}`,
    description: e.description,
    excerpt: e.excerpt,
    status: e.status,
    start_date: e.start,
    end_date: e.end,
    all_day: e.allDay,
    timezone: e.timezone,
    cost: e.cost[0],
    venue: e.venue,
    organizer: e.organizers,
    categories: e.categories.map((id) => slugs.get(id)),
    tags: e.tags.map((id) => slugs.get(id)),
    show_map: e.showMap,
    show_map_link: e.showMapLink,
    hide_from_listings: e.hideFromListings,
    sticky: e.sticky,
    featured: e.featured,
  };
  if (e.website) body.website = e.website;
  if (e.image) body.image = String(e.image);
  return body;
}
