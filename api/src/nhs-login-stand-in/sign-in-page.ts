/**
 * The stand-in's sign-in page: plain, accessible HTML (one h1, a fieldset of radio buttons with a legend,
 * labelled buttons, an error summary when nothing was chosen). No script, no external resources.
 */
import { html, type SafeHtml } from '../http/html';
import type { StandInIdentity } from './identities';

export interface SignInPage {
  /** Where the form posts: the interaction's own path. */
  action: string;
  /** The relying party's name, as registered. */
  clientName: string;
  identities: readonly StandInIdentity[];
  /** Set when Continue was pressed with no identity chosen. */
  missingChoice?: boolean;
}

const TITLE = 'Choose a test identity – NHS login (local stand-in)';
const ERROR_TEXT = 'Select the test identity you want to use';

// Enough to be readable and to show keyboard focus; nothing the page depends on.
const STYLE = `
body { font-family: Arial, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; line-height: 1.5; color: #212b32; }
fieldset { border: 0; padding: 0; margin: 0 0 1.5rem; }
legend { font-weight: bold; font-size: 1.2rem; margin-bottom: 0.5rem; }
.choice { margin-bottom: 0.75rem; }
.hint { color: #4c6272; margin-left: 1.75rem; }
button { font-size: 1rem; padding: 0.5rem 1rem; margin-right: 1rem; }
:focus-visible { outline: 3px solid #ffeb3b; box-shadow: 0 0 0 6px #212b32; }
.error-summary { border: 4px solid #d5281b; padding: 1rem; margin-bottom: 1.5rem; }
.error-message { color: #d5281b; font-weight: bold; }
a { color: #005eb8; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function renderSignInPage(page: SignInPage): string {
  const errorId = 'identity-error';
  const choices = page.identities.map(
    (identity, index) =>
      html`<div class="choice">
        <input
          type="radio"
          id="identity-${identity.id}"
          name="identity"
          value="${identity.id}"
          aria-describedby="identity-${identity.id}-hint"
          ${index === 0 && page.missingChoice ? html` autofocus` : html``}
        />
        <label for="identity-${identity.id}">${identity.label}</label>
        <div class="hint" id="identity-${identity.id}-hint">${identity.hint}</div>
      </div>`,
  );
  const errorSummary: SafeHtml = page.missingChoice
    ? html`<div
        class="error-summary"
        role="alert"
        aria-labelledby="error-summary-title"
        tabindex="-1"
      >
        <h2 id="error-summary-title">There is a problem</h2>
        <ul>
          <li><a href="#identity-${page.identities[0]?.id ?? ''}">${ERROR_TEXT}</a></li>
        </ul>
      </div>`
    : html``;
  return `<!DOCTYPE html>\n${html`<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${page.missingChoice ? 'Error: ' : ''}${TITLE}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main id="maincontent">
    ${errorSummary}
    <h1>Choose a test identity</h1>
    <p>This is a local stand-in for NHS login, for development and testing. No real NHS login account is used.</p>
    <p>You are signing in to ${page.clientName}.</p>
    <form method="post" action="${page.action}" novalidate>
      <fieldset${page.missingChoice ? html` aria-describedby="${errorId}"` : html``}>
        <legend>Which test identity do you want to use?</legend>
        ${page.missingChoice ? html`<p class="error-message" id="${errorId}"><span class="visually-hidden">Error: </span>${ERROR_TEXT}</p>` : html``}
        ${choices}
      </fieldset>
      <button type="submit" name="action" value="continue">Continue</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </form>
  </main>
</body>
</html>`.toString()}`;
}

/** A page for an interaction that cannot go on (expired or unknown): where to go instead. */
export function renderProblemPage(message: string): string {
  return `<!DOCTYPE html>\n${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>There is a problem – NHS login (local stand-in)</title>
      <style>
        ${STYLE}
      </style>
    </head>
    <body>
      <main id="maincontent">
        <h1>There is a problem</h1>
        <p>${message}</p>
      </main>
    </body>
  </html>`.toString()}`;
}
