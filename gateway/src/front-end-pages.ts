/**
 * The pages the gateway answers itself when it has no shell to render: plain HTML with its own small style (no
 * script, nothing fetched), readable at any width and by a screen reader.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2a24;background:#f6f8f6}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
a{color:#1d5c3a;font-weight:600}a:focus-visible{outline:3px solid #1d5c3a;outline-offset:2px}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** One machine, before `npm run build`: the shell's dist is not there yet. */
export const NOT_BUILT_PAGE = page(
  'Canopy is starting up',
  '<p>The web front end has not been built yet. Run <code>npm run build</code>, then reload this page.</p>',
);

/** SHELL_URL set, and its static server has never answered this gateway: a moment's outage, said as such. */
export const SHELL_UNAVAILABLE_PAGE = page(
  'Canopy is unavailable right now',
  '<p>The site could not be loaded. Nothing you saved is lost; please try again in a moment.</p>' +
    '<p><a href="">Try again</a></p>',
);
