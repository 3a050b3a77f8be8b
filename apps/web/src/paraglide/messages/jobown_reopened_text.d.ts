/**
* | output |
* | --- |
* | "Your job is open for proposals again." |
*
* @param {Jobown_Reopened_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopened_text: ((inputs?: Jobown_Reopened_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Reopened_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Reopened_TextInputs = {};
