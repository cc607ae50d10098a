/**
 * Technology marks, looked up by the technology's lowercase name (SPEC §2),
 * from the simple-icons set (shared: the build and the API's home page renderer draw the same marks): each mark's SVG path and brand colour, drawn
 * inline (nothing fetched). Only the marks named here are bundled
 * (simple-icons exports one constant per icon and has no side effects).
 * simple-icons no longer carries some vendors' marks (AWS, Azure, Java,
 * DynamoDB: removed at their owners' request), so the tech stack lists what
 * it can show; an unknown name gets a neutral mark.
 */
import {
  siAngular,
  siCloudflare,
  siDocker,
  siDotnet,
  siElasticsearch,
  siFirebase,
  siFlutter,
  siGithubactions,
  siGo,
  siGooglecloud,
  siGraphql,
  siKubernetes,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siRedis,
  siSpring,
  siTerraform,
  siTypescript,
  siVuedotjs,
} from 'simple-icons';

export interface Mark {
  readonly path: string;
  readonly hex: string;
}

export const TECH_ICONS: Readonly<Record<string, Mark>> = {
  react: siReact,
  'next.js': siNextdotjs,
  angular: siAngular,
  vue: siVuedotjs,
  typescript: siTypescript,
  flutter: siFlutter,
  'node.js': siNodedotjs,
  python: siPython,
  spring: siSpring,
  go: siGo,
  '.net': siDotnet,
  graphql: siGraphql,
  postgresql: siPostgresql,
  mysql: siMysql,
  mongodb: siMongodb,
  firebase: siFirebase,
  redis: siRedis,
  elasticsearch: siElasticsearch,
  'google cloud': siGooglecloud,
  docker: siDocker,
  kubernetes: siKubernetes,
  terraform: siTerraform,
  cloudflare: siCloudflare,
  'github actions': siGithubactions,
};

/** A neutral mark (a rounded square) for a name without one. */
const FALLBACK: Mark = {
  path: 'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z',
  hex: '868E96',
};

export function techMark(name: string): Mark {
  return TECH_ICONS[name.trim().toLowerCase()] ?? FALLBACK;
}
