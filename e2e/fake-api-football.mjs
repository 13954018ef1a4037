/**
 * A stand-in for API-Football v3 on 127.0.0.1 for the browser tests: GET /fixtures?live=all
 * answers two live matches in the real envelope, for the key the site is given.
 */
import { createServer } from 'node:http';

export const FAKE_FOOTBALL_KEY = 'e2e-football-key';

const team = (id, name) => ({ id, name, logo: `https://media.api-sports.io/football/teams/${id}.png` });
const fixture = (id, status, league, home, away, goals) => ({
  fixture: { id, timezone: 'UTC', date: new Date().toISOString(), status },
  league: { id: league.id, name: league.name, country: league.country, logo: league.logo, season: 2026 },
  teams: { home, away },
  goals,
});

const BOTOLA = {
  id: 200,
  name: 'Botola Pro',
  country: 'Morocco',
  logo: 'https://media.api-sports.io/football/leagues/200.png',
};
const LIGA = {
  id: 140,
  name: 'La Liga',
  country: 'Spain',
  logo: 'https://media.api-sports.io/football/leagues/140.png',
};

const LIVE = [
  fixture(
    900101,
    { long: 'Second Half', short: '2H', elapsed: 67 },
    BOTOLA,
    team(968, 'Kawkab Marrakech'),
    team(967, 'Raja Casablanca'),
    { home: 2, away: 1 },
  ),
  fixture(
    900102,
    { long: 'Halftime', short: 'HT', elapsed: 45 },
    LIGA,
    team(543, 'Real Betis'),
    team(536, 'Sevilla'),
    { home: 0, away: 0 },
  ),
];

export function startFakeApiFootball() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/fixtures' || url.searchParams.get('live') !== 'all') {
      res.end(JSON.stringify({ get: url.pathname, errors: { endpoint: 'Unknown endpoint' }, response: [] }));
      return;
    }
    // Like the real service: a wrong key is reported in `errors` with HTTP 200.
    const authorised = req.headers['x-apisports-key'] === FAKE_FOOTBALL_KEY;
    res.end(
      JSON.stringify({
        get: 'fixtures',
        parameters: { live: 'all' },
        errors: authorised ? [] : { token: 'Error/Missing application key.' },
        results: authorised ? LIVE.length : 0,
        paging: { current: 1, total: 1 },
        response: authorised ? LIVE : [],
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
