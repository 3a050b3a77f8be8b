/**
* | output |
* | --- |
* | "Share" |
*
* @param {Gallery_ShareInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_share: ((inputs?: Gallery_ShareInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_ShareInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_ShareInputs = {};
