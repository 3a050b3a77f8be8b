/**
* | output |
* | --- |
* | "STP" |
*
* @param {Gallery_Cat_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_stp: ((inputs?: Gallery_Cat_StpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Cat_StpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Cat_StpInputs = {};
