import { describe, expect, it } from 'vitest';
import { classesNamedIn, classesStyledBy, unstyledNhsukClasses } from './unstyled-nhsuk-classes';

describe('unstyledNhsukClasses', () => {
  const nhsukStyled = classesStyledBy(
    '.nhsuk-button{color:red}.nhsuk-hero,.nhsuk-hero__heading{margin:0}@media (min-width:40em){.nhsuk-tag--blue:hover{x:y}}',
  );
  const appStyled = classesStyledBy('.nhsuk-button{color:red}.nhsuk-tag--blue{x:y}');

  it('names a class of a component the stylesheet leaves out that a script uses', () => {
    const named = classesNamedIn('jsx("div",{className:`nhsuk-hero nhsuk-button`})');
    expect(unstyledNhsukClasses({ nhsukStyled, appStyled, named })).toEqual(['nhsuk-hero']);
  });

  it("ignores names nhsuk-frontend does not style itself, such as the app's hooks", () => {
    const named = classesNamedIn(
      '<body class="nhsuk-frontend-supported"><p class="nhsuk-tag--blue">',
    );
    expect(unstyledNhsukClasses({ nhsukStyled, appStyled, named })).toEqual([]);
  });
});
