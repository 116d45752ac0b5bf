/** Adds an external script once per page; a second call returns the element already there. */
export function loadScriptOnce(
  src: string,
  attributes: Record<string, string> = {},
): { element: HTMLScriptElement; added: boolean } {
  const existing = Array.from(document.scripts).find(
    (s) => s.src === new URL(src, location.href).href,
  );
  if (existing) return { element: existing, added: false };
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, added: true };
}
