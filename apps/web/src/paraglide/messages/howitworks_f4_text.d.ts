/**
* | output |
* | --- |
* | "Agree milestones with your client and deliver great work on time." |
*
* @param {Howitworks_F4_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f4_text: ((inputs?: Howitworks_F4_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F4_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F4_TextInputs = {};
