/**
 * Template shapes CloudFormation accepts at synth but that break a real
 * deploy or that cfn-lint rejects. cfn-lint itself is a Python tool no fresh
 * machine here can install, so the shapes it caught are checked here.
 */

const IMPORTS = ['Fn::ImportValue', 'Fn::GetStackOutput'];
const LIST_FUNCTIONS = ['Fn::Split', 'Fn::Select'];

/**
 * cfn-lint E1017 (found on the Edge templates): a value imported from another
 * stack nested in Fn::Split or Fn::Select, e.g. the API origin as
 * Select(2, Split('/', GetStackOutput(ApiEndpoint))). Returns the JSON paths.
 */
export function importsInsideSplitOrSelect(template: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, insideList: boolean) => {
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, `${path}[${i}]`, insideList);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const here = `${path}.${key}`;
      if (insideList && IMPORTS.includes(key)) found.push(here);
      walk(child, here, insideList || LIST_FUNCTIONS.includes(key));
    }
  };
  walk(template, '$', false);
  return found;
}
