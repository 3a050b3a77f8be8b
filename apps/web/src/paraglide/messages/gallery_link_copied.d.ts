/**
* | output |
* | --- |
* | "The link to this photo was copied." |
*
* @param {Gallery_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_link_copied: ((inputs?: Gallery_Link_CopiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Link_CopiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Link_CopiedInputs = {};
