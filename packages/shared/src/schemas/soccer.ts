/** One live match as GET /soccer answers it (SPEC §3 Soccer match). */
export interface SoccerTeam {
  name: string;
  /** https address of the crest, or '' when the feed has none we can show. */
  logo: string;
}

export interface SoccerMatch {
  league: { name: string; country: string; logo: string };
  fixture: { id: number; status: { long: string; short: string; elapsed: number | null } };
  teams: { home: SoccerTeam; away: SoccerTeam };
  goals: { home: number | null; away: number | null };
}
