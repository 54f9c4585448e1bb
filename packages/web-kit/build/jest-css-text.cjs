/**
 * Jest's transform of a `.css` import: the file's text, as webpack gives the apps (`asset/source`), so a
 * module that injects its stylesheet loads in unit and component tests as it does in the browser.
 */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
