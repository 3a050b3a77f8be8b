/**
* | output |
* | --- |
* | "ILC" |
*
* @param {Gallery_Cat_IlcInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_ilc: ((inputs?: Gallery_Cat_IlcInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Cat_IlcInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Cat_IlcInputs = {};
