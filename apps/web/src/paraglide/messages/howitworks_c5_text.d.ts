/**
* | output |
* | --- |
* | "Release each payment when you approve the work, then rate your freelancer." |
*
* @param {Howitworks_C5_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c5_text: ((inputs?: Howitworks_C5_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C5_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C5_TextInputs = {};
