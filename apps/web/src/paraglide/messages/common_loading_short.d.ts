/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Common_Loading_ShortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_loading_short: ((inputs?: Common_Loading_ShortInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Loading_ShortInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Loading_ShortInputs = {};
