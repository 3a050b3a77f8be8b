/**
* | output |
* | --- |
* | "How others built their careers." |
*
* @param {Info_Link_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_stories_text: ((inputs?: Info_Link_Stories_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_Stories_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_Stories_TextInputs = {};
