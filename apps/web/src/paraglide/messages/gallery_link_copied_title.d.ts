/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Gallery_Link_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_link_copied_title: ((inputs?: Gallery_Link_Copied_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Link_Copied_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Link_Copied_TitleInputs = {};
