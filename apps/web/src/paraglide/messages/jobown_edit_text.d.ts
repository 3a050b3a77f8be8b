/**
* | output |
* | --- |
* | "Change what the job says; freelancers see the new version at once." |
*
* @param {Jobown_Edit_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_edit_text: ((inputs?: Jobown_Edit_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Edit_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Edit_TextInputs = {};
