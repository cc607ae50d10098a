/**
 * Cache key roots that more than one feature touches: a feature's writes may
 * make another feature's reads stale (converting a lead creates a deal), and
 * features do not import each other. Keys used by one feature only stay in
 * that feature's api files.
 */
export const SHARED_QUERY_ROOTS = {
  deals: ['deals'],
  leads: ['leads'],
} as const;
