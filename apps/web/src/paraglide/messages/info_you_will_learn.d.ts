/**
* | output |
* | --- |
* | "You will learn to" |
*
* @param {Info_You_Will_LearnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_you_will_learn: ((inputs?: Info_You_Will_LearnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_You_Will_LearnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_You_Will_LearnInputs = {};
