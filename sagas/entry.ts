// Which client entry runs the sagas: the app under /account/heloc, or the pages outside it. In a module of its own,
// so that the sagas taking it never import sagas/index.ts, which imports them.
export type Entry = 'app' | 'outside';
