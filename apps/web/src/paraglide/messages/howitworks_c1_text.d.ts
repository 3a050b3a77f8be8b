/**
* | output |
* | --- |
* | "Sign up for free as a client in under a minute." |
*
* @param {Howitworks_C1_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c1_text: ((inputs?: Howitworks_C1_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C1_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C1_TextInputs = {};
