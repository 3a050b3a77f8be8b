/**
* | output |
* | --- |
* | "Ask About Next Intake" |
*
* @param {Info_Ask_NextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_ask_next: ((inputs?: Info_Ask_NextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Ask_NextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Ask_NextInputs = {};
