/**
* | output |
* | --- |
* | "Your job has been posted and is now live." |
*
* @param {Jobown_Posted_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_posted_text: ((inputs?: Jobown_Posted_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Posted_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Posted_TextInputs = {};
