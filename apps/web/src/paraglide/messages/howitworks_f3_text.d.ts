/**
* | output |
* | --- |
* | "Write a cover letter and a delivery time for the jobs that suit you." |
*
* @param {Howitworks_F3_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f3_text: ((inputs?: Howitworks_F3_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F3_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F3_TextInputs = {};
