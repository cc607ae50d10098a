/**
 * WebMCP declarative attributes (Chrome's WebMCP "Declarative API"): a form
 * with `toolname` + `tooldescription` becomes a tool agents can call, and
 * `toolparamdescription` describes one field. React passes these unknown
 * lowercase attributes through to the DOM; spreading keeps TypeScript happy.
 */
export function toolForm(name: string, description: string): Record<string, string> {
  return { toolname: name, tooldescription: description };
}

export function toolParam(description: string): Record<string, string> {
  return { toolparamdescription: description };
}
