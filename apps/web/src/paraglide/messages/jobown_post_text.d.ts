/**
* | output |
* | --- |
* | "Describe your project and receive proposals from skilled freelancers." |
*
* @param {Jobown_Post_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_text: ((inputs?: Jobown_Post_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Post_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Post_TextInputs = {};
