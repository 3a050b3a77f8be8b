/**
* | output |
* | --- |
* | "Just now" |
*
* @param {Common_Just_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_just_now: ((inputs?: Common_Just_NowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Just_NowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Just_NowInputs = {};
