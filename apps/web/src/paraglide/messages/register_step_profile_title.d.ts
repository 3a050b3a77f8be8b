/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Register_Step_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_profile_title: ((inputs?: Register_Step_Profile_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Step_Profile_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Step_Profile_TitleInputs = {};
