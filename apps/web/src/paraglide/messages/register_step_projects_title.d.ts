/**
* | output |
* | --- |
* | "Find Projects" |
*
* @param {Register_Step_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_projects_title: ((inputs?: Register_Step_Projects_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Step_Projects_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Step_Projects_TitleInputs = {};
