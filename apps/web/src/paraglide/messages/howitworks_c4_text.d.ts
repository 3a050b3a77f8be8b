/**
* | output |
* | --- |
* | "Agree milestones, fund them into escrow and work together in real-time chat." |
*
* @param {Howitworks_C4_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c4_text: ((inputs?: Howitworks_C4_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C4_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C4_TextInputs = {};
