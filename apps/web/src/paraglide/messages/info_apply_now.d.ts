/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Info_Apply_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_apply_now: ((inputs?: Info_Apply_NowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Apply_NowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Apply_NowInputs = {};
