/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Gallery_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_previous: ((inputs?: Gallery_PreviousInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_PreviousInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_PreviousInputs = {};
