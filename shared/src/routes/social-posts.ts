import type { RouteDef } from '../route-def';

/** Social media planner (Content Writing, Marketing through its Content Writing group, SuperAdmin). */
export const SOCIAL_ROUTE_PATHS = {
  list: '/admin/social-posts',
  one: '/admin/social-posts/{id}',
  links: '/admin/social-links',
} as const;

export const SOCIAL_ROUTES = [
  {
    method: 'GET',
    path: SOCIAL_ROUTE_PATHS.list,
    feature: 'social-posts',
    handler: 'listSocialPosts',
    access: 'social:write',
  },
  {
    method: 'POST',
    path: SOCIAL_ROUTE_PATHS.list,
    feature: 'social-posts',
    handler: 'createSocialPost',
    access: 'social:write',
  },
  {
    method: 'GET',
    path: SOCIAL_ROUTE_PATHS.one,
    feature: 'social-posts',
    handler: 'getSocialPost',
    access: 'social:write',
  },
  {
    method: 'PATCH',
    path: SOCIAL_ROUTE_PATHS.one,
    feature: 'social-posts',
    handler: 'updateSocialPost',
    access: 'social:write',
  },
  {
    method: 'DELETE',
    path: SOCIAL_ROUTE_PATHS.one,
    feature: 'social-posts',
    handler: 'deleteSocialPost',
    access: 'social:write',
  },
  {
    method: 'GET',
    path: SOCIAL_ROUTE_PATHS.links,
    feature: 'social-posts',
    handler: 'listSocialLinks',
    access: 'social:write',
  },
] as const satisfies readonly RouteDef[];

export function socialPostPath(id: string): string {
  return SOCIAL_ROUTE_PATHS.one.replace('{id}', encodeURIComponent(id));
}
