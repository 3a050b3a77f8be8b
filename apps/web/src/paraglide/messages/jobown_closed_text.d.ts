/**
* | output |
* | --- |
* | "Your job no longer accepts proposals." |
*
* @param {Jobown_Closed_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_closed_text: ((inputs?: Jobown_Closed_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Closed_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Closed_TextInputs = {};
