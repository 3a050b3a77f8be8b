/**
* | output |
* | --- |
* | "The link to this job was copied to your clipboard." |
*
* @param {Jobown_Link_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_link_copied_text: ((inputs?: Jobown_Link_Copied_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Link_Copied_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Link_Copied_TextInputs = {};
