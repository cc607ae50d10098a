import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/** Every <img> of a page, as its attributes. */
export function pageImages(html: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if ('tagName' in child && child.tagName === 'img')
        found.push(Object.fromEntries(child.attrs.map((a) => [a.name, a.value])));
      if ('childNodes' in child) walk(child as T.ParentNode);
      if ('content' in child) walk((child as T.Template).content);
    }
  };
  walk(parse(html));
  return found;
}

/** The <img> showing `path`, or a failure naming what the page had. */
export function imageOf(html: string, path: string): Record<string, string> {
  const img = pageImages(html).find((i) => i.src === path);
  if (!img)
    throw new Error(`No <img src="${path}"> among ${JSON.stringify(pageImages(html).map((i) => i.src))}`);
  return img;
}
