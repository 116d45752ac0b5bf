/** The page a static host shows for an address the site does not have (dist/404.html). */
export const notFound = {
  title: 'Page not found',
  heading: 'There is no page at this address',
  text: 'The address may be mistyped, or the page may have moved. Everything this site holds is on its one page.',
  home: 'Go to the Great Pyramid of Giza',
} as const;
