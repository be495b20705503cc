// html-validate (issue 20): the recommended rules over the server's HTML of every public page
// (tests/e2e/markup.spec.ts). Switched off, each for its reason, are only rules about how markup is spelled, not
// what it means, and the attribute casing React writes:
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes SVG attributes in their own camel case (viewBox, preserveAspectRatio); HTML ignores case anyway.
    'attr-case': 'off',
    // Style only: React writes boolean attributes as `disabled=""`, which means the same as `disabled`.
    'attribute-boolean-style': 'off',
    // Style only: `alt=""` and `alt` are the same empty value.
    'attribute-empty-style': 'off',
    // Style only: which quote character surrounds an attribute value.
    'attr-quotes': 'off',
    // Style only: `<!DOCTYPE html>` or `<!doctype html>`.
    'doctype-style': 'off',
    // Style only: the case of element names.
    'element-case': 'off',
    // Style only: React closes void elements as `<br/>`; the parser ignores the slash.
    'no-self-closing': 'off',
    'void-style': 'off',
    // Style only: whitespace at the end of a line.
    'no-trailing-whitespace': 'off',
  },
};
