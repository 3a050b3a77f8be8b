/**
* | output |
* | --- |
* | "Escrow-protected milestone payments, verified profiles and clear rules protect both sides." |
*
* @param {About_Value_Trust_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_trust_text: ((inputs?: About_Value_Trust_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Trust_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Trust_TextInputs = {};
