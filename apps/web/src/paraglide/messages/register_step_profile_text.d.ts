/**
* | output |
* | --- |
* | "Add your job title, services, hourly rate and a short bio." |
*
* @param {Register_Step_Profile_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_profile_text: ((inputs?: Register_Step_Profile_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Step_Profile_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Step_Profile_TextInputs = {};
