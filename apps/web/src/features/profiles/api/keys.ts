/** Query keys of the profiles feature; every owner edit and save invalidates `all`. */
export const profileKeys = {
  all: ['profiles'] as const,
  /** 'me' or a user id. */
  detail: (id: string) => ['profiles', 'detail', id] as const,
  search: (filters: {
    q: string;
    jobTitle: string;
    sort?: string | undefined;
    verified?: boolean | undefined;
  }) => ['profiles', 'search', filters] as const,
};
