/**
* | output |
* | --- |
* | "It leaves the job board and stops taking proposals; freelancers with pending proposals are told. You can reopen it later." |
*
* @param {Jobown_Close_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_text: ((inputs?: Jobown_Close_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Close_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Close_TextInputs = {};
