/**
* | output |
* | --- |
* | "Browse jobs that match your skills and send proposals." |
*
* @param {Register_Step_Projects_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_projects_text: ((inputs?: Register_Step_Projects_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Step_Projects_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Step_Projects_TextInputs = {};
