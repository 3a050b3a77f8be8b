/**
* | output |
* | --- |
* | "Describe the work, the skills you need, your budget and your timeline." |
*
* @param {Howitworks_C2_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c2_text: ((inputs?: Howitworks_C2_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C2_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C2_TextInputs = {};
