/**
* | output |
* | --- |
* | "FLH" |
*
* @param {Gallery_Cat_FlhInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_flh: ((inputs?: Gallery_Cat_FlhInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Cat_FlhInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Cat_FlhInputs = {};
